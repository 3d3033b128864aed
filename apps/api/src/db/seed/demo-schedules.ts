import { and, asc, eq } from 'drizzle-orm';
import { defaultCallSchedule } from '@client-admin/domain/schedules/call-schedule';
import type { Tx } from '../database';
import { channelGroupMembers, channelGroups } from '../schema/channel-groups';
import { channels } from '../schema/channels';
import {
  scheduleDayParts,
  scheduleDays,
  scheduleIntervalCaps,
  schedules,
  type ScheduleOwnerKind,
} from '../schema/schedules';
import { vacationPauses } from '../schema/vacations';

const HOUR_MS = 3_600_000;
export const DEMO_GROUP_NAME = 'Weekday calls';

/**
 * A call schedule: Monday to Friday 08:00-12:00 and 13:00-18:00, concurrency 2, day-part caps
 * 10 and 12, interval caps on at 1 hour (one cap a part hour), monthly cap 400.
 */
async function insertCallSchedule(tx: Tx, kind: ScheduleOwnerKind, ownerId: number) {
  const base = defaultCallSchedule();
  const [row] = await tx
    .insert(schedules)
    .values({
      ownerKind: kind,
      ownerId,
      intervalStep: 60,
      isIntervalCapEnabled: true,
      monthlyCap: 400,
    })
    .returning({ id: schedules.id });
  const scheduleId = row!.id;
  await tx.insert(scheduleDays).values(
    base.days.map((d) => ({
      scheduleId,
      weekday: d.weekday,
      isActive: d.isActive,
      dailyCap: d.dailyCap,
    })),
  );
  for (const day of base.days) {
    const windows = day.isActive
      ? [
          { start: 8 * 60, end: 12 * 60, cap: 10 },
          { start: 13 * 60, end: 18 * 60, cap: 12 },
        ]
      : [{ start: 9 * 60, end: 17 * 60, cap: 0 }];
    for (const w of windows) {
      const [part] = await tx
        .insert(scheduleDayParts)
        .values({
          scheduleId,
          weekday: day.weekday,
          startMinute: w.start,
          endMinute: w.end,
          concurrencyCap: day.isActive ? 2 : 1,
          dayPartCap: w.cap,
        })
        .returning({ id: scheduleDayParts.id });
      const caps = [];
      for (let m = w.start; m < w.end; m += 60) {
        caps.push({ dayPartId: part!.id, startMinute: m, endMinute: m + 60, capLimit: 3 });
      }
      await tx.insert(scheduleIntervalCaps).values(caps);
    }
  }
}

/**
 * The demo client's schedules and pauses (seed 001 §3): its first call channel gets a call
 * schedule, its second call channel is in the group "Weekday calls" (with the same schedule),
 * and a vacation pause is PENDING from a week after seeding for two days.
 */
export async function seedDemoSchedules(tx: Tx, clientId: number, seededAt: number): Promise<void> {
  const calls = await tx
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.clientId, clientId), eq(channels.serviceType, 'Call')))
    .orderBy(asc(channels.id));
  const [first, second] = calls;
  if (first) await insertCallSchedule(tx, 'channel', first.id);
  const [group] = await tx
    .insert(channelGroups)
    .values({ clientId, name: DEMO_GROUP_NAME })
    .returning({ id: channelGroups.id });
  await insertCallSchedule(tx, 'group', group!.id);
  if (second)
    await tx.insert(channelGroupMembers).values({ groupId: group!.id, channelId: second.id });
  const start = Math.ceil((seededAt + 7 * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS;
  await tx.insert(vacationPauses).values({
    clientId,
    startTime: new Date(start),
    endTime: new Date(start + 48 * HOUR_MS),
    status: 'PENDING',
  });
}
