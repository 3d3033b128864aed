/** A delivery's state: queued or retrying, sent, or given up after its retries. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * A lead's delivery status from its deliveries (its e-mail and each CRM post, issue 36): failed
 * when one gave up, else pending while one is still on its way, else sent; null without any.
 * The web lead list and the lead's stage show this one word; the row lists each delivery.
 */
export function leadDeliveryStatus(statuses: readonly DeliveryStatus[]): DeliveryStatus | null {
  if (statuses.length === 0) return null;
  if (statuses.includes('failed')) return 'failed';
  if (statuses.includes('pending')) return 'pending';
  return 'sent';
}
