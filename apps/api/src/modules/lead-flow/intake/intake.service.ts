import type { IntakeLeadResponse, intakeLeadBody } from '@client-admin/contracts/lead-flow';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import { INTAKE_MESSAGES as M } from '@client-admin/domain/lead-flow/intake-messages';
import {
  changedIntakeFields,
  type IntakeLeadData,
} from '@client-admin/domain/lead-flow/intake-retry';
import type { Lead } from '@client-admin/domain/lead-flow/lead';
import type { QuoteType } from '@client-admin/domain/quote-types';
import type { Database, Tx } from '../../../db/database';
import type { TtlCache } from '../../../cache/ttl-cache';
import { retryingConflicts } from '../../../db/transient-errors';
import { badRequest, HttpError } from '../../../errors';
import { routeAndSell } from '../routing/route-and-sell.service';
import { DecisionCarry } from '../routing/decision-carry';
import { candidatesOf } from '../routing/candidate-reader';
import {
  countSales,
  findVendorLead,
  insertLead,
  insertLeads,
  type LeadRow,
} from './lead-intake.repository';
import { LaneBatches } from './lane-batches';
import { MarketLanes, marketOf } from './market-lanes';
import { zipPlace } from '../../geography/geography.public';

/** The body as validated (defaults applied). */
type IntakeLeadInput = z.output<typeof intakeLeadBody>;

export interface IntakeResult {
  answer: IntakeLeadResponse;
  /** True when the vendor had posted this lead id before: the answer is the first one's. */
  replayed: boolean;
}

/** The lead as the matching rules see it. */
export const toDomainLead = (row: LeadRow): Lead => ({
  productId: PRODUCT_IDS.WEB,
  quoteType: row.quoteType as QuoteType,
  zipCode: row.zipCode,
  stateAbbreviation: row.stateAbbreviation,
  county: row.county,
  isBundle: false,
  isCombo: false,
  callType: null,
  consumer: row.consumer.answers ?? {},
  receivedAt: row.receivedAt,
});

const answerOf = (row: LeadRow, buyers: number): IntakeLeadResponse => ({
  leadId: row.id,
  vendorLeadId: row.vendorLeadId,
  receivedAt: row.receivedAt.toISOString(),
  status: buyers > 0 ? 'sold' : 'unsold',
  buyers,
});

type Place = NonNullable<Awaited<ReturnType<typeof zipPlace>>>;

/** A posted lead as its market's lane takes it. */
export interface QueuedLead {
  vendorId: number;
  body: IntakeLeadInput;
  place: Place;
}

/** The lead's own data as posted: what a retry under its vendor lead id must repeat. */
const leadDataOf = (body: IntakeLeadInput): IntakeLeadData => ({
  productTypeId: body.productTypeId,
  quoteType: body.quoteType,
  zipCode: body.zip,
  consumer: {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phone: body.phone,
    answers: Object.fromEntries(body.answers.map((a) => [a.question, a.answer])),
  },
});

const rowValues = (queued: QueuedLead, now: Date) => ({
  vendorId: queued.vendorId,
  vendorLeadId: queued.body.vendorLeadId,
  ...leadDataOf(queued.body),
  ...queued.place,
  receivedAt: now,
});

/**
 * The answer to a posted lead once its insert is done: `row` the lead it inserted, routed and
 * sold now; null when the vendor had posted its id before, a retry: the same lead data answers
 * the first answer, other data reuses the id (a 422).
 */
async function answerFor(
  tx: Tx,
  queued: QueuedLead,
  row: LeadRow | null,
  carry?: DecisionCarry,
): Promise<IntakeResult> {
  if (!row) {
    const first = (await findVendorLead(tx, queued.vendorId, queued.body.vendorLeadId))!;
    if (changedIntakeFields(first, leadDataOf(queued.body)).length > 0) {
      throw new HttpError(422, M.vendorLeadIdReused, { vendorLeadId: M.vendorLeadIdReused });
    }
    return { answer: answerOf(first, await countSales(tx, first.id)), replayed: true };
  }
  const buyers = await routeAndSell(tx, row.id, toDomainLead(row), carry);
  return { answer: answerOf(row, buyers), replayed: false };
}

async function intakeIn(tx: Tx, queued: QueuedLead, now: Date): Promise<IntakeResult> {
  return answerFor(tx, queued, await insertLead(tx, rowValues(queued, now)));
}

/**
 * A turn's leads, inserted by one statement, then routed and sold one after another in arrival
 * order, each decision reading what the ones before it left (DecisionCarry). A vendor lead id
 * posted twice in the turn is inserted once: the second post is its retry.
 */
