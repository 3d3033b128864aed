import { accountBoundIssues } from '@client-admin/domain/schedules/account-bounds';
import type { CallScheduleWire } from '@client-admin/domain/schedules/call-schedule-wire';
import type { Tx } from '../../db/database';
import { badRequest } from '../../errors';
import { readAccountSchedule } from './schedule-store.service';

/**
 * The account schedule's bound (decision 0021): with preventCapOverride set, every part of an
 * active day must lie within the account's active hours.
 */
export async function checkAccountBounds(tx: Tx, clientId: number, wire: CallScheduleWire) {
  const account = await readAccountSchedule(tx, clientId);
  if (!account?.preventCapOverride) return;
  const [issue] = accountBoundIssues(wire, account.days);
  if (issue) throw badRequest(issue.field, issue.message);
}
