import type { Vendor } from '@client-admin/contracts/vendors';
import type { Database } from '../../db/database';
import { forbidden } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { listTopVendors, listVendors } from './vendors.repository';

/** Vendors are staff data: a client user never sees who else sells leads. */
export function requireStaff(user: RequestUser): void {
  if (!user.isStaff) throw forbidden();
}

/** GET /api/vendors: every vendor, inactive ones too, by name. */
export async function getVendors(db: Database, user: RequestUser): Promise<Vendor[]> {
  requireStaff(user);
  return db.transaction((tx) => listVendors(tx));
}

/** GET /api/Vendors/top?count=: the active vendors with the highest lead volume. */
export async function getTopVendors(
  db: Database,
  user: RequestUser,
  count: number,
): Promise<Vendor[]> {
  requireStaff(user);
  return db.transaction((tx) => listTopVendors(tx, count));
}
