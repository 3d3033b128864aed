import type { z } from 'zod';
import type { PageMeta } from '@client-admin/contracts/common';
import type {
  PendingSignup,
  pendingSignupsQuery,
  Promotion,
  Signup,
  SignupFields,
  updateSignupRequest,
} from '@client-admin/contracts/signup';
import { DEFAULT_TIME_ZONE } from '@client-admin/domain/constants';
import { localMoment } from '@client-admin/domain/local-clock';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import {
  activationDateOrTomorrow,
  afterChannelRemoved,
  withConsentCarrier,
} from '@client-admin/domain/signup/signup-lifecycle';
import { SIGNUP_MESSAGES as M } from '@client-admin/domain/signup/signup-messages';
import { canSaveSignup } from '@client-admin/domain/signup/signup-steps';
import type { SignupRuleFlags } from '@client-admin/domain/signup/signup-errors';
import type { TtlCache } from '../../cache/ttl-cache';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { getPromos } from '../billing/billing.public';
import { normaliseDraftFilters } from '../channels/channels.public';
import { boundedPageMeta, pageOffset } from '../clients/clients.public';
import { consentCompanyExists } from '../consent/consent.public';
import { flagValueOf, loadFlags } from '../features/features.public';
import { parentCompanyExists } from '../options/options.public';
import { loadFilterCatalogue } from '../packages/packages.public';
import { listColumns, toPendingSignup, toSignup } from './signup-mapper';
import { describeChannel } from './signup-validation';
import {
  deleteSignup as removeSignup,
  findSignup,
  insertSignup,
  listPendingSignups,
  updateSignup as writeSignup,
  type SignupRow,
} from './signup.repository';

export interface SignupDeps {
  db: Database;
  cache: TtlCache;
}

/** The flags the step rules read, for the signup's parent company and client type. */
export async function ruleFlagsFor(
  deps: SignupDeps,
  fields: SignupFields,
): Promise<SignupRuleFlags> {
  const flags = await loadFlags(deps.db, deps.cache);
  const subject = {
    clientId: null,
    carrier: fields.client.parentCompany || null,
    clientType: fields.client.clientType,
  };
  return { medicareConsent: flagValueOf(flags, 'MedicareConsent', subject) };
}

const answer = async (deps: SignupDeps, row: SignupRow) =>
  toSignup(row, await ruleFlagsFor(deps, row.fields));

/** 404 with the seed's text when the signup is gone (seed 002 §8). */
export async function loadSignup(tx: Tx, id: number, lock = false): Promise<SignupRow> {
  const row = await findSignup(tx, id, { lock });
  if (!row) throw notFound(M.expired);
  return row;
}

/**
 * Names a parent company and a consent carrier the database knows, and filters of types it knows
 * (400 naming the field); answers the fields with the filters as the catalogue names them.
 */
async function checkReferences(tx: Tx, fields: SignupFields): Promise<SignupFields> {
  const company = fields.client.parentCompany;
  if (company && !(await parentCompanyExists(tx, company))) {
    throw badRequest('client.parentCompany', 'Unknown parent company');
  }
  const consent = fields.consentCompanyId;
  if (consent !== null && !(await consentCompanyExists(tx, consent))) {
    throw badRequest('consentCompanyId', 'Unknown consent company');
  }
  const clientQuoteTypes = [];
  for (const [i, entry] of fields.clientQuoteTypes.entries()) {
    const filters = await normaliseDraftFilters(tx, entry.filters, `clientQuoteTypes.${i}.filters`);
    clientQuoteTypes.push({ ...entry, filters });
  }
  return { ...fields, clientQuoteTypes };
}

/**
 * The lifecycle rules of seed 002 §4 on a save: a consent carrier newly chosen turns immediate
 * activation off and clears the date; the empty date becomes tomorrow (New York); a product
 * whose last channel went has its deposit back to 0 and its recharge to 100.
 */
