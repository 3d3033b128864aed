import { z } from 'zod';
import { CANCEL_REASON_CODES } from '@client-admin/domain/billing/cancellation/cancel-reasons';
import { CANCELLATION_MESSAGES as M } from '@client-admin/domain/billing/cancellation/cancellation-messages';
import { billingCancellationCalls as calls } from './billing.calls';
import { operation } from './call-table';
import { idParam, LENGTHS, text } from './schema-builders';

/** Cancelling a client on the wire (seed 002 §2, §3, §7; decision 0039). */

export const cancelReason = z.object({ code: z.string(), text: z.string() });
export type CancelReason = z.infer<typeof cancelReason>;

/**
 * The seed's pending cancellation flag, with the day the screen's indicator shows and the
 * reason; both null when none is scheduled.
 */
export const cancellationSchedule = z.object({
  isCancellationScheduled: z.boolean(),
  effectiveDate: z.iso.date().nullable(),
  reasonCode: z.string().nullable(),
});
export type CancellationSchedule = z.infer<typeof cancellationSchedule>;

/** What a cancel or a withdrawal answers: the message the screen shows, and the flag after it. */
export const cancellationAnswer = cancellationSchedule.extend({ message: z.string() });
export type CancellationAnswer = z.infer<typeof cancellationAnswer>;

/** POST /api/Billing/{id}/cancel-client. Effective date left out: today (cancelled at once). */
export const cancelClientRequest = z.object({
  reasonCode: z.enum(CANCEL_REASON_CODES, M.reasonRequired),
  notes: text({ max: LENGTHS.note, trim: true }).default(''),
  effectiveDate: z.iso.date(M.dateFormat).optional(),
});
export type CancelClientRequest = z.input<typeof cancelClientRequest>;
export type CancelClientBody = z.output<typeof cancelClientRequest>;

const idParams = z.object({ id: idParam });

export const billingCancellationOperations = {
  getCancelReasons: operation(calls.getCancelReasons, {
    params: idParams,
    response: z.array(cancelReason),
  }),
  isCancellationScheduled: operation(calls.isCancellationScheduled, {
    params: idParams,
    response: cancellationSchedule,
  }),
  cancelCancellation: operation(calls.cancelCancellation, {
    params: idParams,
    response: cancellationAnswer,
  }),
  cancelClient: operation(calls.cancelClient, {
    params: idParams,
    body: cancelClientRequest,
    response: cancellationAnswer,
  }),
};
