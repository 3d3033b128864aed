import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { channels } from '../../../db/schema/channels';
import { scheduleDayParts, scheduleDays, schedules } from '../../../db/schema/schedules';
import type { TestApp } from '../../../test/test-app';
import { twoChannelsTestApp } from '../lead-flow-test-fixtures';

const rowsOf = async (db: Database, channelId: number) => {
  const [row] = await db
    .select({ rows: channels.scheduleRows })
    .from(channels)
    .where(eq(channels.id, channelId));
  return row!.rows;
};

const OPEN_ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => [weekday, true, 0, 1440]);

describe("the channel's schedule rows the routing reads (migration 0026)", () => {
  let t: TestApp;
  let db: Database;
  let channelId: number;
  let otherId: number;
  let scheduleId: number;

  beforeAll(async () => {
    ({ t, db, channelId, otherId } = await twoChannelsTestApp());
    const [own] = await db
      .select({ id: schedules.id })
      .from(schedules)
      .where(and(eq(schedules.ownerKind, 'channel'), eq(schedules.ownerId, channelId)));
    scheduleId = own!.id;
  });
  afterAll(() => t.close());

  it('follow the schedule as it is written, changed and removed', async () => {
    expect(await rowsOf(db, channelId)).toEqual(OPEN_ALL_DAY);

    await db
      .update(scheduleDays)
      .set({ isActive: false })
      .where(and(eq(scheduleDays.scheduleId, scheduleId), eq(scheduleDays.weekday, 3)));
    expect((await rowsOf(db, channelId))![3]).toEqual([3, false, 0, 1440]);

    await db
      .delete(scheduleDayParts)
      .where(and(eq(scheduleDayParts.scheduleId, scheduleId), eq(scheduleDayParts.weekday, 5)));
    expect((await rowsOf(db, channelId))![5]).toEqual([5, true, null, null]);

    await db.insert(scheduleDayParts).values([
      { scheduleId, weekday: 5, startMinute: 780, endMinute: 1020 },
      { scheduleId, weekday: 5, startMinute: 480, endMinute: 720 },
    ]);
    expect((await rowsOf(db, channelId))!.filter((r) => r[0] === 5)).toEqual([
      [5, true, 480, 720],
      [5, true, 780, 1020],
    ]);

    await db.delete(schedules).where(eq(schedules.ownerId, otherId));
    expect(await rowsOf(db, otherId)).toBeNull();
    await db.update(schedules).set({ ownerId: otherId }).where(eq(schedules.id, scheduleId));
    expect(await rowsOf(db, channelId)).toBeNull();
    expect((await rowsOf(db, otherId))!.length).toBe(8);

    await db.delete(schedules).where(eq(schedules.id, scheduleId));
    expect(await rowsOf(db, otherId)).toBeNull();
  });
});
