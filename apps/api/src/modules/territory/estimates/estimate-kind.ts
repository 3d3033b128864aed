import type { EstimateKind } from '@client-admin/domain/territory/lead-estimate';
import { QUOTE_TYPES, type QuoteType } from '@client-admin/domain/quote-types';
import type { Tx } from '../../../db/database';
import { badRequest } from '../../../errors';
import { findPackageRow } from '../../packages/packages.public';

const PACKAGE_MESSAGE = 'Choose a package';

/** The kind of a channel or request: its quote type, and product 2 (Call) or else 1 (Web). */
export const estimateKindOf = (quoteType: string, productTypeId: number): EstimateKind => ({
  quoteType: quoteType as QuoteType,
  productTypeId: productTypeId === 2 ? 2 : 1,
});

/** What an estimate is of: the package's quote type and product, else the ones sent. */
export async function estimateKind(
  tx: Tx,
  sent: { packageId?: string | null; quoteType?: string; productTypeId?: number },
  field = 'packageId',
): Promise<EstimateKind> {
  if (sent.packageId) {
    const pkg = await findPackageRow(tx, sent.packageId);
    if (!pkg || !QUOTE_TYPES.includes(pkg.quoteType as QuoteType)) {
      throw badRequest(field, PACKAGE_MESSAGE);
    }
    return estimateKindOf(sent.quoteType ?? pkg.quoteType, sent.productTypeId ?? pkg.productTypeId);
  }
  if (!sent.quoteType || !sent.productTypeId) throw badRequest(field, PACKAGE_MESSAGE);
  return estimateKindOf(sent.quoteType, sent.productTypeId);
}
