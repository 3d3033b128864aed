import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import {
  scheduleDayParts,
  scheduleDays,
  scheduleIntervalCaps,
  schedules,
  type ScheduleOwnerKind,
} from '../../db/schema/schedules';

/**
 * The schedule tables (schedules, schedule_days, schedule_day_parts, schedule_interval_caps):
 * one schedule is one aggregate, read and replaced whole. Times in minutes after midnight.
 */
export interface StoredIntervalCap {
  start: number;
  end: number;
  limit: number;
}

export interface StoredDayPart {
  start: number;
  end: number;
  concurrencyCap: number;
  dayPartCap: number;
  intervalCaps: StoredIntervalCap[];
}

export interface StoredDay {
  weekday: number;
  isActive: boolean;
  dailyCap: number;
  parts: StoredDayPart[];
}

export interface StoredSchedule {
  intervalStep: number;
  isIntervalCapEnabled: boolean;
  monthlyCap: number;
  preventCapOverride: boolean;
  /** Sunday to Saturday, the days stored. */
  days: StoredDay[];
}

export interface ScheduleOwner {
  kind: ScheduleOwnerKind;
  id: number;
}

/** The stored schedules of several owners of one kind, by owner id. */
export async function findSchedules(
  tx: Tx,
  kind: ScheduleOwnerKind,
  ownerIds: readonly number[],
): Promise<Map<number, StoredSchedule>> {
  const found = new Map<number, StoredSchedule>();
  if (ownerIds.length === 0) return found;
  const heads = await tx
    .select()
    .from(schedules)
    .where(and(eq(schedules.ownerKind, kind), inArray(schedules.ownerId, [...ownerIds])));
  if (heads.length === 0) return found;
  const ids = heads.map((h) => h.id);
  const days = await tx
    .select()
    .from(scheduleDays)
    .where(inArray(scheduleDays.scheduleId, ids))
    .orderBy(asc(scheduleDays.scheduleId), asc(scheduleDays.weekday));
  const parts = await tx
    .select()
    .from(scheduleDayParts)
    .where(inArray(scheduleDayParts.scheduleId, ids))
    .orderBy(
      asc(scheduleDayParts.scheduleId),
      asc(scheduleDayParts.weekday),
      asc(scheduleDayParts.startMinute),
    );
  const caps =
    parts.length === 0
      ? []
      : await tx
          .select()
          .from(scheduleIntervalCaps)
          .where(
            inArray(
              scheduleIntervalCaps.dayPartId,
              parts.map((p) => p.id),
            ),
          )
          .orderBy(asc(scheduleIntervalCaps.dayPartId), asc(scheduleIntervalCaps.startMinute));
  const capsByPart = new Map<number, StoredIntervalCap[]>();
  for (const cap of caps) {
    const list = capsByPart.get(cap.dayPartId) ?? [];
    list.push({ start: cap.startMinute, end: cap.endMinute, limit: cap.capLimit });
    capsByPart.set(cap.dayPartId, list);
  }
  for (const head of heads) {
    found.set(head.ownerId, {
      intervalStep: head.intervalStep,
      isIntervalCapEnabled: head.isIntervalCapEnabled,
      monthlyCap: head.monthlyCap,
      preventCapOverride: head.preventCapOverride,
      days: days
        .filter((d) => d.scheduleId === head.id)
        .map((d) => ({
          weekday: d.weekday,
          isActive: d.isActive,
          dailyCap: d.dailyCap,
          parts: parts
            .filter((p) => p.scheduleId === head.id && p.weekday === d.weekday)
            .map((p) => ({
              start: p.startMinute,
              end: p.endMinute,
              concurrencyCap: p.concurrencyCap,
              dayPartCap: p.dayPartCap,
              intervalCaps: capsByPart.get(p.id) ?? [],
            })),
        })),
    });
  }
  return found;
}

export async function findSchedule(tx: Tx, owner: ScheduleOwner): Promise<StoredSchedule | null> {
  return (await findSchedules(tx, owner.kind, [owner.id])).get(owner.id) ?? null;
}

/** Replaces the owner's schedule whole (its days, parts and interval caps). */
export async function replaceSchedule(
  tx: Tx,
  owner: ScheduleOwner,
  schedule: StoredSchedule,
): Promise<void> {
  const head = {
    intervalStep: schedule.intervalStep,
    isIntervalCapEnabled: schedule.isIntervalCapEnabled,
    monthlyCap: schedule.monthlyCap,
    preventCapOverride: schedule.preventCapOverride,
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(schedules)
    .values({ ownerKind: owner.kind, ownerId: owner.id, ...head })
    .onConflictDoUpdate({ target: [schedules.ownerKind, schedules.ownerId], set: head })
    .returning({ id: schedules.id });
  const scheduleId = row!.id;
  // The parts go with their interval caps (on delete cascade).
  await tx.delete(scheduleDayParts).where(eq(scheduleDayParts.scheduleId, scheduleId));
  await tx.delete(scheduleDays).where(eq(scheduleDays.scheduleId, scheduleId));
  if (schedule.days.length === 0) return;
  await tx.insert(scheduleDays).values(
    schedule.days.map((d) => ({
      scheduleId,
      weekday: d.weekday,
      isActive: d.isActive,
      dailyCap: d.dailyCap,
    })),
  );
  const parts = schedule.days.flatMap((d) => d.parts.map((p) => ({ day: d, part: p })));
  if (parts.length === 0) return;
  const inserted = await tx
    .insert(scheduleDayParts)
    .values(
      parts.map(({ day, part }) => ({
        scheduleId,
        weekday: day.weekday,
        startMinute: part.start,
        endMinute: part.end,
        concurrencyCap: part.concurrencyCap,
        dayPartCap: part.dayPartCap,
      })),
    )
    .returning({
      id: scheduleDayParts.id,
      weekday: scheduleDayParts.weekday,
      start: scheduleDayParts.startMinute,
    });
  // A day's parts do not overlap: weekday and start name a part.
  const idOf = new Map(inserted.map((row) => [`${row.weekday}:${row.start}`, row.id]));
  const caps = parts.flatMap(({ day, part }) =>
    part.intervalCaps.map((cap) => ({
      dayPartId: idOf.get(`${day.weekday}:${part.start}`)!,
      startMinute: cap.start,
      endMinute: cap.end,
      capLimit: cap.limit,
    })),
  );
  if (caps.length > 0) await tx.insert(scheduleIntervalCaps).values(caps);
}

/** Only the interval-caps switch (a group's isIntervalEnabled on rename). */
export async function setIntervalCapEnabled(
  tx: Tx,
  owner: ScheduleOwner,
  enabled: boolean,
): Promise<void> {
  await tx
    .update(schedules)
    .set({ isIntervalCapEnabled: enabled, updatedAt: new Date() })
    .where(and(eq(schedules.ownerKind, owner.kind), eq(schedules.ownerId, owner.id)));
}

export async function deleteSchedule(tx: Tx, owner: ScheduleOwner): Promise<void> {
  await tx
    .delete(schedules)
    .where(and(eq(schedules.ownerKind, owner.kind), eq(schedules.ownerId, owner.id)));
}
