import { z } from 'zod';
import {
  CREDIT_STATUSES,
  DEFAULT_LEAD_CREDIT_SORT,
  DIALER_CALL_STATUSES,
  LEAD_CREDIT_SORTS,
  LEAD_CREDITS_PAGE_SIZE,
  MAX_CREDITS_PER_DECISION,
} from '@client-admin/domain/credits/credit-constants';
import { decisionProblems } from '@client-admin/domain/credits/credit-decision';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import {
  CREDIT_DENIAL_REASON_CODES,
  CREDIT_REASON_CODES,
} from '@client-admin/domain/credits/credit-reasons';
import { dialerFilterProblems } from '@client-admin/domain/credits/dialer-filter';
import { rangeProblem } from '@client-admin/domain/leads/lead-range';
import { LEAD_TYPES } from '@client-admin/domain/leads/leads-constants';
import { operation } from './call-table';
import { messageResponse, paged } from './common';
import { creditsCalls } from './credits.calls';
import {
  id,
  idParam,
  LENGTHS,
  nonNegativeMoneyQuery,
  pageQuery,
  pageSizeQuery,
  queryInteger,
  text,
} from './schema-builders';

/**
 * Lead credits and the credit dialer on the wire (decision 0044). A credit belongs to one lead (a
 * client's sale of it, the lead detail's id); money in dollars, stored in cents.
 */

const day = (field: string) => z.iso.date(`${field} must be a date (YYYY-MM-DD)`);
const reason = z.enum(CREDIT_REASON_CODES, M.reasonUnknown);
const description = text({ max: LENGTHS.note, trim: true }).min(1, M.descriptionRequired);

// ---- the pending credits list ----

