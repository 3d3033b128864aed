import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Staff-written notifications shown to clients as banners, dialogs or tray items. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    type: text({ enum: ['Banner', 'Dialog', 'Tray'] }).notNull(),
    alertType: text({ enum: ['info', 'warning', 'error', 'success'] }).notNull(),
    headline: text().notNull(),
    /** Sanitized HTML: written only through the API's sanitizer. */
    content: text().notNull().default(''),
    url: text(),
    intervalType: text({ enum: ['DateRange', 'Daily', 'Weekly', 'Monthly'] }).notNull(),
    interval: integer().notNull().default(1),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    visibility: text({ enum: ['All', 'Agent', 'Company', 'State', 'Status'] }).notNull(),
    visibilityValues: text().array().notNull().default([]),
    createdBy: text().notNull(),
    updatedBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_end_date').on(t.endDate)],
);
