import type {
  CallLogFilter,
  CallLogResponse,
  Lead,
  LeadNote,
  LeadPacket,
  WebTrackingFilter,
  WebTrackingResponse,
} from '@client-admin/contracts/leads';
import type { LeadType } from '@client-admin/domain/leads/leads-constants';
import { LEADS_MESSAGES as M } from '@client-admin/domain/leads/leads-messages';
import { shouldPrependOngoing } from '@client-admin/domain/leads/ongoing-prepend';
import { portalMonthStartOf, rangeInstants } from '@client-admin/domain/range-bounds';
import type { MessageResponse } from '@client-admin/contracts/common';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import { assertClientAccess } from '../../plugins/access';
import type { RequestUser } from '../../plugins/auth';
import { checkClientFor, boundedPageMeta } from '../clients/clients.public';
import {
  toCallLogItem,
  toLead,
  toLeadNote,
  toLegPacket,
  toSalePacket,
  toWebLeadItem,
} from './leads-mapper';
import { loadSaleFor } from './lead-access';
import {
  deleteNoteRow,
  deliveriesOfSale,
  findCallLegBySale,
  findCallLegBySid,
  findCreditRequest,
  findLeadConsumer,
  findNote,
  findSale,
  insertNote,
  notesOfSale,
  ongoingCallLegs,
  searchCallLegs,
  searchWebLeads,
  type SaleRow,
  type TimeRange,
} from './leads.repository';

/**
 * The call log, the web lead list (lead tracking), a lead, its packet and its notes (issue 17,
 * decision 0032). A lead, to a client, is its sale: the lead's id and sessionId are the sale's.
 */

/** At most this many Ongoing calls are prepended to the first page. */
const MAX_PREPENDED = 5;

/**
 * A query's range as a half-open time range: a date is that New York day, a date-time that
 * instant (issue 36); from defaults to the first of the month (New York).
 */
const timeRangeOf = (
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): TimeRange => rangeInstants(query.from, query.to, portalMonthStartOf(now));

const searchOf = (search: string | undefined) => (search && search !== '' ? search : null);

/** GET api/leads/calls/search: a client's calls, an Ongoing one first (seed 001 §2). */
export async function searchCalls(
  db: Database,
  user: RequestUser,
  query: CallLogFilter,
  now: Date = new Date(),
): Promise<CallLogResponse> {
  const search = searchOf(query.search);
  const range = timeRangeOf(query, now);
  const prepend = shouldPrependOngoing({
    prependOngoingCalls: query.prependOngoingCalls,
    search,
    end: range.to,
    now,
  });
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, query.ClientId);
    const { rows, total } = await searchCallLegs(tx, {
      clientId: query.ClientId,
      ...range,
      search,
      excludeOngoing: prepend,
      sortBy: query.sortBy,
      limit: query.PageSize,
      offset: (query.pageNum - 1) * query.PageSize,
    });
    const ongoing =
      prepend && query.pageNum === 1
        ? await ongoingCallLegs(tx, query.ClientId, MAX_PREPENDED)
        : [];
    return {
      items: [
        ...ongoing.map((row) => toCallLogItem(row, true)),
        ...rows.map((row) => toCallLogItem(row)),
      ],
      metaData: boundedPageMeta(query.pageNum, query.PageSize, total),
    };
  });
}

/**
 * GET /api/leads/{clientId}/tracking/web: a client's web leads, latest delivery first, one row a
 * lead with its deliveries inside (issue 36, decision 0053).
 */
export async function getWebTracking(
  db: Database,
  user: RequestUser,
  clientId: number,
  query: WebTrackingFilter,
  now: Date = new Date(),
): Promise<WebTrackingResponse> {
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    const { rows, total } = await searchWebLeads(tx, {
      clientId,
      ...timeRangeOf(query, now),
      search: searchOf(query.search),
      sortBy: query.sortBy,
      limit: query.pageSize,
      offset: (query.pageNum - 1) * query.pageSize,
    });
    return {
      items: rows.map(toWebLeadItem),
      metaData: boundedPageMeta(query.pageNum, query.pageSize, total),
    };
  });
}

const leadTypeOf = (sale: SaleRow): LeadType => (sale.productTypeId === 2 ? 'Call' : 'Web');

/** GET /api/leads/{id}?leadType: a leadType that is not the lead's is a 400 naming it. */
export async function getLead(
  db: Database,
  user: RequestUser,
  id: number,
  leadType: LeadType | undefined,
): Promise<Lead> {
  return db.transaction(async (tx) => {
    const sale = await loadSaleFor(tx, user, id);
    if (leadType !== undefined && leadType !== leadTypeOf(sale)) {
      throw badRequest('leadType', M.leadTypeMismatch);
    }
    const leg = sale.productTypeId === 2 ? await findCallLegBySale(tx, sale.id) : null;
    return toLead(sale, leg, await findCreditRequest(tx, sale.id));
  });
}

/** GET /api/leads/{sessionId}/packet. */
export async function getLeadPacket(
  db: Database,
  user: RequestUser,
  sessionId: number,
): Promise<LeadPacket> {
  return db.transaction(async (tx) => {
    const sale = await loadSaleFor(tx, user, sessionId);
    const leg = sale.productTypeId === 2 ? await findCallLegBySale(tx, sale.id) : null;
    return toSalePacket(user, sale, await deliveriesOfSale(tx, sale.id), leg);
  });
}

/** GET /api/leads/calls/{outboundCallSid}/packet: the sale's packet, or the call's alone. */
export async function getCallPacket(
  db: Database,
  user: RequestUser,
  sid: string,
): Promise<LeadPacket> {
  return db.transaction(async (tx) => {
    const leg = await findCallLegBySid(tx, sid);
    if (!leg) throw notFound(M.callNotFound);
    assertClientAccess(user, leg.clientId);
    const sale = leg.saleId === null ? null : await findSale(tx, leg.saleId);
    if (sale) return toSalePacket(user, sale, await deliveriesOfSale(tx, sale.id), leg);
    return toLegPacket(leg, await findLeadConsumer(tx, leg.leadId));
  });
}

/** GET /api/leads/{sessionId}/notes: newest first. */
export async function getNotes(
  db: Database,
  user: RequestUser,
  sessionId: number,
): Promise<LeadNote[]> {
  return db.transaction(async (tx) => {
    const sale = await loadSaleFor(tx, user, sessionId);
    return (await notesOfSale(tx, sale.id)).map(toLeadNote);
  });
}

/** POST /api/leads/{sessionId}/notes. */
export async function addNote(
  db: Database,
  user: RequestUser,
  sessionId: number,
  note: string,
): Promise<LeadNote> {
  return db.transaction(async (tx) => {
    const sale = await loadSaleFor(tx, user, sessionId);
    const row = await insertNote(tx, {
      saleId: sale.id,
      clientId: sale.clientId,
      note,
      createdBy: user.id,
      createdByName: user.name || user.email,
    });
    return toLeadNote(row);
  });
}

/** DELETE /api/leads/notes/{id}: anyone who may see the lead may delete its notes. */
export async function deleteNote(
  db: Database,
  user: RequestUser,
  id: number,
): Promise<MessageResponse> {
  return db.transaction(async (tx) => {
    const note = await findNote(tx, id);
    if (!note) throw notFound(M.noteNotFound);
    assertClientAccess(user, note.clientId);
    await deleteNoteRow(tx, id);
    return { message: M.noteDeleted };
  });
}