export const leadCreditsQuery = z
  .object({
    pageNum: pageQuery.default(1),
    pageSize: pageSizeQuery().default(LEAD_CREDITS_PAGE_SIZE),
    sortBy: z
      .enum(LEAD_CREDIT_SORTS, `sortBy must be one of ${LEAD_CREDIT_SORTS.join(', ')}`)
      .default(DEFAULT_LEAD_CREDIT_SORT),
    /** A client id, or text found in the client's name, the channel or the reason. */
    search: text({ max: LENGTHS.name, trim: true }).optional(),
    status: z
      .enum(CREDIT_STATUSES, `status must be one of ${CREDIT_STATUSES.join(', ')}`)
      .default('Pending'),
    /** Request days, inclusive; the last month by default (seed 002 §9). */
    from: day('from').optional(),
    to: day('to').optional(),
  })
  .superRefine((value, ctx) => {
    const problem = rangeProblem(value.from, value.to);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type LeadCreditsQuery = z.input<typeof leadCreditsQuery>;
export type LeadCreditsFilter = z.output<typeof leadCreditsQuery>;

export const leadCreditItem = z.object({
  id: z.number().int(),
  /** The lead (the client's sale of it): the lead detail's id. */
  leadId: z.number().int(),
  sessionId: z.number().int(),
  clientId: z.number().int(),
  clientName: z.string(),
  parentCompany: z.string().nullable(),
  serviceType: z.enum(LEAD_TYPES),
  channelId: z.number().int(),
  channelName: z.string(),
  quoteType: z.string(),
  /** Dollars: what the lead cost, and what an approval gives back. */
  price: z.number(),
  reason: z.string(),
  reasonText: z.string(),
  description: z.string(),
  requestDate: z.string(),
  requester: z.string(),
  status: z.enum(CREDIT_STATUSES),
  /** The call's outbound sid for a call lead, else null. */
  outboundCallSid: z.string().nullable(),
});
export type LeadCreditItem = z.infer<typeof leadCreditItem>;
export const leadCreditsResponse = paged(leadCreditItem);
export type LeadCreditsResponse = z.infer<typeof leadCreditsResponse>;

// ---- one credit ----

export const leadCreditParams = z.object({ id: idParam });

export const leadCreditDetail = leadCreditItem.extend({
  soldAt: z.string(),
  consumerName: z.string(),
  consumerPhone: z.string(),
  consumerEmail: z.string(),
  stateAbbreviation: z.string(),
  zipCode: z.string(),
  clientPhone: z.string(),
  /** The client's credited share of its sold leads over the last 30 days, percent. */
  clientCreditRate: z.number(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  denialReason: z.string().nullable(),
  denialReasonText: z.string().nullable(),
  denialDescription: z.string().nullable(),
});
export type LeadCreditDetail = z.infer<typeof leadCreditDetail>;

// ---- top reasons ----

export const topReasonsQuery = z
  .object({ from: day('from').optional(), to: day('to').optional() })
  .superRefine((value, ctx) => {
    const problem = rangeProblem(value.from, value.to);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type TopReasonsQuery = z.input<typeof topReasonsQuery>;

export const topReason = z.object({
  reason: z.string(),
  reasonText: z.string(),
  serviceType: z.enum(LEAD_TYPES),
  count: z.number().int(),
});
export type TopReason = z.infer<typeof topReason>;

// ---- decisions ----

/** An untouched form field ('', spaces or null) is no value. */
const absentIfBlank = <T extends string>(value: T | null | undefined): T | undefined =>
  value === null || value === undefined || value === '' ? undefined : value;

/**
 * A form sends its untouched denial fields as '' (issue 36): an approval ignores them, a denial
 * asks for them (decisionProblems); a reason that is given must be one of the list.
 */
const denialFields = {
  denialReason: z
    .string(M.reasonUnknown)
    .max(LENGTHS.code, M.reasonUnknown)
    .trim()
    .pipe(z.enum(['', ...CREDIT_DENIAL_REASON_CODES] as const, M.reasonUnknown))
    .nullish()
    .transform(absentIfBlank),
  denialDescription: text({ max: LENGTHS.note, trim: true }).nullish().transform(absentIfBlank),
};

export const decisionBody = z
  .object({
    pendingCredits: z
      .array(id, M.pendingCreditsRequired)
      .min(1, M.pendingCreditsRequired)
      .max(MAX_CREDITS_PER_DECISION, `At most ${MAX_CREDITS_PER_DECISION} credits at once`),
    isApproved: z.boolean('isApproved must be true or false'),
    ...denialFields,
  })
  .superRefine((value, ctx) => {
    for (const p of decisionProblems(value)) {
      ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
    }
  });
export type DecisionBody = z.input<typeof decisionBody>;

export const decisionResponse = z.object({
  approved: z.number().int(),
  denied: z.number().int(),
  message: z.string(),
});
export type DecisionResponse = z.infer<typeof decisionResponse>;

export const approveCreditParams = z.object({
  id: idParam,
  product: z.enum(['1', '2'], 'product must be 1 (Web) or 2 (Call)'),
});

export const leadIdParams = z.object({ id: idParam });

export const denyCreditBody = z.object({
  reason: z.enum(CREDIT_DENIAL_REASON_CODES, M.reasonUnknown),
  description,
});
export type DenyCreditBody = z.input<typeof denyCreditBody>;

// ---- a client's request ----

export const creditRequestBody = z.object({ reason, description });
export type CreditRequestBody = z.input<typeof creditRequestBody>;

export const creditEligibilityQuery = z.object({
  product: z.enum(['1', '2'], 'product must be 1 (Web) or 2 (Call)'),
});
export type CreditEligibilityQuery = z.input<typeof creditEligibilityQuery>;

export const creditEligibility = z.object({
  eligible: z.boolean(),
  /** Why not, when not eligible. */
  reason: z.string().nullable(),
  /** The client's credited share of its sold leads over the last 30 days, percent. */
  creditRate: z.number(),
  /** How many days after a sale a credit may be asked for. */
  windowDays: z.number().int(),
});
export type CreditEligibility = z.infer<typeof creditEligibility>;

// ---- the credit dialer ----

const percentQuery = (field: string) =>
  queryInteger({ min: 0, max: 100, message: `${field} must be a whole percent from 0 to 100` });

export const dialerQuery = z
  .object({
    lowCR: percentQuery('lowCR').optional(),
    highCR: percentQuery('highCR').optional(),
    lowCost: nonNegativeMoneyQuery.optional(),
    highCost: nonNegativeMoneyQuery.optional(),
    creditReason: reason.optional(),
    parentCompany: text({ max: LENGTHS.code, trim: true }).optional(),
    leadType: z.enum(LEAD_TYPES, `leadType must be one of ${LEAD_TYPES.join(', ')}`).optional(),
    clientId: idParam.optional(),
  })
  .superRefine((value, ctx) => {
    for (const p of dialerFilterProblems(value)) {
      ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
    }
  });
export type DialerQuery = z.input<typeof dialerQuery>;
export type DialerFilter = z.output<typeof dialerQuery>;

export const dialerLeadResponse = z.object({ lead: leadCreditDetail.nullable() });
export type DialerLeadResponse = z.infer<typeof dialerLeadResponse>;
export const dialerCountResponse = z.object({ count: z.number().int() });

const dialPhone = (field: string) =>
  text({ max: LENGTHS.code, trim: true }).refine(
    (v) => /^\+?[\d\s().-]+$/.test(v) && v.replace(/\D/g, '').length >= 10,
    `${field} must be a phone number of 10 digits or more`,
  );

export const callCallerQuery = z.object({ callerPhoneNumber: dialPhone('callerPhoneNumber') });
export const callPairQuery = z.object({
  fromPhoneNumber: dialPhone('fromPhoneNumber'),
  toPhoneNumber: dialPhone('toPhoneNumber'),
});
export const callStatusParams = z.object({ phone: dialPhone('phone') });

export const dialerCall = z.object({
  status: z.enum(DIALER_CALL_STATUSES),
  /** The call's sid at the telephone network, null when there is no call. */
  callSid: z.string().nullable(),
});
export type DialerCall = z.infer<typeof dialerCall>;

export const creditsOperations = {
  getLeadCredits: operation(creditsCalls.getLeadCredits, {
    query: leadCreditsQuery,
    response: leadCreditsResponse,
  }),
  getTopReasons: operation(creditsCalls.getTopReasons, {
    query: topReasonsQuery,
    response: z.array(topReason),
  }),
  getLeadCredit: operation(creditsCalls.getLeadCredit, {
    params: leadCreditParams,
    response: leadCreditDetail,
  }),
  decide: operation(creditsCalls.decide, { body: decisionBody, response: decisionResponse }),
  getDialerLead: operation(creditsCalls.getDialerLead, {
    query: dialerQuery,
    response: dialerLeadResponse,
  }),
  getDialerLeadCount: operation(creditsCalls.getDialerLeadCount, {
    query: dialerQuery,
    response: dialerCountResponse,
  }),
  approveCredit: operation(creditsCalls.approveCredit, {
    params: approveCreditParams,
    response: messageResponse,
  }),
  denyCredit: operation(creditsCalls.denyCredit, {
    params: leadIdParams,
    body: denyCreditBody,
    response: messageResponse,
  }),
  requestCredit: operation(creditsCalls.requestCredit, {
    params: leadIdParams,
    body: creditRequestBody,
    response: leadCreditItem,
    status: 201,
  }),
  getCreditEligibility: operation(creditsCalls.getCreditEligibility, {
    params: leadIdParams,
    query: creditEligibilityQuery,
    response: creditEligibility,
  }),
  callCaller: operation(creditsCalls.callCaller, { query: callCallerQuery, response: dialerCall }),
  callConsumer: operation(creditsCalls.callConsumer, {
    query: callPairQuery,
    response: dialerCall,
  }),
  hangUp: operation(creditsCalls.hangUp, { query: callPairQuery, response: dialerCall }),
  getCallStatus: operation(creditsCalls.getCallStatus, {
    params: callStatusParams,
    response: dialerCall,
  }),
  ping: operation(creditsCalls.ping, { response: messageResponse }),
};