async function intakeTogether(tx: Tx, queued: readonly QueuedLead[], now: Date) {
  const keyOf = (vendorId: number, vendorLeadId: string) => `${vendorId}:${vendorLeadId}`;
  const inserted = new Map(
    (
      await insertLeads(
        tx,
        queued.map((lead) => rowValues(lead, now)),
      )
    ).map((row) => [keyOf(row.vendorId, row.vendorLeadId), row]),
  );
  const carry = new DecisionCarry(candidatesOf);
  const answers: IntakeResult[] = [];
  for (const lead of queued) {
    const key = keyOf(lead.vendorId, lead.body.vendorLeadId);
    const row = inserted.get(key) ?? null;
    inserted.delete(key);
    answers.push(await answerFor(tx, lead, row, carry));
  }
  return answers;
}

type Clock = () => Date;

/** One lead in a transaction of its own, run again when the database chose it as a victim. */
const decideOne = (db: Database, clock: Clock, lead: QueuedLead) =>
  retryingConflicts(() => db.transaction((tx) => intakeIn(tx, lead, clock())));

/**
 * A lane's queued leads decided in one transaction, one after another in arrival order, each
 * decision reading what the ones before it left (DecisionCarry, decision 0063). Any failure
 * rolls the whole batch back and each lead is decided alone, as if it had come alone: a lead's
 * refusal (a reused vendor lead id) or a database fault then fails that lead only.
 */
export async function decideTogether(
  db: Database,
  log: FastifyBaseLogger,
  clock: Clock,
  leads: readonly QueuedLead[],
): Promise<PromiseSettledResult<IntakeResult>[]> {
  const settledOne = (lead: QueuedLead) =>
    decideOne(db, clock, lead).then(
      (value): PromiseSettledResult<IntakeResult> => ({ status: 'fulfilled', value }),
      (reason: unknown): PromiseSettledResult<IntakeResult> => ({ status: 'rejected', reason }),
    );
  if (leads.length === 1) return [await settledOne(leads[0]!)];
  try {
    const answers = await retryingConflicts(() =>
      db.transaction((tx) => intakeTogether(tx, leads, clock())),
    );
    return answers.map((value) => ({ status: 'fulfilled', value }));
  } catch (err) {
    // A refused lead is its own answer; anything else is worth an operator's look.
    if (!(err instanceof HttpError))
      log.warn({ err }, 'an intake turn failed: its leads decided one by one');
    const settled: PromiseSettledResult<IntakeResult>[] = [];
    for (const lead of leads) settled.push(await settledOne(lead));
    return settled;
  }
}

/** The intake's market lanes (decision 0061), each turn deciding the leads queued in it. */
export type IntakeLanes = LaneBatches<QueuedLead, IntakeResult>;

export const intakeLanes = (
  db: Database,
  log: FastifyBaseLogger,
  clock: Clock = () => new Date(),
): IntakeLanes =>
  new LaneBatches(new MarketLanes(), (leads) => decideTogether(db, log, clock, leads));

/** What the intake needs beside the request: the database, the app's cache and its lanes. */
export interface IntakeDeps {
  db: Database;
  cache: TtlCache;
  lanes: IntakeLanes;
}

/** A zip's place never changes (the geography is reference data): a day in the app's cache. */
const PLACE_TTL_MS = 24 * 60 * 60 * 1000;

/** The zip's state and county, from the cache, else read once (null: a zip we do not know). */
const placeOf = (deps: IntakeDeps, zip: string) =>
  deps.cache.getOrLoad(
    `zip-place:${zip}`,
    () => deps.db.transaction((tx) => zipPlace(tx, zip)),
    PLACE_TTL_MS,
  );

/**
 * POST /api/intake/leads (decision 0030) for the vendor its key named: the zip's place, the
 * lead, its routing, sales, charges and deliveries, in one transaction; idempotent on the vendor's lead id:
 * a retry with the same lead data answers the first answer, other data under that id is a 422.
 * The lead waits its turn in its market's lane (decision 0061), before it takes a pooled
 * connection, and is decided with the leads queued there beside it (decision 0063).
 */
export async function intakeLead(
  deps: IntakeDeps,
  vendorId: number,
  body: IntakeLeadInput,
): Promise<IntakeResult> {
  const place = await placeOf(deps, body.zip);
  if (!place) throw badRequest('zip', M.unknownZip);
  const market = marketOf({ ...body, state: place.stateAbbreviation });
  return deps.lanes.submit(market, { vendorId, body, place });
}
