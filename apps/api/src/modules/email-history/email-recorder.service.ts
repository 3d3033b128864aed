import {
  countsAfter,
  statusAfter,
  suppressionListOf,
  type EmailEventType,
} from '@client-admin/domain/email-history/email-events';
import { INVALID_EMAIL_FORMAT, isValidEmail } from '@client-admin/domain/email';
import type { EmailMessage, EmailSender } from '../../adapters/email/email-sender';
import type { EmailTransport, TransportEvent } from '../../adapters/email/email-transport';
import type { Database, Tx } from '../../db/database';
import {
  addSuppression,
  findClientForAddress,
  insertEvent,
  insertMessage,
  suppressionListsOf,
  updateMessageState,
  type EmailMessageRow,
} from './email-history.repository';

export interface RecordedEvent extends TransportEvent {
  providerEventId?: string | undefined;
}

/**
 * Records events of one message (locked by the caller): each event once (a provider event id
 * seen before is skipped), the message's status and counts after them, its last event time,
 * and a bounce, block, drop or spam report puts the address on its list. Answers how many
 * events were new.
 */
export async function recordEvents(
  tx: Tx,
  message: EmailMessageRow,
  events: readonly RecordedEvent[],
): Promise<number> {
  let state = {
    status: message.status,
    opensCount: message.opensCount,
    clicksCount: message.clicksCount,
    lastEventAt: message.lastEventAt,
  };
  let added = 0;
  for (const e of events) {
    const isNew = await insertEvent(tx, {
      messageId: message.id,
      event: e.event,
      occurredAt: e.occurredAt,
      reason: e.reason ?? null,
      url: e.url ?? null,
      providerEventId: e.providerEventId ?? null,
    });
    if (!isNew) continue;
    added++;
    const counts = countsAfter({ opens: state.opensCount, clicks: state.clicksCount }, e.event);
    state = {
      status: statusAfter(state.status, e.event),
      opensCount: counts.opens,
      clicksCount: counts.clicks,
      lastEventAt: e.occurredAt > state.lastEventAt ? e.occurredAt : state.lastEventAt,
    };
    const list = suppressionListOf(e.event);
    if (list) {
      await addSuppression(tx, {
        email: message.toEmail,
        list,
        reason: e.reason ?? eventReason(e.event),
        createdAt: e.occurredAt,
      });
    }
  }
  if (added > 0) await updateMessageState(tx, message.id, state);
  return added;
}

const eventReason = (event: EmailEventType) =>
  event === 'spamreport' ? 'Reported as spam by the recipient' : event;

let heldSequence = 0;
/** An id for a message no provider saw (held back): unique within and across processes. */
const heldId = (now: Date) =>
  `held-${now.getTime().toString(36)}-${process.pid.toString(36)}-${(heldSequence++).toString(36)}`;

/**
 * The e-mail port every sender calls (decision 0080). A message to an address that fails the
 * seed's e-mail rule is dropped (and the address listed as invalid); one to an address on a
 * suppression list is held back; both are recorded and not sent. The rest goes to the transport
 * and is recorded with the events the transport already knows (the embedded one: all of them;
 * a provider's come later through its webhook). A transport failure is the caller's (a lead
 * e-mail is tried again) and records nothing.
 */
export function createRecordingEmailSender(
  db: Database,
  transport: EmailTransport,
  clock: () => Date = () => new Date(),
): EmailSender {
  return {
    async send(message: EmailMessage) {
      const to = message.to.trim().toLowerCase();
      const now = clock();
      const held = await db.transaction(async (tx) => {
        const found =
          message.clientId === undefined || message.clientId === null
            ? await findClientForAddress(tx, to)
            : { clientId: message.clientId, category: null };
        const base = {
          clientId: found?.clientId ?? null,
          toEmail: to,
          fromEmail: transport.from,
          subject: message.subject,
          category: message.category ?? found?.category ?? 'other',
          createdAt: now,
        };
        if (!isValidEmail(to)) {
          const row = await insertMessage(tx, { ...base, msgId: heldId(now), status: 'processed' });
          await recordEvents(tx, row, [
            { event: 'dropped', occurredAt: now, reason: INVALID_EMAIL_FORMAT },
          ]);
          return null;
        }
        const lists = await suppressionListsOf(tx, to);
        if (lists.length > 0) {
          const row = await insertMessage(tx, { ...base, msgId: heldId(now), status: 'processed' });
          await recordEvents(tx, row, [
            {
              event: 'suppressed',
              occurredAt: now,
              reason: `Not sent: the address is on the ${lists.join(', ')} list`,
            },
          ]);
          return null;
        }
        return base;
      });
      if (!held) return;
      const receipt = await transport.transmit({
        to: message.to.trim(),
        from: transport.from,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      await db.transaction(async (tx) => {
        const row = await insertMessage(tx, {
          ...held,
          msgId: receipt.messageId,
          status: 'processed',
        });
        await recordEvents(tx, row, receipt.events);
      });
    },
  };
}
