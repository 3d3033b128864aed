import { z } from 'zod';
import { INTAKE_MESSAGES as M } from '@client-admin/domain/lead-flow/intake-messages';
import { QUOTE_TYPES } from '@client-admin/domain/quote-types';
import { operation } from './call-table';
import { leadFlowCalls } from './lead-flow.calls';
import { email, idParam, LENGTHS, name, queryInteger, text } from './schema-builders';

/** The API key header intake reads. */
export const API_KEY_HEADER = 'x-api-key';

/** The fields web lead and call intake share (decisions 0030, 0033). */
export const required = (schema: z.ZodString) => schema.min(1, M.required);

export const intakeZip = z
  .string({ error: M.zipFormat })
  .max(5, M.zipFormat)
  .regex(/^\d{5}$/, M.zipFormat);

export const intakePhone = (message: string) =>
  text({ max: 30, trim: true })
    .regex(/^[0-9()+\-. ]*$/, message)
    .refine((value) => value.replace(/\D/g, '').length >= 7, message);

/** The consumer's answers to the channels' subscription filters, by filter type name. */
export const intakeAnswers = z
  .array(
    z.object({
      question: required(text({ max: LENGTHS.code, trim: true })),
      answer: text({ max: LENGTHS.name, trim: true }),
    }),
  )
  .max(20, 'At most 20 answers')
  .default([]);

/** A web lead as a vendor posts it: only what routing and delivery need. */
export const intakeLeadBody = z.object({
  vendorLeadId: required(text({ max: LENGTHS.name, trim: true })),
  productTypeId: z.literal(1, { error: M.productWeb }),
  quoteType: z.enum(QUOTE_TYPES, { error: M.quoteType }),
  zip: intakeZip,
  firstName: required(name()),
  lastName: required(name()),
  email: email(),
  phone: intakePhone(M.phoneFormat),
  answers: intakeAnswers,
});
export type IntakeLeadBody = z.input<typeof intakeLeadBody>;

export const intakeLeadResponse = z.object({
  leadId: z.number().int(),
  vendorLeadId: z.string(),
  receivedAt: z.string(),
  status: z.enum(['sold', 'unsold']),
  /** How many channels bought it. */
  buyers: z.number().int(),
});
export type IntakeLeadResponse = z.infer<typeof intakeLeadResponse>;

export const diagnosticsParams = z.object({ id: idParam });
export const diagnosticsQuery = z.object({
  count: queryInteger({ min: 1, max: 100 }).default(20),
});

export const missedLead = z.object({
  leadId: z.number().int(),
  receivedAt: z.string(),
  quoteType: z.string(),
  stateAbbreviation: z.string(),
  county: z.string(),
  /**
   * The first rule that excluded the channel (decision 0029), or 'outranked'; outsideTerritory
   * for a lead the channel was no candidate for.
   */
  reasonCode: z.string(),
  message: z.string(),
});

export const reasonCount = z.object({
  reasonCode: z.string(),
  /** The message of the latest lead missed for this reason. */
  message: z.string(),
  count: z.number().int(),
});

/** A reason the channel gets no lead at all right now (issue 36). */
export const stoppedReason = z.object({
  reasonCode: z.string(),
  message: z.string(),
});

export const channelDiagnostics = z.object({
  channelId: z.number().int(),
  /**
   * What stops every lead now, in order (domain leads-stopped-now.ts): the channel's pause first
   * (and until when), then the account's status, then the channel's cap or state; empty when
   * nothing does.
   */
  stoppedBy: z.array(stoppedReason),
  missed: z.array(missedLead),
  lastSevenDays: z.object({
    from: z.string(),
    /** Leads of the channel's kind (product and quote type) received since. */
    leadsSeen: z.number().int(),
    leadsBought: z.number().int(),
    reasons: z.array(reasonCount),
  }),
});
export type ChannelDiagnostics = z.infer<typeof channelDiagnostics>;

export const leadFlowOperations = {
  intakeLead: operation(leadFlowCalls.intakeLead, {
    body: intakeLeadBody,
    response: intakeLeadResponse,
    status: 201,
  }),
  channelDiagnostics: operation(leadFlowCalls.channelDiagnostics, {
    params: diagnosticsParams,
    query: diagnosticsQuery,
    response: channelDiagnostics,
  }),
};
