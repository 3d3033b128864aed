import { PRODUCT_NAMES, isProductType } from '@client-admin/domain/billing/billing-constants';
import { TRANSACTION_TYPES, type MovementKind } from '@client-admin/domain/billing/movement-kinds';

const TYPE_NAMES = new Map(TRANSACTION_TYPES.map((type) => [type.code, type.description]));

/** 'Deposit (check or cash)' for DEPOSIT... */
export const typeLabel = (code: MovementKind): string => TYPE_NAMES.get(code) ?? code;

/** 'Web' for 1, 'Call' for 2. */
export const productLabel = (product: number): string =>
  isProductType(product) ? PRODUCT_NAMES[product] : String(product);
