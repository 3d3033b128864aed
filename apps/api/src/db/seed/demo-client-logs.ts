import type { Tx } from '../database';
import { clientLogs } from '../schema/clients';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A short audit history for the demo agents, so the client log screen and its 45-day filter
 * show something on a fresh database. Dates are relative to the day the seed runs.
 */
export async function seedDemoClientLogs(tx: Tx, clientIds: readonly number[]): Promise<void> {
  const now = Date.now();
  const entries = clientIds.flatMap((clientId) =>
    [
      {
        daysAgo: 80,
        action: 'STATUS_CHANGED',
        before: { status: 'PENDING_VAL' },
        after: { status: 'ACTIVE' },
      },
      {
        daysAgo: 30,
        action: 'ACCOUNT_UPDATED',
        before: { city: 'Springfield' },
        after: { city: 'Riverside' },
      },
      {
        daysAgo: 3,
        action: 'CONSENT_COMPANY_CHANGED',
        before: { consentCompanyId: null },
        after: { consentCompanyId: 1 },
      },
    ].map((entry) => ({
      clientId,
      actorEmail: 'cs@example.com',
      action: entry.action,
      before: entry.before,
      after: entry.after,
      createdAt: new Date(now - entry.daysAgo * DAY_MS),
    })),
  );
  await tx.insert(clientLogs).values(entries);
}
