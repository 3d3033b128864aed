import { z } from 'zod';
import { rangeProblem } from '@client-admin/domain/leads/lead-range';
import {
  CALL_LOG_SORTS,
  DEFAULT_CALL_LOG_SORT,
  DEFAULT_WEB_LEAD_SORT,
  LEAD_TYPES,
  LEADS_PAGE_SIZE,
  WEB_LEAD_SORTS,
} from '@client-admin/domain/leads/leads-constants';
import { DELIVERY_STATUSES } from '@client-admin/domain/leads/lead-delivery-status';
import { LEADS_MESSAGES as M } from '@client-admin/domain/leads/leads-messages';
import { operation } from './call-table';
import { booleanQuery, messageResponse, paged } from './common';
import { outboundCallSid } from './lead-flow-calls';
import { leadsCalls } from './leads.calls';
import { idParam, LENGTHS, pageQuery, pageSizeQuery, rangeBound, text } from './schema-builders';

/**
 * The leads screens on the wire (issue 17, decision 0032). A lead, to a client, is its sale of
 * it (lead_sales): the lead's id and its sessionId are the sale's id. Money in dollars.
 */

const search = text({ max: LENGTHS.name, trim: true }).optional();

/** A range's ends: dates (days of the portal's calendar) or date-times (instants), issue 36. */
const range = {
  from: rangeBound('from').optional(),
  to: rangeBound('to').optional(),
};

/** Refuses from after to and ranges over a year, naming the parameter (issue 17). */
const withRange = <T extends { from?: string | undefined; to?: string | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  const problem = rangeProblem(value.from, value.to);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
};

const sortEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `sortBy must be one of ${values.join(', ')}`);

// ---- call log ----

export const callLogQuery = z
  .object({
    ClientId: idParam,
    pageNum: pageQuery.default(1),
    PageSize: pageSizeQuery().default(LEADS_PAGE_SIZE),
    ...range,
    prependOngoingCalls: booleanQuery.default(true),
    search,
    sortBy: sortEnum(CALL_LOG_SORTS).default(DEFAULT_CALL_LOG_SORT),
  })
  .superRefine(withRange);
export type CallLogQuery = z.input<typeof callLogQuery>;
export type CallLogFilter = z.output<typeof callLogQuery>;

export const CALL_LOG_STATUSES = ['Ongoing', 'Completed', 'Busy', 'No answer', 'Failed'] as const;

export const callLogItem = z.object({
  /** The sale's id (the lead detail's id), 0 for a call that was not billed. */
  id: z.number().int(),
  sid: z.string(),
  status: z.enum(CALL_LOG_STATUSES),
  deliveredAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().int(),
  callerNumber: z.string(),
  channelId: z.number().int(),
  channelName: z.string(),
  quoteType: z.string(),
  callType: z.string(),
  stateAbbreviation: z.string(),
  zipCode: z.string(),
  /** Dollars: the price the call was offered at. */
  price: z.number(),
  billable: z.boolean(),
  hasRecording: z.boolean(),
  /** Prepended because it is Ongoing (not part of the page's count). */
  prepended: z.boolean(),
});
export type CallLogItem = z.infer<typeof callLogItem>;
export const callLogResponse = paged(callLogItem);
export type CallLogResponse = z.infer<typeof callLogResponse>;

// ---- web leads (lead tracking) ----

export const clientParams = z.object({ clientId: idParam });

export const webTrackingQuery = z
  .object({
    pageNum: pageQuery.default(1),
    pageSize: pageSizeQuery().default(LEADS_PAGE_SIZE),
    sortBy: sortEnum(WEB_LEAD_SORTS).default(DEFAULT_WEB_LEAD_SORT),
    search,
    ...range,
  })
  .superRefine(withRange);
export type WebTrackingQuery = z.input<typeof webTrackingQuery>;
export type WebTrackingFilter = z.output<typeof webTrackingQuery>;

export const DELIVERY_KINDS = ['email', 'crm'] as const;

