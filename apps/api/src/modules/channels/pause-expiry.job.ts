import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { CHANNEL_STATUS } from '@client-admin/domain/channel-status';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { channels } from '../../db/schema/channels';
import { pauseState } from './channel-mapper';
import { insertChannelAudit } from './channels.repository';

export const PAUSE_EXPIRY_INTERVAL_MS = 60_000;
const SYSTEM_ACTOR = 'system';

/**
 * Ends the temporary pauses whose scheduled end has passed: the channel goes back to ACTIVE
 * with a CHANNEL_UNPAUSED log row by 'system'. Rows another transaction holds are left for the
 * next run. Returns the ids it unpaused.
 */
export async function endExpiredPauses(db: Database, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select()
      .from(channels)
      .where(
        and(
          eq(channels.status, CHANNEL_STATUS.PAUSE),
          isNotNull(channels.temporaryPause),
          sql`(${channels.temporaryPause}->>'scheduledEnd')::timestamptz <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .for('update', { skipLocked: true });
    for (const row of expired) {
      await tx
        .update(channels)
        .set({
          status: CHANNEL_STATUS.ACTIVE,
          temporaryPause: null,
          version: sql`${channels.version} + 1`,
          updatedAt: now,
        })
        .where(eq(channels.id, row.id));
      await insertChannelAudit(tx, {
        clientId: row.clientId,
        actorUserId: null,
        actorEmail: SYSTEM_ACTOR,
        action: 'CHANNEL_UNPAUSED',
        before: { clientQuoteTypeId: row.id, ...pauseState(row) },
        after: { clientQuoteTypeId: row.id, status: CHANNEL_STATUS.ACTIVE, temporaryPause: null },
      });
    }
    return expired.map((row) => row.id);
  });
}

/** Runs the job every minute while the app is up: from ready until close. */
export function schedulePauseExpiry(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      endExpiredPauses(app.database.db, new Date()).catch((err: unknown) =>
        app.log.error({ err }, 'ending expired channel pauses failed'),
      );
    }, PAUSE_EXPIRY_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
