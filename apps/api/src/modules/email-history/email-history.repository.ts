import { and, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type {
  EmailEventType,
  EmailStatus,
  SuppressionList,
} from '@client-admin/domain/email-history/email-events';
import {
  SUPPRESSION_LIST_MAX,
  TIMELINE_MAX_EVENTS,
} from '@client-admin/domain/email-history/email-events';
import { boundedCountOf, pageCount } from '../../db/bounded-count';
import type { Tx } from '../../db/database';
import { escapeLike } from '../../db/like-pattern';
import { isoText } from '../../db/iso-text';
import { placeholder, preparedReads } from '../../db/prepared-read';
import { emailEvents, emailMessages, emailSuppressions } from '../../db/schema/email-history';
import { clientLogins, users } from '../../db/schema/identity';
import { clients } from '../../db/schema/clients';
import { leadDeliveries, leadSales } from '../../db/schema/lead-flow';

export type EmailMessageRow = typeof emailMessages.$inferSelect;
export type EmailEventRow = typeof emailEvents.$inferSelect;
export type SuppressionRow = typeof emailSuppressions.$inferSelect;

export interface NewEmailMessage {
  msgId: string;
  clientId: number | null;
  toEmail: string;
  fromEmail: string;
  subject: string;
  category: string;
  status: EmailStatus;
  createdAt: Date;
}

export async function insertMessage(tx: Tx, message: NewEmailMessage): Promise<EmailMessageRow> {
  const [row] = await tx
    .insert(emailMessages)
    .values({ ...message, lastEventAt: message.createdAt })
    .returning();
  return row!;
}

export async function findMessageByMsgId(tx: Tx, msgId: string) {
  const [row] = await tx
    .select()
    .from(emailMessages)
    .where(eq(emailMessages.msgId, msgId))
    .for('update');
  return row;
}

export interface NewEmailEvent {
  messageId: number;
  event: EmailEventType;
  occurredAt: Date;
  reason: string | null;
  url: string | null;
  providerEventId: string | null;
}

/** The event, unless the provider already told it (same event id): then false. */
export async function insertEvent(tx: Tx, event: NewEmailEvent): Promise<boolean> {
  const rows = await tx
    .insert(emailEvents)
    .values(event)
    .onConflictDoNothing({
      target: emailEvents.providerEventId,
      where: sql`${emailEvents.providerEventId} is not null`,
    })
    .returning({ id: emailEvents.id });
  return rows.length > 0;
}

export async function updateMessageState(
  tx: Tx,
  id: number,
  state: { status: EmailStatus; opensCount: number; clicksCount: number; lastEventAt: Date },
): Promise<void> {
  await tx.update(emailMessages).set(state).where(eq(emailMessages.id, id));
}

/** Puts the address on the list; an address already there keeps its first reason and date. */
export async function addSuppression(
  tx: Tx,
  entry: { email: string; list: SuppressionList; reason: string; createdAt: Date },
): Promise<void> {
  await tx.insert(emailSuppressions).values(entry).onConflictDoNothing();
}

/** The lists the address is on. */
export async function suppressionListsOf(tx: Tx, email: string): Promise<SuppressionList[]> {
  const rows = await tx
    .select({ list: emailSuppressions.list })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.email, email));
  return rows.map((r) => r.list);
}

/**
 * The client a message without one is about, by its address (decision 0080): the channel of a
 * lead e-mail being sent to it, else the client of the login of that address, else the client
 * whose contact or agency address it is (the oldest, if several).
 */
