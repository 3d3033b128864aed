import { billingCalls } from '@client-admin/contracts/billing.calls';
import type {
  CreateGroupBalanceTransferRequest,
  CreateTransactionRequest,
  CreateTransferRequest,
  LedgerResult,
  RefundRequest,
} from '@client-admin/contracts/billing';
import { fillPath } from '@client-admin/contracts/call-table';
import { creditsCalls } from '@client-admin/contracts/credits.calls';
import { reactivationCalls } from '@client-admin/contracts/reactivation.calls';
import type {
  BeginReactivationAnswer,
  BeginReactivationRequest,
} from '@client-admin/contracts/reactivation';
import { CUSTOM_PROMO_CODE } from '@client-admin/domain/billing/promos';
import type { Fixtures, ReactivatingClient } from './fixtures';
import { CHECKS, type OperationKind } from './outcomes';
import type { Random } from './random';
import type { Login } from './tokens';

/** One money request: sent with its key, perhaps several times, perhaps with another body. */
export interface Operation {
  kind: OperationKind;
  login: Login;
  method: 'POST';
  path: string;
  body: unknown;
  /** The same key with this instead (another body, or another path): must answer 422. */
  other: { path: string; body: unknown };
  /** The ledger transactions an acknowledged answer names. */
  transactionsOf: (body: unknown) => number[];
  /** A probe of a rule: acknowledging it is a finding of that check. */
  mustRefuse?: { check: string; detail: string };
  /** The sale a credit approval decides. */
  saleId?: number;
  /** The key of an earlier request sent again (a deferred reactivation); else a new one. */
  key?: string;
  /** Sent once only (a deferred reactivation: its retry is the point). */
  single?: boolean;
  /** What the run learns from the first acknowledged answer, or from a final refusal. */
  onAck?: (body: unknown) => void;
  onRefused?: (status: number, key: string) => void;
}

/** Money that came in during the run and may be refunded: a deposit or a reactivation charge. */
export interface Refundable {
  clientId: number;
  productType: 1 | 2;
  transactionId: number;
  amountCents: number;
}

/** What callers share: refundable money, reactivations to retry later, credits to approve. */
export class RunState {
  readonly deposits: Refundable[] = [];
  readonly cardCharges: Refundable[] = [];
  /** Reactivations refused (409) or unanswered: sent again later with the same key and body. */
  readonly deferred = new Map<number, { key: string; body: BeginReactivationRequest }[]>();
  readonly credits: Fixtures['credits'];
  /** Clients that staff must set INACTIVE again after a reactivation. */
  readonly toDeactivate = new Set<number>();

  constructor(readonly fixtures: Fixtures) {
    this.credits = [...fixtures.credits];
  }
}

const ledgerIds = (body: unknown): number[] => [
  ...new Set(((body as LedgerResult | null)?.items ?? []).map((item) => item.Id)),
];
const reactivationIds = (body: unknown): number[] =>
  ((body as BeginReactivationAnswer | null)?.products ?? [])
    .map((p) => p.ledgerTransactionId)
    .filter((id): id is number => id !== null);

/** Dollars with cents, between the bounds. */
const dollars = (rng: Random, min: number, max: number) =>
  Math.round((min + rng.next() * (max - min)) * 100) / 100;
const product = (rng: Random): 1 | 2 => (rng.chance(0.5) ? 1 : 2);
/** Another body: one cent more (the same key with it must be refused). */
const oneCentMore = <T extends { Amount: number }>(body: T): T => ({
  ...body,
  Amount: Math.round(body.Amount * 100 + 1) / 100,
});

type Builder = (rng: Random, state: RunState) => Operation | null;

const MANUAL: Record<'deposit' | 'credit' | 'charge' | 'promo', [string, number, number]> = {
  deposit: ['DEPOSIT', 50, 500],
  credit: ['CREDIT', 1, 50],
  charge: ['CHARGE', 1, 20],
  promo: ['PROMO', 5, 25],
};

