import type { CallSchedule } from '@client-admin/domain/schedules/call-schedule';
import { encodeCallSchedule } from '@client-admin/domain/schedules/call-schedule-wire';
import type { CallIntervalStepValue } from '@client-admin/domain/schedules/constants';

/**
 * The domain's wire form of a call schedule, typed for the contracts' request bodies: a call
 * schedule's step is always one of the call steps.
 */
export function callScheduleBody(schedule: CallSchedule) {
  const wire = encodeCallSchedule(schedule);
  return { ...wire, intervalStep: wire.intervalStep as CallIntervalStepValue };
}
