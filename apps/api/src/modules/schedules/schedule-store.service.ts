import type { WebLeadScheduleEntry } from '@client-admin/contracts/schedule-fields';
import {
  defaultAccountDayPart,
  type AccountDay,
} from '@client-admin/domain/schedules/account-schedule';
import {
  defaultCallDay,
  defaultCallSchedule,
  type CallSchedule,
} from '@client-admin/domain/schedules/call-schedule';
import {
  DEFAULT_WEB_INTERVAL_STEP,
  WEEKDAYS,
  type Weekday,
} from '@client-admin/domain/schedules/constants';
import { defaultWebDayPart, type WebDay } from '@client-admin/domain/schedules/web-schedule';
import {
  decodeWebSchedule,
  encodeWebSchedule,
} from '@client-admin/domain/schedules/web-schedule-wire';
import type { SubscriptionDailySchedule } from '@client-admin/contracts/schedules';
import { encodeCallSchedule } from '@client-admin/domain/schedules/call-schedule-wire';
import type { CallIntervalStepValue } from '@client-admin/domain/schedules/constants';
import type { Tx } from '../../db/database';
import type { ScheduleOwnerKind } from '../../db/schema/schedules';
import {
  deleteSchedule,
  findSchedule,
  findSchedules,
  replaceSchedule,
  setIntervalCapEnabled,
  type StoredDay,
  type StoredSchedule,
} from './schedules.repository';

/**
 * The schedules as the rules see them (packages/domain/schedules), kept in the schedule tables;
 * what other modules call (channels for the web lead schedule, channel groups for theirs).
 */

/** A call schedule's fields in the answers' shape (every cap names its day). */
export function callScheduleAnswer(schedule: CallSchedule) {
  const wire = encodeCallSchedule(schedule);
  const days: SubscriptionDailySchedule[] = wire.subscriptionDailySchedules.map((day) => ({
    ...day,
    subscriptionDayPartSchedules: day.subscriptionDayPartSchedules.map((part) => ({
      concurrencyCap: part.concurrencyCap,
      scheduleDayPartCap: { ...part.scheduleDayPartCap, dayIndex: day.dayOfWeek },
      subscriptionIntervalCaps: part.subscriptionIntervalCaps.map((cap) => ({
        ...cap,
        dayIndex: day.dayOfWeek,
      })),
    })),
  }));
  return {
    isIntervalCapEnabled: wire.isIntervalCapEnabled,
    intervalStep: wire.intervalStep as CallIntervalStepValue,
    subscriptionMonthlySchedule: wire.subscriptionMonthlySchedule,
    subscriptionDailySchedules: days,
  };
}

const dayOf = (stored: StoredSchedule, weekday: Weekday): StoredDay | undefined =>
  stored.days.find((d) => d.weekday === weekday);

export function callFromStored(stored: StoredSchedule): CallSchedule {
  const base = defaultCallSchedule();
  return {
    isIntervalCapEnabled: stored.isIntervalCapEnabled,
    intervalStep: stored.intervalStep,
    monthlyCap: stored.monthlyCap,
    days: WEEKDAYS.map((weekday) => {
      const day = dayOf(stored, weekday);
      if (!day) {
        return {
          ...defaultCallDay(weekday, base.days[weekday]!.dailyCap, stored.intervalStep),
          isActive: false,
        };
      }
      return { weekday, isActive: day.isActive, dailyCap: day.dailyCap, parts: day.parts };
    }),
  };
}

export function storedFromCall(schedule: CallSchedule): StoredSchedule {
  return {
    intervalStep: schedule.intervalStep,
    isIntervalCapEnabled: schedule.isIntervalCapEnabled,
    monthlyCap: schedule.monthlyCap,
    preventCapOverride: false,
    days: schedule.days.map((d) => ({
      weekday: d.weekday,
      isActive: d.isActive,
      dailyCap: d.dailyCap,
      parts: d.parts.map((p) => ({ ...p, intervalCaps: [...p.intervalCaps] })),
    })),
  };
}

export function accountFromStored(stored: StoredSchedule): AccountDay[] {
  return WEEKDAYS.map((weekday) => {
    const day = dayOf(stored, weekday);
    if (!day) return { weekday, isActive: false, parts: [defaultAccountDayPart()] };
    return {
      weekday,
      isActive: day.isActive,
      parts: day.parts.map((p) => ({
        start: p.start,
        end: p.end,
        concurrencyCap: p.concurrencyCap,
      })),
    };
  });
}