export function applyLifecycle(
  previous: SignupFields | null,
  next: SignupFields,
  now: Date,
): SignupFields {
  let fields = next;
  if (fields.consentCompanyId !== null && fields.consentCompanyId !== previous?.consentCompanyId) {
    fields = withConsentCarrier(fields, fields.consentCompanyId);
  }
  const today = localMoment(now, DEFAULT_TIME_ZONE).date;
  fields = { ...fields, activationDate: activationDateOrTomorrow(fields.activationDate, today) };
  if (!previous) return fields;
  const productsOf = (f: SignupFields) =>
    new Set(f.clientQuoteTypes.map((entry) => describeChannel(entry).productTypeId));
  const had = productsOf(previous);
  const has = productsOf(fields);
  for (const product of [1, 2] as const satisfies ProductType[]) {
    if (!had.has(product) || has.has(product)) continue;
    const money = afterChannelRemoved(
      {
        channels: fields.clientQuoteTypes.map((e) => describeChannel(e)),
        deposits: fields.deposits,
        webRechargeAmount: fields.webRechargeAmount,
        callRechargeAmount: fields.callRechargeAmount,
      },
      product,
    );
    fields = {
      ...fields,
      deposits: { '1': money.deposits[1] ?? 0, '2': money.deposits[2] ?? 0 },
      webRechargeAmount: money.webRechargeAmount,
      callRechargeAmount: money.callRechargeAmount,
    };
  }
  return fields;
}

/** POST /api/sales: a new draft, its sales person the caller. */
export async function createSignup(
  deps: SignupDeps,
  user: RequestUser,
  body: SignupFields,
  now: Date = new Date(),
): Promise<Signup> {
  const flags = await ruleFlagsFor(deps, body);
  const row = await deps.db.transaction(async (tx) => {
    const fields = await checkReferences(tx, applyLifecycle(null, body, now));
    return insertSignup(tx, {
      fields,
      ...listColumns(fields, flags),
      salesPersonEmail: user.email,
      createdBy: user.id,
    });
  });
  return toSignup(row, flags);
}

/** GET /api/sales/{id}. */
export async function getSignup(deps: SignupDeps, id: number): Promise<Signup> {
  const row = await deps.db.transaction((tx) => loadSignup(tx, id));
  return answer(deps, row);
}

/** PUT /api/sales/update: the whole document again; a signed one is 409 'IO Already Signed'. */
export async function updateSignup(
  deps: SignupDeps,
  body: z.output<typeof updateSignupRequest>,
  now: Date = new Date(),
): Promise<Signup> {
  const { id, ...next } = body;
  const row = await deps.db.transaction(async (tx) => {
    const stored = await loadSignup(tx, id, true);
    if (!canSaveSignup(stored.status)) throw conflict(M.alreadySigned);
    const fields = await checkReferences(tx, applyLifecycle(stored.fields, next, now));
    const flags = await ruleFlagsFor(deps, fields);
    return writeSignup(tx, id, { fields, ...listColumns(fields, flags) });
  });
  return answer(deps, row);
}

/** GET /api/sales/pending: not yet signed, latest update first, 100 a page (seed 002 §9). */
export async function getPendingSignups(
  db: Database,
  query: z.output<typeof pendingSignupsQuery>,
): Promise<{ items: PendingSignup[]; metaData: PageMeta }> {
  const { rows, counted } = await db.transaction((tx) =>
    listPendingSignups(tx, {
      search: query.search || undefined,
      sortBy: query.sortBy,
      offset: pageOffset(query.page, query.size),
      limit: query.size,
    }),
  );
  return {
    items: rows.map(toPendingSignup),
    metaData: boundedPageMeta(query.page, query.size, counted),
  };
}

/** DELETE /api/sales/{id}: a signed signup made a client and stays (409). */
export async function deleteSignup(db: Database, id: number): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const row = await loadSignup(tx, id, true);
    if (row.status === 'SIGNED') throw conflict(M.alreadySigned);
    await removeSignup(tx, id);
  });
  return { message: 'Signup deleted' };
}

/** GET /api/sales/promotions/{parentCompany}: the promos, for a parent company we know. */
export async function getPromotions(db: Database, parentCompany: string): Promise<Promotion[]> {
  const known = await db.transaction((tx) => parentCompanyExists(tx, parentCompany));
  if (!known) throw notFound('Unknown parent company');
  const promos = await getPromos(db);
  return promos.map((p) => ({ promoId: p.code, promoName: p.name }));
}

/** GET /api/sales/filter-types: what a signup's channel may filter on (the packages' catalogue). */
export async function getFilterTypes(db: Database) {
  const catalogue = await db.transaction((tx) => loadFilterCatalogue(tx));
  return catalogue.response;
}
