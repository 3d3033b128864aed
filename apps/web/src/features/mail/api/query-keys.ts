import type { MailOutboxQuery } from '@client-admin/contracts/mail';

/** Query keys of the mail outbox. */
export const mailKeys = {
  outbox: (query: MailOutboxQuery) => ['mail', 'outbox', query] as const,
};
