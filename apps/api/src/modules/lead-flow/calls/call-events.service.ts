import { eq } from 'drizzle-orm';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import { CHANNEL_STATUS, isActiveChannel } from '@client-admin/domain/channel-status';
import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import {
  ANSWER_RATE_WINDOW,
  answerRecord,
  isAutoPauseDue,
} from '@client-admin/domain/lead-flow/call-answer-rate';
import {
  isBillableCall,
  missedCallPenaltyCents,
} from '@client-admin/domain/lead-flow/call-billing';
import { isMissedLeg, nextLegStatus, staleLegEnd } from '@client-admin/domain/lead-flow/call-legs';
import { capStatusAfterSale } from '@client-admin/domain/lead-flow/caps';
import {
  callChargeDescription,
  missedCallPenaltyDescription,
} from '@client-admin/domain/lead-flow/ledger-descriptions';
import { formatPortalDateTime } from '@client-admin/domain/portal-time';
import { clientTimeZone, localMoment } from '@client-admin/domain/local-clock';
import {
  channelSchedule,
  isScheduleShut,
  scheduleWindow,
} from '@client-admin/domain/lead-flow/schedule-window';
import { pauseScheduledEnd, PAUSE_UNTIL_END_OF_DAY } from '@client-admin/domain/pause-duration';
import type { Database, Tx } from '../../../db/database';
import { retryingConflicts } from '../../../db/transient-errors';
import { clients } from '../../../db/schema/clients';
import { HttpError } from '../../../errors';
import type {
  DialRequest,
  LegEvent,
  TelephonyPort,
} from '../../../adapters/telephony/telephony-port';
import {
  charge,
  leadCharge,
  lockClientBalances,
  markUnchargedSales,
  balanceChanged,
} from '../../billing/billing.public';
import { pauseChannel, setAnswerRates } from '../../channels/channels.public';
import { recordClientLog } from '../../clients/clients.public';
import { subsidizeSales } from '../routing/sale-subsidies';
import { holdCappedChannel, insertSale, reserveSaleIds } from '../routing/sales.repository';
import { callFilter, callLead, offerCall, readCallCandidates } from './call-routing.service';
import { dialLeg } from './call-dial.service';
import {
  findCall,
  findLead,
  insertRecording,
  latestLegStatuses,
  legsInFlight,
  legsOfCall,
  lockLeg,
  updateLeg,
  type CallLegRow,
} from './calls.repository';

type LockedLeg = NonNullable<Awaited<ReturnType<typeof lockLeg>>>;

const SYSTEM = 'system';
const CALL_PRODUCT = PRODUCT_IDS.CALL as ProductType;

/** A ledger movement in a savepoint: a balance that cannot cover it leaves it out (null). */
async function covered<T>(tx: Tx, move: (sp: Tx) => Promise<T>): Promise<T | null> {
  try {
    return await tx.transaction((sp) => move(sp));
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400) return null;
    throw err;
  }
}

async function clientTimeZoneCode(tx: Tx, clientId: number): Promise<number> {
  const [row] = await tx
    .select({ timeZone: clients.timeZone })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.timeZone ?? -1;
}

/**
 * A billable leg (decision 0033): one sale and one ledger LEAD_CHARGE, as a web lead's, in the
 * event's transaction; the sale counts on the call's arrival day in the client's time zone, and
 * a cap it reaches sets DAYCAPPED or WEEKCAPPED.
 */
