import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailTransport, OutgoingEmail, TransportReceipt } from './email-transport';

/** The name of the portal's own message id among the provider's custom arguments. */
export const PORTAL_MESSAGE_ARG = 'portal_msg_id';

/**
 * The production transport (decision 0084): SMTP through nodemailer to the provider's relay.
 * Each message carries the portal's own id as a custom argument (SendGrid's X-SMTPAPI
 * unique_args), which the provider's event webhook sends back with every event. Accepted by
 * the relay is 'processed'; the rest arrives through the webhook.
 */
export function createSmtpEmailTransport(
  mailer: Pick<Transporter, 'sendMail'>,
  from: string,
  clock: () => Date = () => new Date(),
): EmailTransport {
  return {
    from,
    async transmit(message: OutgoingEmail): Promise<TransportReceipt> {
      const messageId = `smtp-${randomUUID()}`;
      await mailer.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        headers: {
          'X-SMTPAPI': JSON.stringify({ unique_args: { [PORTAL_MESSAGE_ARG]: messageId } }),
        },
      });
      return { messageId, events: [{ event: 'processed', occurredAt: clock() }] };
    },
  };
}

/** The provider's SMTP relay, from EMAIL_SMTP_URL (smtp://user:password@host:port). */
export const smtpMailer = (smtpUrl: string) => nodemailer.createTransport(smtpUrl);
