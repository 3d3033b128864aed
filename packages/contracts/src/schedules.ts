import { z } from 'zod';
import { CLIENT_TYPES } from '@client-admin/domain/client-types';
import {
  CALL_INTERVAL_STEP_VALUES,
  MAX_DAY_PARTS,
  UNLIMITED_DAILY_CAP,
} from '@client-admin/domain/schedules/constants';
import { SCHEDULE_MESSAGES } from '@client-admin/domain/schedules/schedule-messages';
import {
  validateAccountSchedule,
  validateCallSchedule,
} from '@client-admin/domain/schedules/validate-schedule';
import { operation } from './call-table';
import { callType } from './channels';
import { scheduleCalls } from './schedules.calls';
import { fieldRules, timeOfDay, weekday } from './schedule-fields';
import { id, idParam, integer, LENGTHS, MAX_COUNT, text } from './schema-builders';

/**
 * Schedules and caps of seed 001 §3 (Schedule request shape, Web lead schedule entry, Client
 * schedule). Times are 'HH:MM:SS' (also 'HH:MM' and 'HH:MM:SS.ff'); caps are whole numbers of 0
 * or more, a day cap may be -1 (unlimited). The cross-field rules (order, overlap, step,
 * weekdays, interval caps) are the domain's validate-schedule, run as refinements so that a 400
 * names the field. The web lead schedule travels with the channel: its schemas are in
 * schedule-fields.ts (channels.ts uses them; this file imports channels.ts).
 */

const tooBig = `Caps must be at most ${MAX_COUNT}`;
const cap = integer({ min: 0, max: MAX_COUNT, message: SCHEDULE_MESSAGES.cap, tooBig });
const dailyCap = integer({
  min: UNLIMITED_DAILY_CAP,
  max: MAX_COUNT,
  message: SCHEDULE_MESSAGES.dailyCap,
  tooBig,
});
const intervalStep = z.enum(CALL_INTERVAL_STEP_VALUES, { message: SCHEDULE_MESSAGES.unknownStep });

// Requests.
const capWindowInput = z.object({ capLimit: cap, startTime: timeOfDay, endTime: timeOfDay });
const dayPartScheduleInput = z.object({
  concurrencyCap: cap,
  /** dayIndex may be sent; the day's dayOfWeek is what counts. count is read only. */
  scheduleDayPartCap: capWindowInput.extend({ dayIndex: weekday.optional() }),
  subscriptionIntervalCaps: z
    .array(capWindowInput.extend({ dayIndex: weekday.optional() }))
    .max(MAX_DAY_PARTS)
    .default([]),
});
const dailyScheduleInput = z.object({
  dayOfWeek: weekday,
  isActive: z.boolean(),
  scheduleDailyCap: capWindowInput.extend({ capLimit: dailyCap }),
  subscriptionDayPartSchedules: z.array(dayPartScheduleInput).max(MAX_DAY_PARTS),
});
const callScheduleInputFields = {
  isIntervalCapEnabled: z.boolean(),
  /** Ours: the editor's interval step; left out, 15 Min. Every time lies on it. */
  intervalStep: intervalStep.optional(),
  subscriptionMonthlySchedule: z.object({ subscriptionMonthlyCap: capWindowInput }),
  /** Sunday (0) to Saturday (6), each at most once; a weekday left out is inactive. */
  subscriptionDailySchedules: z.array(dailyScheduleInput).max(7),
};

const upsellField = text({ max: LENGTHS.name }).nullable().optional();

/** A call schedule's own fields, checked: a campaign save names its channel elsewhere. */
export const callScheduleInput = z
  .object({ ...callScheduleInputFields, upsellRep: upsellField, upsellPromo: upsellField })
  .superRefine(fieldRules(validateCallSchedule));

/** The body of POST /api/LeadType/schedule/call/{clientId}/{callType}/{leadTypeId}. */
export const saveCallScheduleRequest = z
  .object({
    ...callScheduleInputFields,
    clientQuoteTypeID: id,
    clientId: id,
    upsellRep: upsellField,
    upsellPromo: upsellField,
  })
  .superRefine(fieldRules(validateCallSchedule));
export type SaveCallScheduleRequest = z.input<typeof saveCallScheduleRequest>;

/** The body of POST /api/LeadType/calls/subscriptionGroup/setSchedule. */
export const setGroupScheduleRequest = z
  .object({ ...callScheduleInputFields, subscriptionGroupId: id, clientId: id })
  .superRefine(fieldRules(validateCallSchedule));
export type SetGroupScheduleRequest = z.input<typeof setGroupScheduleRequest>;

