import type {
  CallLogItem,
  DeadLetter,
  Lead,
  LeadNote,
  LeadPacket,
  WebLeadDelivery,
  WebLeadItem,
} from '@client-admin/contracts/leads';
import { creditReasonText } from '@client-admin/domain/credits/credit-reasons';
import { callLogStatus } from '@client-admin/domain/leads/call-status';
import { leadDeliveryStatus } from '@client-admin/domain/leads/lead-delivery-status';
import { toDollars } from '@client-admin/domain/money';
import type { LeadConsumer } from '../../db/schema/lead-flow';
import type { RequestUser } from '../../plugins/auth';
import type {
  CallLegRow,
  CreditRequestRow,
  DeadLetterRow,
  NoteRow,
  SaleDeliveryJson,
  SaleRow,
} from './leads.repository';

/** Rows of the leads repository to the contracts' answers (no table shape leaks out). */

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function toCallLogItem(row: CallLegRow, prepended = false): CallLogItem {
  return {
    id: row.saleId ?? 0,
    sid: row.sid,
    status: callLogStatus(row.status),
    deliveredAt: row.deliveredAt.toISOString(),
    answeredAt: iso(row.answeredAt),
    endedAt: iso(row.endedAt),
    durationSeconds: row.durationSeconds,
    callerNumber: row.callerNumber,
    channelId: row.channelId,
    channelName: row.channelName,
    quoteType: row.quoteType,
    callType: row.callType,
    stateAbbreviation: row.stateAbbreviation,
    zipCode: row.zipCode,
    price: toDollars(row.priceCents),
    billable: row.billable,
    hasRecording: row.recordingKey !== null,
    prepended,
  };
}

/** A sale's lead-level delivery status, over all its deliveries. */
const deliveryStatusOf = (row: SaleRow) => leadDeliveryStatus(row.deliveries.map((d) => d.status));

const toWebLeadDelivery = (d: SaleDeliveryJson): WebLeadDelivery => ({
  id: d.id,
  kind: d.kind,
  to: d.to,
  status: d.status,
  attempts: d.attempts,
  sentAt: d.sentAt,
});

/** One web lead a row, its deliveries inside it (issue 36). */
export function toWebLeadItem(row: SaleRow): WebLeadItem {
  return {
    id: row.id,
    sessionId: row.id,
    deliveredAt: row.soldAt.toISOString(),
    channelId: row.channelId,
    channelName: row.channelName,
    quoteType: row.quoteType,
    firstName: row.consumer.firstName,
    lastName: row.consumer.lastName,
    email: row.consumer.email,
    phone: row.consumer.phone,
    zipCode: row.zipCode,
    stateAbbreviation: row.stateAbbreviation,
    price: toDollars(row.priceCents),
    deliveryStatus: deliveryStatusOf(row),
    deliveries: row.deliveries.map(toWebLeadDelivery),
  };
}

const STAGES = {
  pending: 'Delivery pending',
  sent: 'Delivered',
  failed: 'Delivery failed',
} as const;

function toCreditRequest(credit: CreditRequestRow): NonNullable<Lead['creditRequest']> {
  return {
    reason: creditReasonText(credit.reason),
    description: credit.description,
    date: credit.requestedAt.toISOString(),
    requester: credit.requestedByName,
    status: credit.status,
  };
}

export function toLead(
  row: SaleRow,
  leg: CallLegRow | null,
  credit: CreditRequestRow | null,
): Lead {
  const deliveryStatus = deliveryStatusOf(row);
  return {
    id: row.id,
    sessionId: row.id,
    clientId: row.clientId,
    leadType: row.productTypeId === 2 ? 'Call' : 'Web',
    leadStage: deliveryStatus === null ? 'Sold' : STAGES[deliveryStatus],
    channelId: row.channelId,
    channelName: row.channelName,
    quoteType: row.quoteType,
    price: toDollars(row.priceCents),
    receivedAt: row.receivedAt.toISOString(),
    soldAt: row.soldAt.toISOString(),
    outboundCallSid: leg?.sid ?? null,
    creditRequest: credit === null ? null : toCreditRequest(credit),
  };
}

type Deliveries = {
  id: number;
  to: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  nextAttemptAt: Date;
  sentAt: Date | null;
  lastError: string | null;
}[];

function consumerOf(
  consumer: LeadConsumer,
  place: { zipCode: string; stateAbbreviation: string; county: string },
) {
  return {
    firstName: consumer.firstName,
    lastName: consumer.lastName,
    email: consumer.email,
    phone: consumer.phone,
    ...place,
    answers: Object.entries(consumer.answers ?? {}).map(([question, answer]) => ({
      question,
      answer,
    })),
  };
}

function callOf(leg: CallLegRow): LeadPacket['call'] {
  return {
    sid: leg.sid,
    status: callLogStatus(leg.status),
    callType: leg.callType,
    deliveredAt: leg.deliveredAt.toISOString(),
    answeredAt: iso(leg.answeredAt),
    endedAt: iso(leg.endedAt),
    durationSeconds: leg.durationSeconds,
    billable: leg.billable,
    hasRecording: leg.recordingKey !== null,
  };
}

/** A sale's packet: its consumer, its delivery log and, for a call lead, its call. */
export function toSalePacket(
  user: RequestUser,
  sale: SaleRow,
  deliveries: Deliveries,
  leg: CallLegRow | null,
): LeadPacket {
  return {
    sessionId: sale.id,
    leadType: sale.productTypeId === 2 ? 'Call' : 'Web',
    channelId: sale.channelId,
    channelName: sale.channelName,
    quoteType: sale.quoteType,
    receivedAt: sale.receivedAt.toISOString(),
    price: toDollars(sale.priceCents),
    consumer: consumerOf(sale.consumer, sale),
    deliveries: deliveries.map((d) => ({
      id: d.id,
      to: d.to,
      status: d.status,
      attempts: d.attempts,
      nextAttemptAt: d.nextAttemptAt.toISOString(),
      sentAt: iso(d.sentAt),
      lastError: user.isStaff ? d.lastError : null,
    })),
    call: leg ? callOf(leg) : null,
  };
}

/** A call leg's packet when it was never billed (no sale): the caller is all the consumer. */
export function toLegPacket(leg: CallLegRow, consumer: LeadConsumer | null): LeadPacket {
  return {
    sessionId: null,
    leadType: 'Call',
    channelId: leg.channelId,
    channelName: leg.channelName,
    quoteType: leg.quoteType,
    receivedAt: leg.receivedAt.toISOString(),
    price: toDollars(leg.priceCents),
    consumer: consumerOf(
      consumer ?? { firstName: '', lastName: '', email: '', phone: leg.callerNumber },
      leg,
    ),
    deliveries: [],
    call: callOf(leg),
  };
}

export function toLeadNote(row: NoteRow): LeadNote {
  return {
    id: row.id,
    sessionId: row.saleId,
    note: row.note,
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDeadLetter(row: DeadLetterRow): DeadLetter {
  return {
    id: row.id,
    saleId: row.saleId,
    clientId: row.clientId,
    clientName: row.clientName,
    channelId: row.channelId,
    channelName: row.channelName,
    to: row.to,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    lastAttemptAt: row.lastAttemptAt.toISOString(),
    soldAt: row.soldAt.toISOString(),
  };
}