async function sellLeg(tx: Tx, leg: CallLegRow, at: Date): Promise<Partial<CallLegRow>> {
  const call = (await findCall(tx, leg.callId))!;
  await lockClientBalances(tx, [leg.clientId], CALL_PRODUCT);
  const moment = localMoment(
    call.receivedAt,
    clientTimeZone(await clientTimeZoneCode(tx, leg.clientId)),
  );
  // The buyer knows the call by its sale's id (the portal's lead id): its charge names that one.
  const [saleId] = (await reserveSaleIds(tx, 1)) as [number];
  const posted =
    leg.priceCents > 0
      ? await covered(tx, (sp) =>
          leadCharge(
            sp,
            { clientId: leg.clientId, productType: CALL_PRODUCT, amountCents: leg.priceCents },
            { createdBy: SYSTEM, description: callChargeDescription(saleId), createDate: at },
          ),
        )
      : null;
  if (leg.priceCents > 0 && !posted) return { billable: true };
  // Every sale writes its buyer's balance row, a free one too (HeldBalance, decision 0047).
  if (!posted) await markUnchargedSales(tx, [leg.clientId], CALL_PRODUCT);
  await insertSale(tx, {
    id: saleId,
    leadId: call.leadId,
    channelId: leg.channelId,
    clientId: leg.clientId,
    priceCents: leg.priceCents,
    ledgerTransactionId: posted?.transaction.id ?? null,
    localDate: moment.date,
    soldAt: at,
    productTypeId: CALL_PRODUCT,
  });
  const lead = callLead(call, {}, call.receivedAt);
  const candidates = await readCallCandidates(tx, callFilter(lead, call.leadId, [leg.clientId]));
  const channel = candidates.find((c) => c.id === leg.channelId);
  if (channel) {
    // The candidate read counts this sale already.
    const window = scheduleWindow(channelSchedule(channel), moment);
    const cap = isScheduleShut(window) ? null : capStatusAfterSale(channel, window, moment);
    if (cap) await holdCappedChannel(tx, leg.channelId, cap);
    if (posted) {
      await subsidizeSales(tx, { ...lead, productType: CALL_PRODUCT, at }, [
        { saleId, priceCents: leg.priceCents, candidate: channel },
      ]);
    }
  }
  // A balance below its recharge threshold queues an automatic recharge (decision 0031).
  if (posted) await balanceChanged(tx, leg.clientId, CALL_PRODUCT);
  return { billable: true, saleId, ledgerTransactionId: posted?.transaction.id ?? null };
}

/** A missed leg's penalty, when the channel has one and the balance covers it. */
async function penalize(tx: Tx, leg: CallLegRow, penaltyCents: number | null, at: Date) {
  const cents = missedCallPenaltyCents(penaltyCents);
  if (cents === null) return {};
  const call = (await findCall(tx, leg.callId))!;
  await lockClientBalances(tx, [leg.clientId], CALL_PRODUCT);
  const description = missedCallPenaltyDescription(formatPortalDateTime(call.receivedAt));
  const posted = await covered(tx, (sp) =>
    charge(
      sp,
      { clientId: leg.clientId, productType: CALL_PRODUCT, amountCents: cents },
      { createdBy: SYSTEM, description, createDate: at },
    ),
  );
  if (!posted) return {};
  await balanceChanged(tx, leg.clientId, CALL_PRODUCT);
  return { penaltyCents: cents, penaltyTransactionId: posted.transaction.id };
}

/**
 * The channel's answer and missed-call rates after a finished leg; enableAutoPause pauses it
 * (the channel pause, until the end of the New York day) once its unanswered calls in a row
 * reach unansweredThreshold.
 */
async function recordAnswer(tx: Tx, locked: LockedLeg, at: Date): Promise<void> {
  const { leg, channel } = locked;
  const record = answerRecord(await latestLegStatuses(tx, leg.channelId, ANSWER_RATE_WINDOW));
  await setAnswerRates(tx, leg.channelId, record);
  if (!isAutoPauseDue(channel, record) || !isActiveChannel(channel.status)) return;
  const temporaryPause = {
    start: at.toISOString(),
    scheduledEnd: pauseScheduledEnd(at, PAUSE_UNTIL_END_OF_DAY).toISOString(),
  };
  await pauseChannel(tx, leg.channelId, temporaryPause);
  await recordClientLog(tx, {
    clientId: leg.clientId,
    actorUserId: null,
    actorEmail: SYSTEM,
    action: 'CHANNEL_PAUSED',
    before: {
      clientQuoteTypeId: leg.channelId,
      status: channel.status,
      temporaryPause: channel.temporaryPause,
    },
    after: {
      clientQuoteTypeId: leg.channelId,
      status: CHANNEL_STATUS.PAUSE,
      temporaryPause,
      reason: `${record.unansweredStreak} unanswered calls in a row`,
    },
  });
}

/** Keeps the recording of an answered leg of a recording channel (once). */
async function keepRecording(
  tx: Tx,
  locked: LockedLeg,
  audio: { audio: Buffer; contentType: string; durationSeconds: number } | null,
): Promise<Partial<CallLegRow>> {
  const { leg, channel } = locked;
  if (!audio || !channel.enableRecording || leg.recordingKey || leg.answeredAt === null) return {};
  const key = `rec-${leg.sid}`;
  await insertRecording(tx, { key, legId: leg.id, ...audio });
  return { recordingKey: key };
}

