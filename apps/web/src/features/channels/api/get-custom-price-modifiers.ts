import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { packagePriceModifier, type PackagePriceModifier } from '@client-admin/contracts/packages';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

const modifierList = z.array(packagePriceModifier);

/** GET /api/leadtype/price-modifiers: the modifiers a channel on the custom package may pick. */
export function getCustomPriceModifiers(signal?: AbortSignal) {
  return api<PackagePriceModifier[]>('/api/leadtype/price-modifiers', {
    schema: modifierList,
    signal,
  });
}

export const getCustomPriceModifiersQueryOptions = () =>
  queryOptions({
    queryKey: channelKeys.packages('custom-price-modifiers'),
    queryFn: ({ signal }) => getCustomPriceModifiers(signal),
    staleTime: 10 * 60_000,
  });

export function useCustomPriceModifiers(enabled: boolean) {
  return useQuery({ ...getCustomPriceModifiersQueryOptions(), enabled });
}
