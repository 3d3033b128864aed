import type { VacationPause as VacationPauseWire } from '@client-admin/contracts/vacations';
import { vacationHoursSummary } from '@client-admin/domain/vacations/vacation-hours';
import type { VacationPause } from '@client-admin/domain/vacations/vacation-status';
import type { VacationAllowance, VacationPauseRow } from './vacations.repository';

export const toDomainPause = (row: VacationPauseRow): VacationPause => ({
  id: row.id,
  status: row.status,
  startTime: row.startTime,
  endTime: row.endTime,
  actualStartTime: row.actualStartTime,
  actualEndTime: row.actualEndTime,
});

export const toVacationPause = (row: VacationPauseRow): VacationPauseWire => ({
  id: row.id,
  clientId: row.clientId,
  startTime: row.startTime.toISOString(),
  endTime: row.endTime.toISOString(),
  actualStartTime: row.actualStartTime?.toISOString() ?? null,
  actualEndTime: row.actualEndTime?.toISOString() ?? null,
  status: row.status,
});

export const hoursSummaryOf = (rows: readonly VacationPauseRow[], allowance: VacationAllowance) =>
  vacationHoursSummary(rows.map(toDomainPause), {
    hasUnlimited: allowance.hasUnlimited,
    since: allowance.replenishedAt,
  });

/** The audit row's view of a pause. */
export const pauseState = (row: VacationPauseRow) => ({
  vacationPauseId: row.id,
  status: row.status,
  startTime: row.startTime.toISOString(),
  endTime: row.endTime.toISOString(),
  actualStartTime: row.actualStartTime?.toISOString() ?? null,
  actualEndTime: row.actualEndTime?.toISOString() ?? null,
});
