import type { EmailMessage } from '../../../adapters/email/email-sender';
import { formatDollars } from '@client-admin/domain/money';
import { formatPortalDateTime } from '@client-admin/domain/portal-time';
import { QUOTE_TYPE_LABELS, type QuoteType } from '@client-admin/domain/quote-types';
import type { DueDelivery } from './lead-deliveries.repository';

/**
 * The e-mail a channel receives for a lead it bought: the consumer and where they live, the lead
 * by the id the portal shows its buyer (its sale's).
 */
export function deliveryMessage(d: DueDelivery): EmailMessage {
  const kind = QUOTE_TYPE_LABELS[d.quoteType as QuoteType] ?? d.quoteType;
  const { firstName, lastName, email, phone } = d.consumer;
  const text = [
    `A new ${kind} web lead (lead ${d.saleId}) for your channel ${d.channelId}.`,
    '',
    `Name: ${firstName} ${lastName}`,
    `E-mail: ${email}`,
    `Phone: ${phone}`,
    `Zip: ${d.zipCode} (${d.county}, ${d.stateAbbreviation})`,
    `Received: ${formatPortalDateTime(d.receivedAt)}`,
    `Price: ${formatDollars(d.priceCents)}`,
  ].join('\n');
  return { to: d.to, subject: `New ${kind} lead ${d.saleId}`, text };
}
