import { z } from 'zod';
import { VACATION_STATUSES } from '@client-admin/domain/vacations/vacation-constants';
import { VACATION_MESSAGES } from '@client-admin/domain/vacations/vacation-messages';
import { operation } from './call-table';
import { vacationCalls } from './vacations.calls';
import { id, idParam, LENGTHS, text } from './schema-builders';

/**
 * Vacation pauses of seed 001 §3. Times are ISO 8601 instants. The rules that need the clock or
 * the client's other pauses (end in the future, at most 720 hours, no overlap, hours left) are
 * the domain's vacations/vacation-validation, applied by the API.
 */
export const vacationStatus = z.enum(VACATION_STATUSES);

export const vacationPause = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  actualStartTime: z.string().nullable(),
  actualEndTime: z.string().nullable(),
  status: vacationStatus,
});
export type VacationPause = z.infer<typeof vacationPause>;

export const vacationHoursSummary = z.object({
  /** Rounded up. */
  hoursUsed: z.number().int(),
  hoursAvailable: z.number().int(),
  hasUnlimited: z.boolean(),
});
export type VacationHoursSummary = z.infer<typeof vacationHoursSummary>;

/** GET /api/vacations/{clientId} and the reset's answer; pauses newest start first. */
export const vacationsResponse = z.object({
  vacationPauses: z.array(vacationPause),
  hasUnlimited: z.boolean(),
  hoursSummary: vacationHoursSummary,
});
export type VacationsResponse = z.infer<typeof vacationsResponse>;

const instant = text({ max: LENGTHS.code, error: VACATION_MESSAGES.invalidTime }).pipe(
  z.iso.datetime({ offset: true, message: VACATION_MESSAGES.invalidTime }),
);

const vacationFields = { clientId: id, startTime: instant, endTime: instant };

const endsAfterStart = (value: { startTime: string; endTime: string }, ctx: z.RefinementCtx) => {
  if (Date.parse(value.endTime) <= Date.parse(value.startTime)) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: VACATION_MESSAGES.endBeforeStart });
  }
};

/** POST /api/vacations: the server makes it PENDING, or ACTIVE from now when its start has come. */
export const createVacationRequest = z.object(vacationFields).superRefine(endsAfterStart);
export type CreateVacationRequest = z.input<typeof createVacationRequest>;

/** PUT /api/vacations: a PENDING pause's times, or an ACTIVE one's end. */
export const updateVacationRequest = z
  .object({ id, ...vacationFields })
  .superRefine(endsAfterStart);
export type UpdateVacationRequest = z.input<typeof updateVacationRequest>;

/** Create, edit and cancel answer the pause, the client's status after it, and the hours. */
export const vacationChange = z.object({
  vacationPause,
  clientStatus: z.string(),
  hoursSummary: vacationHoursSummary,
});
export type VacationChange = z.infer<typeof vacationChange>;

const clientParams = z.object({ clientId: idParam });

export const vacationOperations = {
  getVacations: operation(vacationCalls.getVacations, {
    params: clientParams,
    response: vacationsResponse,
  }),
  resetVacationHours: operation(vacationCalls.resetVacationHours, {
    params: clientParams,
    response: vacationsResponse,
  }),
  createVacation: operation(vacationCalls.createVacation, {
    body: createVacationRequest,
    response: vacationChange,
    status: 201,
  }),
  updateVacation: operation(vacationCalls.updateVacation, {
    body: updateVacationRequest,
    response: vacationChange,
  }),
  cancelVacation: operation(vacationCalls.cancelVacation, {
    params: z.object({ id: idParam }),
    response: vacationChange,
  }),
};
