import { z } from 'zod';
import { CALL_TYPES } from '@client-admin/domain/call-types';
import { CALL_MESSAGES as C } from '@client-admin/domain/lead-flow/call-messages';
import { INTAKE_MESSAGES as M } from '@client-admin/domain/lead-flow/intake-messages';
import { QUOTE_TYPES } from '@client-admin/domain/quote-types';
import { operation } from './call-table';
import { leadFlowCallCalls } from './lead-flow-calls.calls';
import { intakeAnswers, intakePhone, intakeZip, required } from './lead-flow';
import { LENGTHS, text } from './schema-builders';

/** An inbound call as a vendor transfers it (decision 0033). */
export const intakeCallBody = z.object({
  vendorCallId: required(text({ max: LENGTHS.name, trim: true })),
  productTypeId: z.literal(2, { error: C.productCall }),
  quoteType: z.enum(QUOTE_TYPES, { error: M.quoteType }),
  zip: intakeZip,
  callerNumber: intakePhone(C.callerNumber),
  callType: z.enum(CALL_TYPES, { error: C.callType }),
  answers: intakeAnswers,
});
export type IntakeCallBody = z.input<typeof intakeCallBody>;

export const intakeCallResponse = z.object({
  callId: z.number().int(),
  vendorCallId: z.string(),
  receivedAt: z.string(),
  /** offered: a leg rings at a channel (the call rolls over on a miss); unmatched: no channel. */
  status: z.enum(['offered', 'unmatched']),
  /** The first leg's sid (the lead detail's outboundCallSid); null when unmatched. */
  outboundCallSid: z.string().nullable(),
});
export type IntakeCallResponse = z.infer<typeof intakeCallResponse>;

/** Our leg sids: CA and 32 hexadecimal digits. */
export const outboundCallSid = text({ max: 34 }).regex(
  /^CA[0-9a-f]{32}$/,
  'Must be an outbound call sid (CA and 32 hexadecimal digits)',
);

export const callRecordingParams = z.object({ outboundCallSid });

/** Twilio's callbacks carry our sid in the query; the form fields are Twilio's. */
export const twilioCallbackQuery = z.object({ sid: outboundCallSid });
export const twilioCallbackBody = z
  .record(z.string().max(LENGTHS.code), z.string().max(LENGTHS.url))
  .refine((fields) => Object.keys(fields).length <= 100, 'At most 100 fields');

export const leadFlowCallOperations = {
  intakeCall: operation(leadFlowCallCalls.intakeCall, {
    body: intakeCallBody,
    response: intakeCallResponse,
    status: 201,
  }),
  /** The answer is the audio itself (audio/wav), not JSON. */
  callRecording: operation(leadFlowCallCalls.callRecording, {
    params: callRecordingParams,
    response: z.string().describe('audio/wav'),
  }),
  twilioStatus: operation(leadFlowCallCalls.twilioStatus, {
    query: twilioCallbackQuery,
    body: twilioCallbackBody,
    response: z.object({ ok: z.literal(true) }),
  }),
  twilioRecording: operation(leadFlowCallCalls.twilioRecording, {
    query: twilioCallbackQuery,
    body: twilioCallbackBody,
    response: z.object({ ok: z.literal(true) }),
  }),
};