/** One delivery of a web lead in its row: its e-mail, or its post to one CRM target. */
export const webLeadDelivery = z.object({
  id: z.number().int(),
  kind: z.enum(DELIVERY_KINDS),
  /** The e-mail address, or the CRM target's domain. */
  to: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  sentAt: z.string().nullable(),
});
export type WebLeadDelivery = z.infer<typeof webLeadDelivery>;

/**
 * One web lead (the client's sale of it) a row, its deliveries inside it (issue 36, decision
 * 0053): the list pages and counts leads, never deliveries.
 */
export const webLeadItem = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  /** When the lead was sold to the client (and its deliveries queued). */
  deliveredAt: z.string(),
  channelId: z.number().int(),
  channelName: z.string(),
  quoteType: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  zipCode: z.string(),
  stateAbbreviation: z.string(),
  price: z.number(),
  /**
   * The lead's delivery status over its deliveries (domain leadDeliveryStatus): failed when one
   * failed, else pending while one is on its way, else sent; null when it has none.
   */
  deliveryStatus: z.enum(DELIVERY_STATUSES).nullable(),
  /** Its e-mail and CRM posts, oldest first. */
  deliveries: z.array(webLeadDelivery),
});
export type WebLeadItem = z.infer<typeof webLeadItem>;
export const webTrackingResponse = paged(webLeadItem);
export type WebTrackingResponse = z.infer<typeof webTrackingResponse>;

// ---- lead detail ----

export const leadParams = z.object({ id: idParam });
export const leadQuery = z.object({
  leadType: z.enum(LEAD_TYPES, `leadType must be one of ${LEAD_TYPES.join(', ')}`).optional(),
});
export type LeadQuery = z.input<typeof leadQuery>;

/** Seed 001 §3: a lead's credit request (decision 0044): reason as its text, request date ISO. */
export const creditRequest = z.object({
  reason: z.string(),
  description: z.string(),
  date: z.string(),
  requester: z.string(),
  status: z.string(),
});

export const LEAD_STAGES = ['Sold', 'Delivery pending', 'Delivered', 'Delivery failed'] as const;

export const lead = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  clientId: z.number().int(),
  leadType: z.enum(LEAD_TYPES),
  leadStage: z.enum(LEAD_STAGES),
  channelId: z.number().int(),
  channelName: z.string(),
  quoteType: z.string(),
  price: z.number(),
  receivedAt: z.string(),
  soldAt: z.string(),
  /** The call's outbound sid for a call lead, else null. */
  outboundCallSid: z.string().nullable(),
  creditRequest: creditRequest.nullable(),
});
export type Lead = z.infer<typeof lead>;

export const sessionParams = z.object({ sessionId: idParam });
export const callPacketParams = z.object({ outboundCallSid });

export const delivery = z.object({
  id: z.number().int(),
  to: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  /** The last error, for staff only (null for a client user). */
  lastError: z.string().nullable(),
});
export type Delivery = z.infer<typeof delivery>;

export const packetCall = z.object({
  sid: z.string(),
  status: z.enum(CALL_LOG_STATUSES),
  callType: z.string(),
  deliveredAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().int(),
  billable: z.boolean(),
  hasRecording: z.boolean(),
});

export const leadPacket = z.object({
  /** The sale's id; null for a call that was not billed. */
  sessionId: z.number().int().nullable(),
  leadType: z.enum(LEAD_TYPES),
  channelId: z.number().int(),
  channelName: z.string(),
  quoteType: z.string(),
  receivedAt: z.string(),
  price: z.number(),
  consumer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    zipCode: z.string(),
    stateAbbreviation: z.string(),
    county: z.string(),
    answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  }),
  deliveries: z.array(delivery),
  call: packetCall.nullable(),
});
export type LeadPacket = z.infer<typeof leadPacket>;

// ---- notes ----

export const leadNote = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  note: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type LeadNote = z.infer<typeof leadNote>;

export const addNoteRequest = z.object({
  note: text({ max: LENGTHS.note, trim: true }).pipe(z.string().min(1, M.noteRequired)),
});
export type AddNoteRequest = z.input<typeof addNoteRequest>;

