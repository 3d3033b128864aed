import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Schedules of seed 001 §3, normalised (decision 0020) so that the lead flow asks "is this
 * channel open now and under its caps" with one indexed query. Times of day are whole minutes
 * after midnight (0 to 1440) in the owning client's time zone; weekdays 0 (Sunday) to 6.
 *
 * One schedule per owner: a call channel's call schedule, a web channel's web lead schedule, a
 * channel group's shared call schedule, a client's account schedule. The owner id is not a
 * foreign key (it names one of three tables); the owner's module deletes it with the owner.
 */
export const SCHEDULE_OWNER_KINDS = ['channel', 'group', 'client'] as const;
export type ScheduleOwnerKind = (typeof SCHEDULE_OWNER_KINDS)[number];

export const schedules = pgTable(
  'schedules',
  {
    id: serial().primaryKey(),
    ownerKind: text({ enum: SCHEDULE_OWNER_KINDS }).notNull(),
    ownerId: integer().notNull(),
    /** Minutes: 15, 30 or 60 (call); web schedules keep 30. */
    intervalStep: smallint().notNull(),
    isIntervalCapEnabled: boolean().notNull().default(false),
    /** 0: no monthly cap. */
    monthlyCap: integer().notNull().default(0),
    /** The account schedule's: channel schedules must keep within its hours (decision 0021). */
    preventCapOverride: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('schedules_owner').on(t.ownerKind, t.ownerId)],
);

export const scheduleDays = pgTable(
  'schedule_days',
  {
    scheduleId: integer()
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    isActive: boolean().notNull(),
    /** -1: unlimited. */
    dailyCap: integer().notNull().default(-1),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.weekday] })],
);

export const scheduleDayParts = pgTable(
  'schedule_day_parts',
  {
    id: serial().primaryKey(),
    scheduleId: integer()
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    startMinute: smallint().notNull(),
    endMinute: smallint().notNull(),
    concurrencyCap: integer().notNull().default(0),
    dayPartCap: integer().notNull().default(0),
  },
  (t) => [index('schedule_day_parts_window').on(t.scheduleId, t.weekday, t.startMinute)],
);

export const scheduleIntervalCaps = pgTable(
  'schedule_interval_caps',
  {
    dayPartId: integer()
      .notNull()
      .references(() => scheduleDayParts.id, { onDelete: 'cascade' }),
    startMinute: smallint().notNull(),
    endMinute: smallint().notNull(),
    capLimit: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.dayPartId, t.startMinute] })],
);
