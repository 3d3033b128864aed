import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { channels } from './channels';
import { clients } from './clients';

/**
 * Channel groups of seed 001 §3: call channels of one client sharing a schedule (kept in the
 * schedules tables, owner kind 'group'). Names are unique per client without case.
 */
export const channelGroups = pgTable(
  'channel_groups',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('channel_groups_client_name').on(t.clientId, sql`lower(${t.name})`)],
);

/** A channel is in one group at most; the row's id is the seed's subscriptionId. */
export const channelGroupMembers = pgTable(
  'channel_group_members',
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => channelGroups.id, { onDelete: 'cascade' }),
    channelId: integer()
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('channel_group_members_channel').on(t.channelId),
    index('channel_group_members_group').on(t.groupId),
  ],
);
