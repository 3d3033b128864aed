import type { Vendor } from '@client-admin/contracts/vendors';
import type { Database } from '../../db/database';
import { listTopVendors, listVendors } from './vendors.repository';

/** GET /api/Vendors: every vendor, inactive ones too, by name. */
export async function getVendors(db: Database): Promise<Vendor[]> {
  return db.transaction((tx) => listVendors(tx));
}

/** GET /api/Vendors/top?count=: the active vendors with the highest lead volume. */
export async function getTopVendors(db: Database, count: number): Promise<Vendor[]> {
  return db.transaction((tx) => listTopVendors(tx, count));
}
