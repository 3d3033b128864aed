import type { FeatureFlagName } from '@client-admin/domain/feature-flag-rules';
import {
  canApplyOptInFile,
  optInFileKind,
  parseOptInRows,
} from '@client-admin/domain/territory/opt-in-file-rows';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import type { TtlCache } from '../../../cache/ttl-cache';
import type { Database } from '../../../db/database';
import { badRequest, HttpError, notFound } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { lockChannelsById, setSecondaryTerritoryOptStatus } from '../../channels/channels.public';
import { flagsForCaller } from '../../features/features.public';
import { optInFileCells } from './opt-in-file';

export const TERRITORY_EXPANSION_FLAG: FeatureFlagName = 'TerritoryExpansion';

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/** 404 while the TerritoryExpansion flag is off (seed 001 §2: the screen is not there). */
export async function assertTerritoryExpansionOn(
  db: Database,
  cache: TtlCache,
  user: RequestUser,
): Promise<void> {
  const flags = await flagsForCaller(db, cache, user, null, TERRITORY_EXPANSION_FLAG);
  if (!flags[TERRITORY_EXPANSION_FLAG]) throw notFound('Not Found');
}

const rowKey = (rowNumber: number) => `row ${rowNumber}`;

/**
 * POST /api/leadType/bulk-update-secondary-territories-opt-status?optIn: every row of the file
 * or none. A bad row, or a channel id no channel has, is a 400 listing each bad row.
 */
export async function applyOptInFile(db: Database, file: UploadedFile, optIn: boolean) {
  const kind = optInFileKind(file.fileName);
  if (!kind) throw badRequest('file', M.fileType);
  const parsed = parseOptInRows(await optInFileCells(kind, file.bytes), optIn);
  if (parsed.fileError) throw badRequest('file', parsed.fileError);
  if (!canApplyOptInFile(parsed)) throw badRows(parsed.badRows);
  return db.transaction(async (tx) => {
    const channels = await lockChannelsById(
      tx,
      parsed.rows.map((r) => r.clientQuoteTypeId),
    );
    const byId = new Map(channels.map((c) => [c.id, c]));
    const unknown = parsed.rows.filter((r) => !byId.has(r.clientQuoteTypeId));
    if (unknown.length > 0) {
      throw badRows(
        unknown.map((r) => ({ rowNumber: r.rowNumber, reasons: [M.rowUnknownChannel] })),
      );
    }
    for (const row of parsed.rows) {
      await setSecondaryTerritoryOptStatus(
        tx,
        byId.get(row.clientQuoteTypeId)!,
        optIn,
        row.excludedZipCodes,
      );
    }
    const channelIds = parsed.rows.map((r) => r.clientQuoteTypeId);
    return { optIn, updated: channelIds.length, channelIds };
  });
}

function badRows(rows: readonly { rowNumber: number; reasons: string[] }[]): HttpError {
  return new HttpError(
    400,
    M.badRows(rows.length),
    Object.fromEntries(rows.map((r) => [rowKey(r.rowNumber), r.reasons.join('; ')])),
  );
}