export const noteParams = z.object({ id: idParam });

// ---- metrics ----

/** A date-time names the portal day it falls on: metrics count whole days (decision 0054). */
export const metricsQuery = z.object(range).superRefine(withRange);
export type MetricsQuery = z.input<typeof metricsQuery>;

const webCounts = {
  leads: z.number().int(),
  /** Dollars. */
  spend: z.number(),
  /** Dollars: spend / leads; null without leads. */
  averagePrice: z.number().nullable(),
};
const callCounts = {
  ...webCounts,
  calls: z.number().int(),
  answered: z.number().int(),
  /** answered / calls, 0 to 1; null without calls. */
  answerRate: z.number().nullable(),
};

const metricsOf = <T extends z.ZodRawShape>(counts: T) =>
  z.object({
    from: z.string(),
    to: z.string(),
    totals: z.object(counts),
    days: z.array(z.object({ day: z.string(), ...counts })),
    channels: z.array(
      z.object({ channelId: z.number().int(), channelName: z.string(), ...counts }),
    ),
  });

export const webMetrics = metricsOf(webCounts);
export type WebMetrics = z.infer<typeof webMetrics>;
export const callMetrics = metricsOf(callCounts);
export type CallMetrics = z.infer<typeof callMetrics>;

// ---- dead letter queue ----

export const deadLettersQuery = z.object({
  pageNum: pageQuery.default(1),
  pageSize: pageSizeQuery().default(LEADS_PAGE_SIZE),
});
export type DeadLettersQuery = z.input<typeof deadLettersQuery>;
export type DeadLettersFilter = z.output<typeof deadLettersQuery>;

export const deadLetter = z.object({
  /** The delivery's id (the retry call's id). */
  id: z.number().int(),
  saleId: z.number().int(),
  clientId: z.number().int(),
  clientName: z.string(),
  channelId: z.number().int(),
  channelName: z.string(),
  to: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string(),
  soldAt: z.string(),
});
export type DeadLetter = z.infer<typeof deadLetter>;
export const deadLettersResponse = paged(deadLetter);
export type DeadLettersResponse = z.infer<typeof deadLettersResponse>;
export const deadLetterParams = z.object({ id: idParam });

export const leadsOperations = {
  searchCalls: operation(leadsCalls.searchCalls, {
    query: callLogQuery,
    response: callLogResponse,
  }),
  getLead: operation(leadsCalls.getLead, { params: leadParams, query: leadQuery, response: lead }),
  getLeadPacket: operation(leadsCalls.getLeadPacket, {
    params: sessionParams,
    response: leadPacket,
  }),
  getCallPacket: operation(leadsCalls.getCallPacket, {
    params: callPacketParams,
    response: leadPacket,
  }),
  getNotes: operation(leadsCalls.getNotes, {
    params: sessionParams,
    response: z.array(leadNote),
  }),
  addNote: operation(leadsCalls.addNote, {
    params: sessionParams,
    body: addNoteRequest,
    response: leadNote,
    status: 201,
  }),
  deleteNote: operation(leadsCalls.deleteNote, { params: noteParams, response: messageResponse }),
  getWebTracking: operation(leadsCalls.getWebTracking, {
    params: clientParams,
    query: webTrackingQuery,
    response: webTrackingResponse,
  }),
  getCallMetrics: operation(leadsCalls.getCallMetrics, {
    params: clientParams,
    query: metricsQuery,
    response: callMetrics,
  }),
  getWebMetrics: operation(leadsCalls.getWebMetrics, {
    params: clientParams,
    query: metricsQuery,
    response: webMetrics,
  }),
  getDeadLetters: operation(leadsCalls.getDeadLetters, {
    query: deadLettersQuery,
    response: deadLettersResponse,
  }),
  retryDeadLetter: operation(leadsCalls.retryDeadLetter, {
    params: deadLetterParams,
    response: deadLetter,
  }),
};
