import { asc } from 'drizzle-orm';
import { PRODUCT_TYPES, type ProductType } from '@client-admin/domain/billing/billing-constants';
import type { Tx } from '../database';
import { clients } from '../schema/clients';
import { deposit, promo } from '../../modules/billing/ledger.service';
import { findBalanceCents } from '../../modules/billing/recharge/recharge.repository';
import { HOUR_MS, type HistoryEvent, type HistorySpan } from './demo-clock';
import type { SeededRandom } from './random';

/** The clients that get money in the demo: the demo logins' three and the next five. */
export const DEMO_BILLING_CLIENTS = 8;
/** Monthly budgets in dollars: each covers a month of the demo's leads at its prices. */
const BUDGETS = [600, 800, 1000] as const;
/** 09:00 UTC: deposits are made in the morning, after the night's monthly statements. */
const DEPOSIT_HOUR_MS = 9 * HOUR_MS;

interface Budget {
  clientId: number;
  productType: ProductType;
  cents: number;
}

const details = (at: number, description: string) => ({
  createdBy: 'system',
  description,
  createDate: new Date(at),
});

/** Each month's first day at the deposit hour, after the history's start and before now. */
function monthStarts(span: HistorySpan): number[] {
  const starts: number[] = [];
  const month = new Date(span.start);
  for (;;) {
    month.setUTCMonth(month.getUTCMonth() + 1, 1);
    const at = Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1) + DEPOSIT_HOUR_MS;
    if (at >= span.now) return starts;
    starts.push(at);
  }
}

/** Tops the balance up to the month's budget, as the client's monthly deposit. */
async function monthlyDeposit(tx: Tx, budget: Budget, at: number) {
  const amountCents =
    budget.cents - (await findBalanceCents(tx, budget.clientId, budget.productType));
  if (amountCents <= 0) return;
  await deposit(
    tx,
    { clientId: budget.clientId, productType: budget.productType, amountCents },
    {
      ...details(at, 'Monthly deposit'),
      cardCheckNumber: `${2000 + budget.clientId * 10 + budget.productType}`,
    },
  );
}

/**
 * The money of the demo's history (issue 16): at its start, each of the first clients deposits a
 * month's budget per product and gets the welcome promo, through the ledger's own functions;
 * on the first of each later month it tops its balance back up to the budget. The leads and calls
 * of the history are charged by the lead flow itself, and the monthly statements job writes the
 * statements of the months that close on the way (demo-history.ts).
 */
export async function demoBilling(
  tx: Tx,
  rnd: SeededRandom,
  span: HistorySpan,
): Promise<HistoryEvent[]> {
  const rows = await tx
    .select({ id: clients.id })
    .from(clients)
    .orderBy(asc(clients.id))
    .limit(DEMO_BILLING_CLIENTS);
  const budgets: Budget[] = rows.flatMap(({ id: clientId }) =>
    PRODUCT_TYPES.map((productType) => ({
      clientId,
      productType,
      cents: rnd.pick(BUDGETS) * 100,
    })),
  );
  const opening = span.start + DEPOSIT_HOUR_MS;
  for (const budget of budgets) {
    await deposit(
      tx,
      { clientId: budget.clientId, productType: budget.productType, amountCents: budget.cents },
      {
        ...details(opening, 'Opening deposit'),
        cardCheckNumber: `${1000 + budget.clientId * 10 + budget.productType}`,
      },
    );
    await promo(
      tx,
      { clientId: budget.clientId, productType: budget.productType, amountCents: 2500 },
      { ...details(opening + HOUR_MS, 'Welcome promo'), promoCode: 'WELCOME25' },
    );
  }
  return monthStarts(span).flatMap((at) =>
    budgets.map((budget) => ({ at, run: () => monthlyDeposit(tx, budget, at) })),
  );
}