function manual(kind: keyof typeof MANUAL, createDate?: string): Builder {
  return (rng, state) => {
    const { clientId } = rng.pick(state.fixtures.pool);
    const [typeCode, min, max] = MANUAL[kind];
    const body: CreateTransactionRequest = {
      Amount: dollars(rng, min, max),
      ClientId: clientId,
      Description: `bank test ${kind}`,
      Service: product(rng),
      TypeCode: typeCode as CreateTransactionRequest['TypeCode'],
      ...(kind === 'promo' ? { PromoCode: CUSTOM_PROMO_CODE } : {}),
      ...(createDate ? { CreateDate: createDate } : {}),
    };
    const path = fillPath(billingCalls.createTransaction.path, { clientId });
    return {
      kind: createDate ? 'probe: far CreateDate' : kind,
      login: state.fixtures.staff,
      method: billingCalls.createTransaction.method,
      path,
      body,
      other: { path, body: oneCentMore(body) },
      transactionsOf: ledgerIds,
      ...(createDate
        ? {
            mustRefuse: {
              check: CHECKS.createDate,
              detail: `client ${clientId}: a DEPOSIT dated ${createDate.slice(0, 10)}`,
            },
          }
        : {}),
      onAck: (answer) => {
        if (kind !== 'deposit' || createDate) return;
        const [id] = ledgerIds(answer);
        if (id !== undefined) {
          state.deposits.push({
            clientId,
            productType: body.Service as 1 | 2,
            transactionId: id,
            amountCents: Math.round(body.Amount * 100),
          });
        }
      },
    };
  };
}

const transfer: Builder = (rng, state) => {
  const { clientId } = rng.pick(state.fixtures.pool);
  const source = product(rng);
  const body: CreateTransferRequest = {
    Amount: dollars(rng, 1, 30),
    ClientId: clientId,
    Description: 'bank test transfer',
    Source: source,
    Target: source === 1 ? 2 : 1,
  };
  const path = fillPath(billingCalls.createTransfer.path, { clientId });
  return {
    kind: 'transfer',
    login: state.fixtures.staff,
    method: billingCalls.createTransfer.method,
    path,
    body,
    other: { path, body: oneCentMore(body) },
    transactionsOf: ledgerIds,
  };
};

function groupTransfer(across: boolean): Builder {
  return (rng, state) => {
    const pairs = across ? state.fixtures.crossPairs : state.fixtures.groupPairs;
    if (pairs.length === 0) return null;
    const [source, target] = rng.pick(pairs);
    const body: CreateGroupBalanceTransferRequest = {
      Amount: dollars(rng, 1, 30),
      TargetClientId: target,
      Service: product(rng),
      Description: across ? 'bank test: across parent companies' : 'bank test group transfer',
    };
    const path = fillPath(billingCalls.createGroupBalanceTransfer.path, { id: source });
    return {
      kind: across ? 'probe: group across parents' : 'group transfer',
      login: state.fixtures.staff,
      method: billingCalls.createGroupBalanceTransfer.method,
      path,
      body,
      other: { path, body: oneCentMore(body) },
      transactionsOf: ledgerIds,
      ...(across
        ? {
            mustRefuse: {
              check: CHECKS.acrossParents,
              detail: `from client ${source} to ${target} (another parent company)`,
            },
          }
        : {}),
    };
  };
}

function refund(toCard: boolean): Builder {
  return (rng, state) => {
    const from = toCard ? state.cardCharges : state.deposits;
    if (from.length === 0) return null;
    const original = rng.pick(from);
    const body: RefundRequest = {
      ClientId: original.clientId,
      TransactionId: original.transactionId,
      Amount: dollars(rng, 1, Math.min(20, original.amountCents / 100)),
      Description: toCard ? 'bank test card refund' : 'bank test refund',
    };
    const path = fillPath(billingCalls.refund.path, { serviceTypeId: original.productType });
    return {
      kind: toCard ? 'card refund' : 'refund',
      login: state.fixtures.staff,
      method: billingCalls.refund.method,
      path,
      body,
      other: { path, body: oneCentMore(body) },
      transactionsOf: ledgerIds,
    };
  };
}

const ADDRESS = { address1: '9 Elm St', address2: '', city: 'Austin', state: 'TX', zip: '78701' };

function reactivationBody(rng: Random, client: ReactivatingClient): BeginReactivationRequest {
  const both = rng.chance(0.7);
  const web = {
    productType: 1,
    cardId: client.goodCardId,
    depositAmount: rng.int(100, 250),
    channelIds: [client.channels[1][0]!],
  };
  // Now and then the second deposit is declined: the first one's charge must then be voided.
  const call = {
    productType: 2,
    cardId: rng.chance(0.1) ? client.badCardId : client.goodCardId,
    depositAmount: rng.int(100, 200),
    channelIds: [client.channels[2][0]!],
  };
  return { clientId: client.clientId, address: ADDRESS, products: both ? [web, call] : [web] };
}

