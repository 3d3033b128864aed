import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema/mail';
import type { EmailMessage, EmailSender } from './email-sender';

/** The embedded default: mail is written to mail_outbox, where developers read it. */
export function createOutboxEmailSender(db: Database): EmailSender {
  return {
    async send(message: EmailMessage) {
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
    },
  };
}
