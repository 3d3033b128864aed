import type { BillingTypeItem, PromoItem } from '@client-admin/contracts/billing-money';
import { BILLING_TYPE_LIST } from '@client-admin/domain/billing/product-terms';
import { PROMO_MESSAGES as P, promoAmountError } from '@client-admin/domain/billing/promos';
import { nullableToDollars } from '@client-admin/domain/money';
import type { Database, Tx } from '../../../db/database';
import { badRequest } from '../../../errors';
import { findPromo, listPromos } from './promos.repository';

/** GET /api/billing/billingTypes: the one list of packages/domain. */
export const getBillingTypes = (): BillingTypeItem[] => BILLING_TYPE_LIST.map((t) => ({ ...t }));

/** GET /api/clients/promos (any login; decision 0040): the promos table, in the seed's order. */
export async function getPromos(db: Database): Promise<PromoItem[]> {
  const rows = await db.transaction((tx) => listPromos(tx));
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    amount: nullableToDollars(r.amountCents),
  }));
}

/**
 * A PROMO transaction names a known promo (400 naming PromoCode) and moves its amount (the
 * custom promo: any amount; else 400 naming Amount).
 */
export async function checkPromo(
  tx: Tx,
  code: string | null | undefined,
  amountCents: number,
): Promise<void> {
  if (!code) throw badRequest('PromoCode', P.codeRequired);
  const promo = await findPromo(tx, code);
  if (!promo) throw badRequest('PromoCode', P.unknownCode);
  const fault = promoAmountError(promo, amountCents);
  if (fault) throw badRequest('Amount', fault);
}
