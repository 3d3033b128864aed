import { createHash } from 'node:crypto';

/**
 * A vault charge's reference from what makes it one charge (an attempt, a product, an amount...):
 * the same parts always give the same reference, so a retry cut off after its charge is answered
 * that charge instead of charging twice; a new attempt charges anew. The prefix names the flow.
 */
export function vaultChargeReference(prefix: string, parts: readonly (string | number)[]): string {
  return `${prefix}-${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 16)}`;
}
