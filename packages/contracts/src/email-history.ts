import { z } from 'zod';
import {
  EMAIL_EVENT_TYPES,
  EMAIL_HISTORY_MESSAGES as M,
  EMAIL_STATUSES,
  SPAM_REMOVE_MAX,
  WEBHOOK_MAX_EVENTS,
} from '@client-admin/domain/email-history/email-events';
import { operation } from './call-table';
import { paged } from './common';
import { emailHistoryCalls as calls } from './email-history.calls';
import {
  LENGTHS,
  MAX_INTEGER,
  email,
  id,
  idParam,
  integer,
  pageQuery,
  pageSizeQuery,
  queryInteger,
  text,
} from './schema-builders';

/** Seed 002 §3: a message of the e-mail history, under the seed's field names. */
export const emailHistoryMessage = z.object({
  msg_id: z.string(),
  /** Our row id, which the timeline call takes. */
  id: z.number().int(),
  to_email: z.string(),
  from_email: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  opens_count: z.number().int(),
  clicks_count: z.number().int(),
  /** ISO 8601 instant of the message's last event. */
  last_event_time: z.string(),
  /** What sent it: lead-delivery, test-lead, contract, password-reset, card-limit-alert, other. */
  category: z.string(),
});
export type EmailHistoryMessage = z.infer<typeof emailHistoryMessage>;

export const emailHistoryQuery = z.object({
  page: pageQuery.default(1),
  pageSize: pageSizeQuery().default(10),
  status: z.enum(EMAIL_STATUSES).optional(),
  /** The start of the recipient address (case does not matter). */
  to: text({ max: LENGTHS.email, trim: true }).optional(),
});
export type EmailHistoryQuery = z.infer<typeof emailHistoryQuery>;
export const emailHistoryResponse = paged(emailHistoryMessage);
export type EmailHistoryResponse = z.infer<typeof emailHistoryResponse>;

/** An address on a suppression list. */
export const suppressedAddress = z.object({
  email: z.string(),
  reason: z.string(),
  created: z.string(),
});
export type SuppressedAddress = z.infer<typeof suppressedAddress>;

/** GET …/emailStatus: the client's addresses on each list (seed 002 §3), 100 at most each. */
export const emailStatusResponse = z.object({
  blocked: z.array(suppressedAddress),
  bounced: z.array(suppressedAddress),
  invalid: z.array(suppressedAddress),
  spam: z.array(suppressedAddress),
});
export type EmailStatusResponse = z.infer<typeof emailStatusResponse>;

export const emailEvent = z.object({
  event: z.enum(EMAIL_EVENT_TYPES),
  timestamp: z.string(),
  reason: z.string().nullable(),
  url: z.string().nullable(),
});
export type EmailEvent = z.infer<typeof emailEvent>;
export const emailTimelineResponse = z.object({
  message: emailHistoryMessage,
  events: z.array(emailEvent),
});
export type EmailTimelineResponse = z.infer<typeof emailTimelineResponse>;

export const spamReportsQuery = z.object({
  page: pageQuery.default(1),
  pageSize: pageSizeQuery().default(10),
  /** The start of the address (case does not matter). */
  email: text({ max: LENGTHS.email, trim: true }).optional(),
  /** Only the addresses the client's mail went to. */
  clientId: queryInteger({ min: 1, max: MAX_INTEGER, message: 'Must be an id' }).optional(),
});
export type SpamReportsQuery = z.infer<typeof spamReportsQuery>;
export const spamReportsResponse = paged(suppressedAddress);
export type SpamReportsResponse = z.infer<typeof spamReportsResponse>;

export const removeSpamReportsBody = z.object({
  emails: z
    .array(email(), { error: M.chooseAddresses })
    .min(1, M.chooseAddresses)
    .max(SPAM_REMOVE_MAX, `At most ${SPAM_REMOVE_MAX} addresses at once`),
  /** The client whose history the removal was made from: the change goes to its log. */
  clientId: id.optional(),
});
export type RemoveSpamReportsBody = z.infer<typeof removeSpamReportsBody>;
export const removeSpamReportsResponse = z.object({
  message: z.string(),
  removed: z.array(z.string()),
});
export type RemoveSpamReportsResponse = z.infer<typeof removeSpamReportsResponse>;

/** One event of the provider's webhook (SendGrid's fields that the history reads). */
export const providerEmailEvent = z.object({
  event: text({ max: LENGTHS.code }),
  email: text({ max: LENGTHS.email }),
  /** Unix seconds. */
  timestamp: integer({ min: 0, max: MAX_INTEGER }),
  sg_message_id: text({ max: LENGTHS.name }).optional(),
  sg_event_id: text({ max: LENGTHS.name }).optional(),
  /** The portal's own message id, sent back as a custom argument. */
  portal_msg_id: text({ max: LENGTHS.name }).optional(),
  type: text({ max: LENGTHS.code }).optional(),
  reason: text({ max: LENGTHS.note }).optional(),
  url: text({ max: LENGTHS.url }).optional(),
});
export const receiveEmailEventsBody = z
  .array(providerEmailEvent)
  .max(WEBHOOK_MAX_EVENTS, `At most ${WEBHOOK_MAX_EVENTS} events a call`);
export const receiveEmailEventsResponse = z.object({
  received: z.number().int(),
  recorded: z.number().int(),
});

const clientParams = z.object({ id: idParam });

export const emailHistoryOperations = {
  getEmailHistory: operation(calls.getEmailHistory, {
    params: clientParams,
    query: emailHistoryQuery,
    response: emailHistoryResponse,
  }),
  getEmailStatus: operation(calls.getEmailStatus, {
    params: clientParams,
    response: emailStatusResponse,
  }),
  getEmailTimeline: operation(calls.getEmailTimeline, {
    params: z.object({ id: idParam, messageId: idParam }),
    response: emailTimelineResponse,
  }),
  getSpamReports: operation(calls.getSpamReports, {
    query: spamReportsQuery,
    response: spamReportsResponse,
  }),
  removeSpamReports: operation(calls.removeSpamReports, {
    body: removeSpamReportsBody,
    response: removeSpamReportsResponse,
  }),
  receiveEmailEvents: operation(calls.receiveEmailEvents, {
    body: receiveEmailEventsBody,
    response: receiveEmailEventsResponse,
  }),
};
