import type { ImportBatchDto, SubsidyValueDto } from '@client-admin/contracts/subsidies';
import { formatPortalDateTime } from '@client-admin/domain/portal-time';
import { formatSubsidy } from '@client-admin/domain/subsidies/subsidy-display';
import type { SubsidyValue } from '@client-admin/domain/subsidies/subsidy-rows';
import type { BatchRow } from './subsidies.repository';

/** A subsidy value on the wire: a percentage or dollars, the cap in dollars (decision 0011). */
export function subsidyValueDto(value: SubsidyValue): SubsidyValueDto {
  return {
    kind: value.kind,
    subsidy: value.amount / 100,
    subsidyCap: value.capCents === null ? null : value.capCents / 100,
    display: formatSubsidy(value),
  };
}

export function batchDto(row: BatchRow): ImportBatchDto {
  return {
    id: row.id,
    importType: row.importType,
    fileName: row.fileName,
    sha256: row.sha256,
    sheetName: row.sheetName,
    ranAt: row.ranAt.toISOString(),
    ranByEmail: row.ranByEmail,
    added: row.added,
    updated: row.updated,
    deleted: row.deleted,
    unchanged: row.unchanged,
    revertedAt: row.revertedAt?.toISOString() ?? null,
    revertedByEmail: row.revertedByEmail,
  };
}

/** Seed 002 §8-style sentence naming an earlier batch of the same file (times in ET). */
export const ranAtText = (row: BatchRow) => formatPortalDateTime(row.ranAt);
