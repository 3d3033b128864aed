import { useQuery } from '@tanstack/react-query';
import { packageOperations } from '@client-admin/contracts/packages';
import { callQuery } from '../../../lib/call-query';
import { packageKeys } from './query-keys';

/** The modifiers in use, to start a new one from. */
export const getPriceModifierTemplatesQueryOptions = () =>
  callQuery(packageKeys.priceModifierTemplates, packageOperations.listPriceModifierTemplates, {});

export function usePriceModifierTemplates() {
  return useQuery(getPriceModifierTemplatesQueryOptions());
}