/** Self-service reactivation as the inactive client's own user; staff deactivate it after. */
const reactivation: Builder = (rng, state) => {
  if (state.fixtures.reactivating.length === 0) return null;
  const client = rng.pick(state.fixtures.reactivating);
  const waiting = state.deferred.get(client.clientId) ?? [];
  const retry = waiting.length > 0 && rng.chance(0.5) ? waiting.shift() : undefined;
  const body = retry?.body ?? reactivationBody(rng, client);
  const first = body.products[0]!;
  const other = {
    ...body,
    products: [
      { ...first, depositAmount: Number(first.depositAmount) + 1 },
      ...body.products.slice(1),
    ],
  };
  return {
    kind: retry ? 'reactivation retry' : 'reactivation',
    login: client.login,
    method: reactivationCalls.begin.method,
    path: reactivationCalls.begin.path,
    body,
    other: { path: reactivationCalls.begin.path, body: other },
    transactionsOf: reactivationIds,
    ...(retry ? { key: retry.key, single: true } : {}),
    onAck: (answer) => {
      for (const p of (answer as BeginReactivationAnswer).products) {
        if (p.ledgerTransactionId === null || p.depositAmount <= 0) continue;
        state.cardCharges.push({
          clientId: client.clientId,
          productType: p.productType as 1 | 2,
          transactionId: p.ledgerTransactionId,
          amountCents: Math.round(p.depositAmount * 100),
        });
      }
      state.toDeactivate.add(client.clientId);
    },
    onRefused: (status, key) => {
      if (status === 409 || status === 0 || status === 503) {
        const list = state.deferred.get(client.clientId) ?? [];
        list.push({ key, body });
        state.deferred.set(client.clientId, list);
        // A client left active by a lost deactivation would refuse every reactivation.
        state.toDeactivate.add(client.clientId);
      }
    },
  };
};

const creditApproval: Builder = (_rng, state) => {
  const credit = state.credits.shift();
  if (!credit) return null;
  const path = fillPath(creditsCalls.approveCredit.path, {
    id: credit.saleId,
    product: credit.product,
  });
  const otherPath = fillPath(creditsCalls.approveCredit.path, {
    id: credit.saleId,
    product: credit.product === '1' ? '2' : '1',
  });
  return {
    kind: 'credit approval',
    login: state.fixtures.staff,
    method: creditsCalls.approveCredit.method,
    path,
    body: undefined,
    other: { path: otherPath, body: undefined },
    transactionsOf: () => [],
    saleId: credit.saleId,
  };
};

/** How often each kind is chosen (a kind with nothing to act on falls back to a deposit). */
const WEIGHTS: Record<OperationKind, number> = {
  deposit: 18,
  credit: 6,
  charge: 6,
  promo: 3,
  transfer: 14,
  'group transfer': 14,
  refund: 10,
  'card refund': 4,
  reactivation: 14,
  'reactivation retry': 0,
  'credit approval': 2,
  'probe: group across parents': 2,
  'probe: far CreateDate': 2,
};

const BUILDERS: Record<OperationKind, Builder> = {
  deposit: manual('deposit'),
  credit: manual('credit'),
  charge: manual('charge'),
  promo: manual('promo'),
  transfer,
  'group transfer': groupTransfer(false),
  refund: refund(false),
  'card refund': refund(true),
  reactivation,
  'reactivation retry': reactivation,
  'credit approval': creditApproval,
  'probe: group across parents': groupTransfer(true),
  'probe: far CreateDate': (rng, state) =>
    manual('deposit', rng.chance(0.5) ? '1900-01-01T00:00:00Z' : '9999-12-31T00:00:00Z')(
      rng,
      state,
    ),
};

/** Chooses a caller's next money request; `newKey` makes an Idempotency-Key when it needs one. */
export function nextOperation(
  rng: Random,
  state: RunState,
  newKey: () => string,
): Operation & { key: string } {
  const op = BUILDERS[rng.weighted(WEIGHTS)](rng, state) ?? BUILDERS.deposit(rng, state)!;
  return { ...op, key: op.key ?? newKey() };
}
