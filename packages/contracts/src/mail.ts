import { CLIENT_LIST_PAGE_SIZE } from '@client-admin/domain/constants';
import { z } from 'zod';
import { operation } from './call-table';
import { paged } from './common';
import { mailCalls } from './mail.calls';
import { LENGTHS, pageQuery, pageSizeQuery, text } from './schema-builders';

/** GET /api/mail/outbox: mail kept by the embedded e-mail adapter, for developers. */
export const mailMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type MailMessage = z.infer<typeof mailMessage>;
export const mailOutboxQuery = z.object({
  page: pageQuery.default(1),
  pageSize: pageSizeQuery().default(CLIENT_LIST_PAGE_SIZE),
  to: text({ max: LENGTHS.email }).optional(),
});
export type MailOutboxQuery = z.infer<typeof mailOutboxQuery>;
export const mailOutboxResponse = paged(mailMessage);

export const mailOperations = {
  getMailOutbox: operation(mailCalls.getMailOutbox, {
    query: mailOutboxQuery,
    response: mailOutboxResponse,
  }),
};
