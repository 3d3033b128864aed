import { embeddedEmailEvents } from '@client-admin/domain/email-history/embedded-email-events';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema/mail';
import type { EmailTransport, OutgoingEmail, TransportReceipt } from './email-transport';

/**
 * The embedded default: mail is written to mail_outbox, where developers read it, and its events
 * are played at once: processed and delivered, or the demo addresses' bounce, block, drop or
 * spam report, and opens and clicks on the demo domain (decision 0080).
 */
export function createOutboxEmailTransport(
  db: Database,
  from: string,
  clock: () => Date = () => new Date(),
): EmailTransport {
  return {
    from,
    async transmit(message: OutgoingEmail): Promise<TransportReceipt> {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
        })
        .returning({ id: mailOutbox.id });
      const sentAt = clock().getTime();
      return {
        messageId: `outbox-${row!.id}`,
        events: embeddedEmailEvents(message.to, message.subject).map((e) => ({
          event: e.event,
          occurredAt: new Date(sentAt + e.afterSeconds * 1000),
          ...(e.reason ? { reason: e.reason } : {}),
          ...(e.url ? { url: e.url } : {}),
        })),
      };
    },
  };
}
