/**
 * Whether the lead is of the kind the channel buys (issue 16): its product (1 web, 2 call) and
 * quote type, and a bundle or combo lead only for a channel that accepts bundles or combos.
 */
import type { ChannelCandidate, Lead } from './lead';

export type ProductMismatch =
  | { code: 'productMismatch' }
  | { code: 'quoteTypeMismatch' }
  | { code: 'bundleNotAccepted' }
  | { code: 'comboNotAccepted' };

type Buyer = Pick<
  ChannelCandidate,
  'productTypeId' | 'quoteType' | 'acceptsBundle' | 'acceptsCombo'
>;
type Offered = Pick<Lead, 'productId' | 'quoteType' | 'isBundle' | 'isCombo'>;

export function productMismatch(lead: Offered, channel: Buyer): ProductMismatch | null {
  if (lead.productId !== channel.productTypeId) return { code: 'productMismatch' };
  // Stored quote types are lower case; older rows may not be.
  if (lead.quoteType !== channel.quoteType.toLowerCase()) return { code: 'quoteTypeMismatch' };
  if (lead.isBundle && !channel.acceptsBundle) return { code: 'bundleNotAccepted' };
  if (lead.isCombo && !channel.acceptsCombo) return { code: 'comboNotAccepted' };
  return null;
}