export async function findClientForAddress(
  tx: Tx,
  email: string,
): Promise<{ clientId: number; category: 'lead-delivery' | null } | null> {
  const [delivery] = await tx
    .select({ clientId: leadSales.clientId })
    .from(leadDeliveries)
    .innerJoin(leadSales, eq(leadSales.id, leadDeliveries.saleId))
    .where(
      and(
        eq(leadDeliveries.status, 'pending'),
        eq(leadDeliveries.kind, 'email'),
        eq(sql`lower(${leadDeliveries.to})`, email),
      ),
    )
    .orderBy(desc(leadDeliveries.attempts), desc(leadDeliveries.id))
    .limit(1);
  if (delivery) return { clientId: delivery.clientId, category: 'lead-delivery' };
  const [login] = await tx
    .select({ clientId: clientLogins.clientId })
    .from(users)
    .innerJoin(clientLogins, eq(clientLogins.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (login) return { clientId: login.clientId, category: null };
  const [contact] = await tx
    .select({ clientId: clients.id })
    .from(clients)
    .where(sql`lower(${clients.email}) = ${email} or lower(${clients.agencyEmail}) = ${email}`)
    .orderBy(asc(clients.id))
    .limit(1);
  return contact ? { clientId: contact.clientId, category: null } : null;
}

export interface MessageCriteria {
  clientId: number;
  status?: EmailStatus | undefined;
  toPrefix?: string | undefined;
  limit: number;
  offset: number;
}

/** What decides the history's SQL text; its values are placeholders (prepared-read.ts). */
interface MessageShape {
  status: boolean;
  to: boolean;
}

function messageWhere(shape: MessageShape): SQL {
  const conditions: SQL[] = [eq(emailMessages.clientId, placeholder('clientId'))];
  if (shape.status) conditions.push(eq(emailMessages.status, placeholder('status')));
  if (shape.to) conditions.push(like(emailMessages.toEmail, placeholder('toPattern')));
  return and(...conditions)!;
}

/** The history's columns, its last event written as text by PostgreSQL (isoText). */
const listedColumns = {
  id: emailMessages.id,
  msgId: emailMessages.msgId,
  toEmail: emailMessages.toEmail,
  fromEmail: emailMessages.fromEmail,
  subject: emailMessages.subject,
  category: emailMessages.category,
  status: emailMessages.status,
  opensCount: emailMessages.opensCount,
  clicksCount: emailMessages.clicksCount,
  lastEventAt: isoText(emailMessages.lastEventAt),
};
export type ListedMessageRow = Awaited<ReturnType<ReturnType<typeof messagePages>>>[number];

const messagePages = preparedReads(
  (shape: MessageShape) => (tx) =>
    tx
      .select(listedColumns)
      .from(emailMessages)
      .where(messageWhere(shape))
      .orderBy(desc(emailMessages.lastEventAt), desc(emailMessages.id))
      .offset(placeholder('offset'))
      .limit(placeholder('limit')),
);

const messageCounts = preparedReads(
  (shape: MessageShape) => (tx) =>
    boundedCountOf(
      tx,
      tx
        .select({ one: sql`1` })
        .from(emailMessages)
        .where(messageWhere(shape)),
    ),
);

/**
 * A page of the client's messages, last event first (its index), and its matches counted up to
 * one past the search bound (decision 0019); built once a process (decision 0028).
 */
export async function listMessages(tx: Tx, c: MessageCriteria) {
  const shape: MessageShape = { status: Boolean(c.status), to: Boolean(c.toPrefix) };
  const values = {
    clientId: c.clientId,
    status: c.status ?? null,
    toPattern: `${escapeLike(c.toPrefix ?? '')}%`,
    offset: c.offset,
    limit: c.limit,
  };
  const rows = await messagePages(shape)(tx, values);
  const counted = await pageCount({ offset: c.offset, limit: c.limit, rows: rows.length }, () =>
    messageCounts(shape)(tx, values),
  );
  return { rows, counted };
}

export async function findClientMessage(tx: Tx, clientId: number, id: number) {
  const [row] = await tx
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.id, id), eq(emailMessages.clientId, clientId)));
  return row;
}

export async function listEvents(tx: Tx, messageId: number): Promise<EmailEventRow[]> {
  return tx
    .select()
    .from(emailEvents)
    .where(eq(emailEvents.messageId, messageId))
    .orderBy(asc(emailEvents.occurredAt), asc(emailEvents.id))
    .limit(TIMELINE_MAX_EVENTS);
}

/** The suppressions of the addresses the client's mail went to, newest first, per list bounded. */
export async function listClientSuppressions(
  tx: Tx,
  clientId: number,
  list: SuppressionList,
): Promise<SuppressionRow[]> {
  const addresses = tx
    .selectDistinct({ email: emailMessages.toEmail })
    .from(emailMessages)
    .where(eq(emailMessages.clientId, clientId));
  return tx
    .select()
    .from(emailSuppressions)
    .where(and(eq(emailSuppressions.list, list), inArray(emailSuppressions.email, addresses)))
    .orderBy(desc(emailSuppressions.createdAt), asc(emailSuppressions.email))
    .limit(SUPPRESSION_LIST_MAX);
}

export interface SpamCriteria {
  emailPrefix?: string | undefined;
  clientId?: number | undefined;
  limit: number;
  offset: number;
}

/** A page of the spam list, newest first, optionally of one client's addresses. */
export async function listSpamReports(tx: Tx, c: SpamCriteria) {
  const conditions: SQL[] = [eq(emailSuppressions.list, 'spam')];
  if (c.emailPrefix) {
    conditions.push(like(emailSuppressions.email, `${escapeLike(c.emailPrefix)}%`));
  }
  if (c.clientId !== undefined) {
    conditions.push(
      inArray(
        emailSuppressions.email,
        tx
          .selectDistinct({ email: emailMessages.toEmail })
          .from(emailMessages)
          .where(eq(emailMessages.clientId, c.clientId)),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    tx
      .select()
      .from(emailSuppressions)
      .where(where)
      .orderBy(desc(emailSuppressions.createdAt), asc(emailSuppressions.email))
      .limit(c.limit)
      .offset(c.offset),
    boundedCountOf(
      tx,
      tx
        .select({ one: sql`1` })
        .from(emailSuppressions)
        .where(where),
    ),
  ]);
  return { rows, counted: counted?.n ?? 0 };
}

/** Takes the addresses off the spam list; answers the ones that were on it. */
export async function deleteSpamReports(tx: Tx, emails: string[]): Promise<string[]> {
  const rows = await tx
    .delete(emailSuppressions)
    .where(and(eq(emailSuppressions.list, 'spam'), inArray(emailSuppressions.email, emails)))
    .returning({ email: emailSuppressions.email });
  return rows.map((r) => r.email).sort();
}
