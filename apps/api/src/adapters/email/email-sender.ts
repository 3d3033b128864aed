/** What sent an e-mail; the history shows it beside the subject (decision 0080). */
export type EmailCategory =
  | 'lead-delivery'
  | 'test-lead'
  | 'contract'
  | 'welcome'
  | 'password-reset'
  | 'card-limit-alert'
  | 'other';

/** One e-mail to send. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The client the mail is about, when the sender knows it; otherwise found by its address. */
  clientId?: number | null;
  category?: EmailCategory;
}

/**
 * The e-mail port. Every sender calls it; it records each message and its events in the e-mail
 * history, holds back mail to a suppressed address, and hands the rest to the configured
 * transport (the embedded outbox, or SMTP: decision 0084).
 */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
