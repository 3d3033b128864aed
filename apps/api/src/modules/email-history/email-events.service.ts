import type { z } from 'zod';
import type { providerEmailEvent } from '@client-admin/contracts/email-history';
import { providerEventType } from '@client-admin/domain/email-history/email-events';
import type { Database } from '../../db/database';
import { findMessageByMsgId } from './email-history.repository';
import { recordEvents } from './email-recorder.service';

type ProviderEvent = z.infer<typeof providerEmailEvent>;

/** The message an event is about: the portal's own id, else the provider's (before its '.'). */
const messageKeyOf = (e: ProviderEvent): string | null =>
  e.portal_msg_id ?? e.sg_message_id?.split('.')[0] ?? null;

/**
 * POST /api/mail/events, after its signature was checked (decision 0084): each event is recorded
 * on its message once (the provider's event id), in one transaction; events of unknown messages
 * and kinds the history does not keep are skipped. Answers how many were new.
 */
export async function receiveEmailEvents(
  db: Database,
  events: readonly ProviderEvent[],
): Promise<{ received: number; recorded: number }> {
  return db.transaction(async (tx) => {
    let recorded = 0;
    const byMessage = new Map<string, ProviderEvent[]>();
    for (const e of events) {
      const key = messageKeyOf(e);
      if (key && providerEventType(e.event, e.type)) {
        byMessage.set(key, [...(byMessage.get(key) ?? []), e]);
      }
    }
    for (const key of [...byMessage.keys()].sort()) {
      const message = await findMessageByMsgId(tx, key);
      if (!message) continue;
      const ordered = byMessage.get(key)!.sort((a, b) => a.timestamp - b.timestamp);
      recorded += await recordEvents(
        tx,
        message,
        ordered.map((e) => ({
          event: providerEventType(e.event, e.type)!,
          occurredAt: new Date(e.timestamp * 1000),
          reason: e.reason,
          url: e.url,
          providerEventId: e.sg_event_id,
        })),
      );
    }
    return { received: events.length, recorded };
  });
}
