import type { EmailEventType } from '@client-admin/domain/email-history/email-events';

/** A message as a transport sends it. */
export interface OutgoingEmail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html?: string;
}

/** An event the transport already knows when it takes the message. */
export interface TransportEvent {
  event: EmailEventType;
  occurredAt: Date;
  reason?: string;
  url?: string;
}

export interface TransportReceipt {
  /** The provider's id of the message; its later events name it. */
  messageId: string;
  events: TransportEvent[];
}

/** Where mail actually goes: the embedded outbox, or a provider (decision 0084). */
export interface EmailTransport {
  /** The From address of every message. */
  readonly from: string;
  transmit(message: OutgoingEmail): Promise<TransportReceipt>;
}
