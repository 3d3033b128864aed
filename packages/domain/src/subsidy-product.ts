/**
 * The subsidy product of a channel (seed 001 §5: State Farm clients see subsidy columns when a
 * non-default package is selected). The default package is none or the custom one; the code
 * names carrier, quote type and product, e.g. SF-AUTO-WEB (decision 0012).
 */
import { CUSTOM_PACKAGE_ID } from './channel-messages';
import { PARENT_COMPANY } from './client-types';

export function subsidyProductFor(input: {
  parentCompany: string | null;
  packageId: string | null;
  isCall: boolean;
  quoteType: string;
}): string | null {
  if (input.parentCompany?.toUpperCase() !== PARENT_COMPANY.STATEFARM) return null;
  if (!input.packageId || input.packageId === CUSTOM_PACKAGE_ID) return null;
  return `SF-${input.quoteType.toUpperCase()}-${input.isCall ? 'CALL' : 'WEB'}`;
}
