import { asc } from 'drizzle-orm';
import { PRODUCT_TYPES } from '@client-admin/domain/billing/billing-constants';
import type { Tx } from '../database';
import { clients } from '../schema/clients';
import { lastClosedMonthStart } from '@client-admin/domain/billing/statements/statement-periods';
import { deposit, leadCharge, promo } from '../../modules/billing/ledger.service';
import { writeMonthStatement } from '../../modules/billing/statements/statement-writer';
import type { SeededRandom } from './random';

/** The clients that get money in the demo: the demo logins' three and the next five. */
export const DEMO_BILLING_CLIENTS = 8;
const HOUR_MS = 3_600_000;
const DEPOSITS = [250, 500, 1000] as const;
const LEAD_PRICES = [1125, 1500, 900, 1200] as const;

/**
 * Deposits, a welcome promo and a few lead charges per product for the first clients, through
 * the ledger's own functions, so balances and transactions are not empty. Times lie in the
 * hours before `now`, oldest first. Each also gets last month's statement (decision 0038), as the
 * monthly job would have written it, so the statements screen is not empty.
 */
export async function seedDemoBilling(tx: Tx, rnd: SeededRandom, now: number): Promise<void> {
  const rows = await tx
    .select({ id: clients.id })
    .from(clients)
    .orderBy(asc(clients.id))
    .limit(DEMO_BILLING_CLIENTS);
  const details = (hoursAgo: number, description: string) => ({
    createdBy: 'system',
    description,
    createDate: new Date(now - hoursAgo * HOUR_MS),
  });
  for (const { id: clientId } of rows) {
    for (const productType of PRODUCT_TYPES) {
      const depositDollars = rnd.pick(DEPOSITS);
      await deposit(
        tx,
        { clientId, productType, amountCents: depositDollars * 100 },
        {
          ...details(12, 'Opening deposit'),
          cardCheckNumber: `${1000 + clientId * 10 + productType}`,
        },
      );
      await promo(
        tx,
        { clientId, productType, amountCents: 2500 },
        { ...details(11, 'Welcome promo'), promoCode: 'WELCOME25' },
      );
      const charges = rnd.int(1, 3);
      for (let i = 0; i < charges; i++) {
        await leadCharge(
          tx,
          { clientId, productType, amountCents: rnd.pick(LEAD_PRICES) },
          details(10 - i, productType === 1 ? 'Web lead' : 'Call lead'),
        );
      }
    }
    await writeMonthStatement(tx, clientId, lastClosedMonthStart(new Date(now)), new Date(now));
  }
}
