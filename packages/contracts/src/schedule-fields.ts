import { z } from 'zod';
import type { FieldError } from '@client-admin/domain/field-error';
import { MAX_DAY_PARTS } from '@client-admin/domain/schedules/constants';
import { SCHEDULE_MESSAGES } from '@client-admin/domain/schedules/schedule-messages';
import { TIME_OF_DAY_PATTERN } from '@client-admin/domain/schedules/time-of-day';
import { validateWebSchedule } from '@client-admin/domain/schedules/validate-schedule';
import { integer, MAX_INTEGER, text } from './schema-builders';

/**
 * The pieces of schedule schemas that channels.ts needs too (schedules.ts imports channels.ts,
 * so they live here): the time of day, the weekday, domain rules as refinements, and the web
 * lead schedule of seed 001 §3 that travels with a web channel (its `schedule`).
 */

/** Runs a domain rule as a zod refinement: one issue per field error, at its path. */
export const fieldRules =
  <T>(rules: (value: T) => FieldError[]) =>
  (value: T, ctx: z.RefinementCtx<T>) => {
    for (const error of rules(value)) {
      ctx.addIssue({ code: 'custom', path: [...error.path], message: error.message });
    }
  };

export const timeOfDay = text({ max: 16, error: SCHEDULE_MESSAGES.timeFormat }).regex(
  TIME_OF_DAY_PATTERN,
  { message: SCHEDULE_MESSAGES.timeFormat },
);
export const weekday = integer({ min: 0, max: 6, message: SCHEDULE_MESSAGES.unknownWeekday });

// The web lead schedule: it travels with a web channel (its `schedule`), not by a call of its own.
export const webLeadScheduleEntry = z.object({
  clientQuoteTypeId: z.number().int(),
  dayOfWeek: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  isActive: z.boolean(),
});
export type WebLeadScheduleEntry = z.infer<typeof webLeadScheduleEntry>;

/** A web channel's schedule as sent: 23:59:59.99 ends the day, 00:00:00.00 marks an inactive day. */
export const webLeadScheduleInput = z
  .array(
    z.object({
      /** 0 for a channel not saved yet. */
      clientQuoteTypeId: integer({ min: 0, max: MAX_INTEGER, message: 'Must be a channel id' }),
      dayOfWeek: weekday,
      startTime: timeOfDay,
      endTime: timeOfDay,
      isActive: z.boolean(),
    }),
  )
  .max(7 * MAX_DAY_PARTS)
  .superRefine(fieldRules(validateWebSchedule));