export function storedFromAccount(
  days: readonly AccountDay[],
  preventCapOverride: boolean,
  intervalStep: number,
): StoredSchedule {
  return {
    intervalStep,
    isIntervalCapEnabled: false,
    monthlyCap: 0,
    preventCapOverride,
    days: days.map((d) => ({
      weekday: d.weekday,
      isActive: d.isActive,
      dailyCap: -1,
      parts: d.parts.map((p) => ({ ...p, dayPartCap: 0, intervalCaps: [] })),
    })),
  };
}

export function webFromStored(stored: StoredSchedule): WebDay[] {
  return WEEKDAYS.map((weekday) => {
    const day = dayOf(stored, weekday);
    if (!day || day.parts.length === 0) {
      return { weekday, isActive: false, parts: [defaultWebDayPart()] };
    }
    return {
      weekday,
      isActive: day.isActive,
      parts: day.parts.map((p) => ({ start: p.start, end: p.end })),
    };
  });
}

/** A call schedule (a channel's or a group's); null when none is stored. */
export async function readCallSchedule(
  tx: Tx,
  kind: Extract<ScheduleOwnerKind, 'channel' | 'group'>,
  ownerId: number,
): Promise<CallSchedule | null> {
  const stored = await findSchedule(tx, { kind, id: ownerId });
  return stored ? callFromStored(stored) : null;
}

export async function writeCallSchedule(
  tx: Tx,
  kind: Extract<ScheduleOwnerKind, 'channel' | 'group'>,
  ownerId: number,
  schedule: CallSchedule,
): Promise<void> {
  await replaceSchedule(tx, { kind, id: ownerId }, storedFromCall(schedule));
}

/** The call schedules of several channels or groups, by owner id (one without is left out). */
export async function readCallSchedules(
  tx: Tx,
  kind: Extract<ScheduleOwnerKind, 'channel' | 'group'>,
  ownerIds: readonly number[],
): Promise<Map<number, CallSchedule>> {
  const stored = await findSchedules(tx, kind, ownerIds);
  return new Map([...stored].map(([id, s]) => [id, callFromStored(s)]));
}

/** A new group's schedule: the default call schedule with the group's interval switch. */
export async function createGroupSchedule(
  tx: Tx,
  groupId: number,
  isIntervalCapEnabled: boolean,
): Promise<void> {
  await writeCallSchedule(tx, 'group', groupId, {
    ...defaultCallSchedule(),
    isIntervalCapEnabled,
  });
}

export async function setGroupIntervalCaps(
  tx: Tx,
  groupId: number,
  enabled: boolean,
): Promise<void> {
  await setIntervalCapEnabled(tx, { kind: 'group', id: groupId }, enabled);
}

export async function deleteGroupSchedule(tx: Tx, groupId: number): Promise<void> {
  await deleteSchedule(tx, { kind: 'group', id: groupId });
}

/** A web channel's web lead schedule in the wire form; null when none is stored. */
export async function readWebSchedule(
  tx: Tx,
  channelId: number,
): Promise<WebLeadScheduleEntry[] | null> {
  const stored = await findSchedule(tx, { kind: 'channel', id: channelId });
  return stored ? encodeWebSchedule(webFromStored(stored), channelId) : null;
}

/** Entries that passed validateWebSchedule (the contract's refinement). */
export async function writeWebSchedule(
  tx: Tx,
  channelId: number,
  entries: readonly WebLeadScheduleEntry[],
): Promise<void> {
  const days = decodeWebSchedule(entries);
  await replaceSchedule(
    tx,
    { kind: 'channel', id: channelId },
    {
      intervalStep: DEFAULT_WEB_INTERVAL_STEP,
      isIntervalCapEnabled: false,
      monthlyCap: 0,
      preventCapOverride: false,
      days: days.map((d) => ({
        weekday: d.weekday,
        isActive: d.isActive,
        dailyCap: -1,
        parts: d.parts.map((p) => ({ ...p, concurrencyCap: 0, dayPartCap: 0, intervalCaps: [] })),
      })),
    },
  );
}

/** The client's account schedule; null when none is stored. */
export async function readAccountSchedule(
  tx: Tx,
  clientId: number,
): Promise<{ days: AccountDay[]; preventCapOverride: boolean } | null> {
  const stored = await findSchedule(tx, { kind: 'client', id: clientId });
  return stored
    ? { days: accountFromStored(stored), preventCapOverride: stored.preventCapOverride }
    : null;
}

/** A cloned channel starts with its source's schedule (call or web); its group is not copied. */
export async function copyChannelSchedule(tx: Tx, fromId: number, toId: number): Promise<void> {
  const stored = await findSchedule(tx, { kind: 'channel', id: fromId });
  if (stored) await replaceSchedule(tx, { kind: 'channel', id: toId }, stored);
}
