import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';

/** Logins. The embedded issuer's sub is users.id; an outside issuer's sub is externalSubject. */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    externalSubject: text(),
    /** argon2id hash; null for logins that only come from an outside issuer. */
    passwordHash: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    accountEnabled: boolean().notNull().default(true),
    failedAttempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    lastLoginAt: timestamp({ withTimezone: true }),
    /** The state an agent picked when signing itself up; its default client starts there. */
    signupState: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('users_external_subject').on(t.externalSubject),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** A client user's link to its client (one client per login). */
export const clientLogins = pgTable(
  'client_logins',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_logins_client').on(t.clientId)],
);

/** Password-reset tickets; only a hash of the token is kept. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/** The embedded issuer's signing keys (private JWKs), made on first start. */
export const signingKeys = pgTable('signing_keys', {
  kid: text().primaryKey(),
  jwk: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** oidc-provider's persistent adapter storage (sessions, grants, codes, interactions...). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text().notNull(),
    type: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant').on(t.grantId),
    index('oidc_payloads_uid').on(t.uid),
    index('oidc_payloads_user_code').on(t.userCode),
  ],
);
