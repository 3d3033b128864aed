import type { ProductData, UpdateProductsRequest } from '@client-admin/contracts/billing-products';
import { PRODUCT_TYPES, type ProductType } from '@client-admin/domain/billing/billing-constants';
import { CARD_MESSAGES } from '@client-admin/domain/billing/cards/card-messages';
import {
  DEFAULT_PRODUCT_TERMS,
  productTermsErrors,
} from '@client-admin/domain/billing/product-terms';
import { nullableToCents, nullableToDollars, toCents, toDollars } from '@client-admin/domain/money';
import type { Database, Tx } from '../../../db/database';
import { badRequest } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { checkClientFor, loadClientFor } from '../../clients/clients.public';
import { findActiveCard } from '../cards/cards.repository';
import { balanceChanged } from '../recharge/recharge.service';
import { listProductTerms, upsertProductTerms, type ProductTermsRow } from './products.repository';

function toProductData(productId: ProductType, row: ProductTermsRow | undefined): ProductData {
  if (!row) {
    const d = DEFAULT_PRODUCT_TERMS;
    return {
      productId,
      paymentId: d.paymentId,
      paymentTerms: {
        method: d.paymentMethod,
        chargeDay: d.chargeDay,
        rechargeAmount: d.rechargeAmount,
        rechargeThreshold: d.rechargeThreshold,
      },
      spendLimit: d.spendLimit,
      billingType: d.billingType,
    };
  }
  return {
    productId,
    paymentId: row.cardId,
    paymentTerms: {
      method: row.paymentMethod,
      chargeDay: row.chargeDay,
      rechargeAmount: nullableToDollars(row.rechargeAmountCents),
      rechargeThreshold: toDollars(row.rechargeThresholdCents),
    },
    spendLimit: nullableToDollars(row.spendLimitCents),
    billingType: row.billingType,
  };
}

async function readProducts(tx: Tx, clientId: number): Promise<ProductData[]> {
  const rows = await listProductTerms(tx, clientId);
  return PRODUCT_TYPES.map((product) =>
    toProductData(
      product,
      rows.find((r) => r.productType === product),
    ),
  );
}

/** GET /api/Products/{id}: the client's terms per product (Web 1, Call 2), defaults until set. */
export async function getProducts(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<ProductData[]> {
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    return readProducts(tx, clientId);
  });
}

/**
 * PUT /api/Products/{id} (staff, every field): the payment terms of seed 002 §9 per product. A
 * chosen card must be the client's active card. Terms that now call for a recharge queue one.
 */
export async function updateProducts(
  db: Database,
  user: RequestUser,
  clientId: number,
  body: UpdateProductsRequest,
): Promise<ProductData[]> {
  body.forEach((product, index) => {
    const errors = productTermsErrors({
      paymentMethod: product.paymentTerms.method,
      chargeDay: product.paymentTerms.chargeDay,
      rechargeAmount: product.paymentTerms.rechargeAmount,
    });
    const [field, message] = Object.entries(errors)[0] ?? [];
    if (field && message) throw badRequest(`${index}.paymentTerms.${field}`, message);
  });
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, clientId, { lock: true });
    for (const [index, product] of body.entries()) {
      if (product.paymentId !== null && !(await findActiveCard(tx, clientId, product.paymentId))) {
        throw badRequest(`${index}.paymentId`, CARD_MESSAGES.cardNotFound);
      }
      await upsertProductTerms(tx, {
        clientId,
        productType: product.productId,
        paymentMethod: product.paymentTerms.method,
        chargeDay: product.paymentTerms.chargeDay,
        rechargeAmountCents: nullableToCents(product.paymentTerms.rechargeAmount),
        rechargeThresholdCents: toCents(product.paymentTerms.rechargeThreshold),
        cardId: product.paymentId,
        spendLimitCents: nullableToCents(product.spendLimit),
        billingType: product.billingType,
        updatedBy: user.id,
      });
      await balanceChanged(tx, clientId, product.productId as ProductType);
    }
    return readProducts(tx, clientId);
  });
}