/** The call rolls over to the next channel after a missed leg. */
async function rollOver(tx: Tx, leg: CallLegRow, at: Date): Promise<DialRequest | null> {
  const call = (await findCall(tx, leg.callId))!;
  const lead = await findLead(tx, call.leadId);
  const legs = await legsOfCall(tx, call.id);
  return offerCall(tx, call, callLead(call, lead?.consumer.answers ?? {}, at), {
    attempts: legs.length,
    clientIds: new Set(legs.map((l) => l.clientId)),
  });
}

/** A leg the network lost is ended without penalty, answer record or rollover (the caller left). */
interface EventOptions {
  lost?: boolean;
}

async function applyEvent(
  tx: Tx,
  event: LegEvent,
  audio: { audio: Buffer; contentType: string; durationSeconds: number } | null,
  { lost = false }: EventOptions = {},
): Promise<DialRequest | null> {
  const locked = await lockLeg(tx, event.sid);
  if (!locked) return null;
  const { leg, channel } = locked;
  const next = nextLegStatus(leg.status, event.kind);
  if (next === null) {
    const kept = await keepRecording(tx, locked, audio);
    if (Object.keys(kept).length > 0) await updateLeg(tx, leg.id, kept);
    return null;
  }
  let changes: Partial<CallLegRow> = { status: next };
  if (next === 'answered') changes.answeredAt = event.at;
  if (next !== 'answered') {
    const durationSeconds = leg.answeredAt === null ? 0 : Math.max(0, event.durationSeconds ?? 0);
    changes = { ...changes, endedAt: event.at, durationSeconds };
    const ended = { ...leg, ...changes };
    if (next === 'completed' && isBillableCall(true, durationSeconds, channel.billTimeThreshold)) {
      changes = { ...changes, ...(await sellLeg(tx, ended, event.at)) };
    }
    if (isMissedLeg(next) && !lost) {
      changes = {
        ...changes,
        ...(await penalize(tx, ended, channel.missedCallPenaltyCents, event.at)),
      };
    }
    changes = { ...changes, ...(await keepRecording(tx, { ...locked, leg: ended }, audio)) };
  }
  await updateLeg(tx, leg.id, changes);
  if (next === 'answered' || lost) return null;
  await recordAnswer(tx, locked, event.at);
  return isMissedLeg(next) ? rollOver(tx, leg, event.at) : null;
}

/**
 * What the telephony port reports of a leg (decision 0033), in one transaction: the leg's new
 * status; when it completes, its sale and charge once billable; when missed, the penalty, the
 * channel's answer record and auto pause, and the offer to the next channel, dialed after commit.
 */
export async function handleLegEvent(
  db: Database,
  port: TelephonyPort,
  event: LegEvent,
): Promise<void> {
  let audio: { audio: Buffer; contentType: string; durationSeconds: number } | null = null;
  if (event.recording?.kind === 'audio') {
    const { audio: bytes, contentType, durationSeconds } = event.recording;
    audio = { audio: bytes, contentType, durationSeconds };
  } else if (event.recording?.kind === 'remote') {
    const fetched = await port.fetchRecording(event.recording.url);
    audio = { ...fetched, durationSeconds: event.recording.durationSeconds };
  }
  const dial = await retryingConflicts(() => db.transaction((tx) => applyEvent(tx, event, audio)));
  if (dial) await dialNext(db, port, dial);
}

/** Dials a leg; a leg the network refuses fails and rolls over like a missed one. */
export function dialNext(db: Database, port: TelephonyPort, request: DialRequest): Promise<void> {
  return dialLeg(db, port, request, (sid, at) =>
    handleLegEvent(db, port, { sid, kind: 'failed', at, durationSeconds: 0 }),
  );
}

/**
 * The stale-legs job (decision 0033): legs in flight the network stopped reporting (a crash
 * between a leg's commit and its dial, a lost callback) end as staleLegEnd says, so they hold no
 * line for ever; a lost conversation is billed for what it reached. Answers the sids ended.
 */
export async function endStaleLegs(db: Database, now: Date): Promise<string[]> {
  const ended: string[] = [];
  for (const leg of await db.transaction((tx) => legsInFlight(tx))) {
    const end = staleLegEnd(leg, now);
    if (!end) continue;
    await retryingConflicts(() =>
      db.transaction((tx) => applyEvent(tx, { sid: leg.sid, ...end }, null, { lost: true })),
    );
    ended.push(leg.sid);
  }
  return ended;
}
