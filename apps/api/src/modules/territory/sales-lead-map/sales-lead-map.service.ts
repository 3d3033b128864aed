import { normaliseZip } from '@client-admin/domain/territory/geo-codes';
import { MAX_CUSTOM_ZIPS } from '@client-admin/domain/territory/constants';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import type { Database } from '../../../db/database';
import { badRequest, notFound } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { findZips } from '../../geography/geography.public';
import { findSalesZips, saveSalesZips } from './sales-lead-map.repository';

/** GET /api/salesLeadMap/push-pop: the caller's zips; 404 "No Zip Codes available." if none. */
export async function getSalesZips(db: Database, user: RequestUser) {
  const zipCodes = await db.transaction((tx) => findSalesZips(tx, user.id));
  if (!zipCodes || zipCodes.length === 0) throw notFound(M.noZipCodes);
  return { zipCodes };
}

/** POST /api/salesLeadMap/push-pop: replaces the caller's zips; unknown zips are a 400. */
export function setSalesZips(db: Database, user: RequestUser, zipCodes: readonly string[]) {
  return db.transaction(async (tx) => {
    const listed = [...new Set(zipCodes)];
    const known = new Set((await findZips(tx, listed)).map((z) => z.zipCode));
    const unknown = listed.filter((zip) => !known.has(zip));
    if (unknown.length > 0) throw badRequest('zipCodes', M.zipsNotFound(unknown));
    await saveSalesZips(tx, user.id, listed);
    return { zipCodes: listed };
  });
}

/**
 * POST /api/SalesLeadMap/territory-validate/: comma-joined entries sorted into known zips (each
 * once, in order), zips the geography does not know, and entries that are not zips.
 */
export function validateSalesZips(db: Database, data: string) {
  const entries = data
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length > MAX_CUSTOM_ZIPS) throw badRequest('data', M.customListTooLong);
  const invalid = entries.filter((e) => normaliseZip(e) === null);
  const zips = [...new Set(entries.flatMap((e) => normaliseZip(e) ?? []))];
  return db.transaction(async (tx) => {
    const known = new Set((await findZips(tx, zips)).map((z) => z.zipCode));
    return {
      zipCodes: zips.filter((zip) => known.has(zip)),
      notFound: zips.filter((zip) => !known.has(zip)),
      invalid,
    };
  });
}
