/**
 * Whether a channel's schedule is open at a moment of its client's time zone, and which day part
 * is current (issue 16). Schedules are stored in the client's time zone (decision 0020); parts
 * are windows [start, end); an inactive day is closed whatever its parts say.
 */
import { PRODUCT_IDS } from '../client-types';
import { UNLIMITED_CAP } from '../day-caps';
import {
  defaultCallSchedule,
  type CallDay,
  type CallDayPart,
  type CallSchedule,
} from '../schedules/call-schedule';
import { WEEKDAYS, type Weekday } from '../schedules/constants';
import type { Day, PartOf, TimeRange } from '../schedules/day-parts';
import { defaultWebSchedule } from '../schedules/web-schedule';
import type { ChannelCandidate, ChannelSchedule } from './lead';
import type { LocalMoment } from '../local-clock';

export type ScheduleShut =
  | { code: 'scheduleDayOff'; weekday: Weekday }
  | { code: 'scheduleClosed'; weekday: Weekday; minuteOfDay: number };

/** The open window: for a call schedule its day and current part (with their caps). */
export type OpenWindow =
  { kind: 'web' } | { kind: 'call'; schedule: CallSchedule; day: CallDay; part: CallDayPart };

/**
 * The stored schedule, else its product's default (decision 0020): web Monday to Friday
 * 09:00-17:00; call the same with the channel's own day caps as the days' caps.
 */
export function channelSchedule(
  channel: Pick<ChannelCandidate, 'schedule' | 'productTypeId' | 'dayCapSchedule'>,
): ChannelSchedule {
  if (channel.schedule) return channel.schedule;
  if (channel.productTypeId === PRODUCT_IDS.WEB) return { kind: 'web', days: defaultWebSchedule() };
  const days = channel.dayCapSchedule?.days ?? WEEKDAYS.map(() => UNLIMITED_CAP);
  return { kind: 'call', schedule: defaultCallSchedule(days) };
}

const holds = (part: TimeRange, minute: number) => part.start <= minute && minute < part.end;

function openPart<D extends Day>(
  days: readonly D[],
  { weekday, minuteOfDay }: Pick<LocalMoment, 'weekday' | 'minuteOfDay'>,
): { day: D; part: PartOf<D> } | ScheduleShut {
  const day = days.find((d) => d.weekday === weekday);
  if (!day?.isActive) return { code: 'scheduleDayOff', weekday };
  const part = day.parts.find((p) => holds(p, minuteOfDay));
  return part ? { day, part } : { code: 'scheduleClosed', weekday, minuteOfDay };
}

export function scheduleWindow(
  schedule: ChannelSchedule,
  moment: Pick<LocalMoment, 'weekday' | 'minuteOfDay'>,
): OpenWindow | ScheduleShut {
  if (schedule.kind === 'web') {
    const open = openPart(schedule.days, moment);
    return 'code' in open ? open : { kind: 'web' };
  }
  const open = openPart(schedule.schedule.days, moment);
  return 'code' in open ? open : { kind: 'call', schedule: schedule.schedule, ...open };
}

export const isScheduleShut = (window: OpenWindow | ScheduleShut): window is ScheduleShut =>
  'code' in window;
