import type { CreatedVendorApiKey, VendorApiKey } from '@client-admin/contracts/vendors';
import { INTAKE_MESSAGES as M } from '@client-admin/domain/lead-flow/intake-messages';
import type { Database, Tx } from '../../../db/database';
import { HttpError, notFound } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { hashApiKey, newApiKey, shownPart } from './api-key-secret';
import {
  findLiveKeyVendor,
  insertKey,
  listKeys,
  revokeKey,
  vendorExists,
  type VendorApiKeyRow,
} from './vendor-api-keys.repository';

/** Vendors' API keys for lead intake (decision 0030): only a key's sha256 is kept. */

const toAnswer = (row: VendorApiKeyRow): VendorApiKey => ({
  id: row.id,
  vendorId: row.vendorId,
  prefix: row.prefix,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

async function requireVendor(tx: Tx, vendorId: number): Promise<void> {
  if (!(await vendorExists(tx, vendorId))) throw notFound(M.vendorNotFound);
}

export async function getVendorApiKeys(db: Database, vendorId: number): Promise<VendorApiKey[]> {
  return db.transaction(async (tx) => {
    await requireVendor(tx, vendorId);
    return (await listKeys(tx, vendorId)).map(toAnswer);
  });
}

/** The key is in this answer only. */
export async function createVendorApiKey(
  db: Database,
  user: RequestUser,
  vendorId: number,
): Promise<CreatedVendorApiKey> {
  return db.transaction(async (tx) => {
    await requireVendor(tx, vendorId);
    const key = newApiKey();
    const row = await insertKey(tx, {
      vendorId,
      keyHash: hashApiKey(key),
      prefix: shownPart(key),
      createdBy: user.email,
    });
    return { ...toAnswer(row), key };
  });
}

export async function revokeVendorApiKey(
  db: Database,
  vendorId: number,
  keyId: number,
  now: Date = new Date(),
): Promise<VendorApiKey> {
  return db.transaction(async (tx) => {
    await requireVendor(tx, vendorId);
    const row = await revokeKey(tx, vendorId, keyId, now);
    if (!row) throw notFound(M.apiKeyNotFound);
    return toAnswer(row);
  });
}

/** The vendor a request's key belongs to, in the request's transaction; 401 when unknown or revoked. */
export async function vendorOfApiKey(tx: Tx, key: string | undefined): Promise<number> {
  const vendorId = key ? await findLiveKeyVendor(tx, hashApiKey(key)) : null;
  if (vendorId === null) throw new HttpError(401, M.invalidApiKey);
  return vendorId;
}
