import type {
  EmailHistoryMessage,
  EmailHistoryQuery,
  EmailHistoryResponse,
  EmailStatusResponse,
  EmailTimelineResponse,
  RemoveSpamReportsBody,
  RemoveSpamReportsResponse,
  SpamReportsQuery,
  SpamReportsResponse,
  SuppressedAddress,
} from '@client-admin/contracts/email-history';
import { EMAIL_HISTORY_MESSAGES as M } from '@client-admin/domain/email-history/email-events';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import {
  actorOf,
  boundedPageMeta,
  checkClientFor,
  pageOffset,
  recordClientLog,
} from '../clients/clients.public';
import {
  deleteSpamReports,
  findClientMessage,
  listClientSuppressions,
  listEvents,
  listMessages,
  listSpamReports,
  type ListedMessageRow,
  type SuppressionRow,
} from './email-history.repository';

const toMessage = (row: ListedMessageRow): EmailHistoryMessage => ({
  msg_id: row.msgId,
  id: row.id,
  to_email: row.toEmail,
  from_email: row.fromEmail,
  subject: row.subject,
  status: row.status,
  opens_count: row.opensCount,
  clicks_count: row.clicksCount,
  last_event_time: row.lastEventAt,
  category: row.category,
});

const toSuppressed = (row: SuppressionRow): SuppressedAddress => ({
  email: row.email,
  reason: row.reason,
  created: row.createdAt.toISOString(),
});

/** GET /api/clients/{id}/emailHistory: the client's messages, last event first. */
export async function readEmailHistory(
  db: Database,
  user: RequestUser,
  clientId: number,
  query: EmailHistoryQuery,
): Promise<EmailHistoryResponse> {
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    const { rows, counted } = await listMessages(tx, {
      clientId,
      status: query.status,
      toPrefix: query.to?.toLowerCase(),
      limit: query.pageSize,
      offset: pageOffset(query.page, query.pageSize),
    });
    return {
      items: rows.map(toMessage),
      metaData: boundedPageMeta(query.page, query.pageSize, counted),
    };
  });
}

/** GET /api/clients/{id}/emailStatus: the client's addresses on each suppression list. */
export async function readEmailStatus(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<EmailStatusResponse> {
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    const [blocked, bounced, invalid, spam] = [
      await listClientSuppressions(tx, clientId, 'blocked'),
      await listClientSuppressions(tx, clientId, 'bounced'),
      await listClientSuppressions(tx, clientId, 'invalid'),
      await listClientSuppressions(tx, clientId, 'spam'),
    ];
    return {
      blocked: blocked.map(toSuppressed),
      bounced: bounced.map(toSuppressed),
      invalid: invalid.map(toSuppressed),
      spam: spam.map(toSuppressed),
    };
  });
}

/** GET /api/clients/{id}/emailTimeline/{messageId}: one message of the client, its events. */
export async function readEmailTimeline(
  db: Database,
  user: RequestUser,
  clientId: number,
  messageId: number,
): Promise<EmailTimelineResponse> {
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    const message = await findClientMessage(tx, clientId, messageId);
    if (!message) throw notFound(M.messageNotFound);
    const events = await listEvents(tx, message.id);
    return {
      message: toMessage({ ...message, lastEventAt: message.lastEventAt.toISOString() }),
      events: events.map((e) => ({
        event: e.event,
        timestamp: e.occurredAt.toISOString(),
        reason: e.reason,
        url: e.url,
      })),
    };
  });
}

/** GET /api/clients/spam-reports (staff): the spam list, newest first. */
export async function readSpamReports(
  db: Database,
  user: RequestUser,
  query: SpamReportsQuery,
): Promise<SpamReportsResponse> {
  return db.transaction(async (tx) => {
    if (query.clientId !== undefined) await checkClientFor(tx, user, query.clientId);
    const { rows, counted } = await listSpamReports(tx, {
      emailPrefix: query.email?.toLowerCase(),
      clientId: query.clientId,
      limit: query.pageSize,
      offset: pageOffset(query.page, query.pageSize),
    });
    return {
      items: rows.map(toSuppressed),
      metaData: boundedPageMeta(query.page, query.pageSize, counted),
    };
  });
}

/**
 * DELETE /api/clients/spam-reports (staff), body emails: takes the addresses off the spam list,
 * so mail goes to them again. None of them on it: 404. With the client the removal was made
 * from, the change goes to that client's log.
 */
export async function removeSpamReports(
  db: Database,
  user: RequestUser,
  body: RemoveSpamReportsBody,
): Promise<RemoveSpamReportsResponse> {
  const clientId = body.clientId ?? null;
  const emails = [...new Set(body.emails.map((e) => e.toLowerCase()))];
  return db.transaction(async (tx) => {
    if (clientId !== null) await checkClientFor(tx, user, clientId);
    const removed = await deleteSpamReports(tx, emails);
    if (removed.length === 0) throw notFound(M.notOnSpamList);
    if (clientId !== null) {
      await recordClientLog(tx, {
        clientId,
        ...actorOf(user),
        action: 'SPAM_REPORTS_REMOVED',
        before: { spamReports: removed },
        after: { spamReports: [] },
      });
    }
    const n = removed.length;
    return { message: `${n} address${n === 1 ? '' : 'es'} removed from the spam list`, removed };
  });
}