// Answers.
export const capWindow = z.object({
  capLimit: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
});
export const scheduleDayPartCap = capWindow.extend({
  dayIndex: z.number().int(),
  /** Calls taken in the window today, when the server counts them. */
  count: z.number().int().optional(),
});
export const subscriptionIntervalCap = capWindow.extend({ dayIndex: z.number().int() });
export const subscriptionDayPartSchedule = z.object({
  concurrencyCap: z.number().int(),
  scheduleDayPartCap,
  subscriptionIntervalCaps: z.array(subscriptionIntervalCap),
});
export const subscriptionDailySchedule = z.object({
  dayOfWeek: z.number().int(),
  isActive: z.boolean(),
  scheduleDailyCap: capWindow,
  subscriptionDayPartSchedules: z.array(subscriptionDayPartSchedule),
});
export type SubscriptionDailySchedule = z.infer<typeof subscriptionDailySchedule>;
export const subscriptionMonthlySchedule = z.object({ subscriptionMonthlyCap: capWindow });

const scheduleFields = {
  isIntervalCapEnabled: z.boolean(),
  intervalStep,
  subscriptionMonthlySchedule,
  /** Always the seven days, Sunday to Saturday. */
  subscriptionDailySchedules: z.array(subscriptionDailySchedule),
};

/** GET /api/LeadType/calls/SubscriptionSchedule/{id}, and the save's answer. */
export const callSchedule = z.object({
  clientQuoteTypeID: z.number().int(),
  clientId: z.number().int(),
  callType,
  ...scheduleFields,
});
export type CallSchedule = z.infer<typeof callSchedule>;

/** GET /api/LeadType/calls/SubscriptionGroupSchedule/{groupId}, and setSchedule's answer. */
export const groupSchedule = z.object({
  subscriptionGroupId: z.number().int(),
  clientId: z.number().int(),
  ...scheduleFields,
});
export type GroupSchedule = z.infer<typeof groupSchedule>;

/** ?callType= of the channel's own schedule: when sent it must be the channel's. */
export const callScheduleQuery = z.object({ callType: callType.optional() });

// The account schedule (seed 001 §3 Client schedule).
export const accountScheduleDayInput = z.object({
  dayIndex: weekday,
  isActive: z.boolean(),
  dayPartSchedules: z
    .array(
      z.object({
        concurrencyCap: cap,
        dayPartCap: z.object({ startTime: timeOfDay, endTime: timeOfDay }),
      }),
    )
    .max(MAX_DAY_PARTS),
});

/** The body of POST /api/Clients/clientschedule. */
export const saveAccountScheduleRequest = z.object({
  clientId: id,
  /** Must be the client's type. */
  clientType: z.enum(CLIENT_TYPES),
  preventCapOverride: z.boolean(),
  clientSchedule: z
    .array(accountScheduleDayInput)
    .max(7)
    .superRefine(fieldRules(validateAccountSchedule)),
});
export type SaveAccountScheduleRequest = z.input<typeof saveAccountScheduleRequest>;

export const accountScheduleDay = z.object({
  dayIndex: z.number().int(),
  isActive: z.boolean(),
  dayPartSchedules: z.array(
    z.object({
      concurrencyCap: z.number().int(),
      dayPartCap: z.object({ startTime: z.string(), endTime: z.string() }),
    }),
  ),
});
export type AccountScheduleDay = z.infer<typeof accountScheduleDay>;

/** GET /api/Clients/{clientId}/account_schedule_details, and the save's answer. */
export const accountScheduleDetails = z.object({
  clientId: z.number().int(),
  /** The account schedule, Sunday to Saturday. */
  responseCache: z.array(accountScheduleDay),
  preventCapOverride: z.boolean(),
});
export type AccountScheduleDetails = z.infer<typeof accountScheduleDetails>;

const groupParams = z.object({ groupId: idParam });

export const scheduleOperations = {
  getCallSchedule: operation(scheduleCalls.getCallSchedule, {
    params: z.object({ id: idParam }),
    query: callScheduleQuery,
    response: callSchedule,
  }),
  saveCallSchedule: operation(scheduleCalls.saveCallSchedule, {
    params: z.object({ clientId: idParam, callType, leadTypeId: idParam }),
    body: saveCallScheduleRequest,
    response: callSchedule,
  }),
  getGroupSchedule: operation(scheduleCalls.getGroupSchedule, {
    params: groupParams,
    response: groupSchedule,
  }),
  setGroupSchedule: operation(scheduleCalls.setGroupSchedule, {
    body: setGroupScheduleRequest,
    response: groupSchedule,
  }),
  getAccountSchedule: operation(scheduleCalls.getAccountSchedule, {
    params: z.object({ clientId: idParam }),
    response: accountScheduleDetails,
  }),
  saveAccountSchedule: operation(scheduleCalls.saveAccountSchedule, {
    body: saveAccountScheduleRequest,
    response: accountScheduleDetails,
  }),
};
