import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { channels } from '../db/schema/channels';
import { clientLogs } from '../db/schema/clients';

/** The demo seed's temporarily paused channel of client 1 and the time its pause ends. */
export async function seededPause(db: Database): Promise<{ id: number; end: Date }> {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.clientId, 1), eq(channels.status, 'PAUSE')));
  if (!row?.temporaryPause) throw new Error('the demo seed has no paused channel on client 1');
  return { id: row.id, end: new Date(row.temporaryPause.scheduledEnd) };
}

/** The CHANNEL_UNPAUSED log rows the system wrote for one channel. */
export async function systemUnpauses(db: Database, channelId: number) {
  return db
    .select()
    .from(clientLogs)
    .where(
      and(
        eq(clientLogs.action, 'CHANNEL_UNPAUSED'),
        eq(clientLogs.actorEmail, 'system'),
        sql`(${clientLogs.after}->>'clientQuoteTypeId')::int = ${channelId}`,
      ),
    );
}
