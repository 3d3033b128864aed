import { queryOptions, useQuery } from '@tanstack/react-query';
import { signupOperations } from '@client-admin/contracts/signup';
import { callQuery } from '../../../lib/call-query';
import { signupKeys } from './query-keys';

export const promotionsQueryOptions = (parentCompany: string) =>
  queryOptions({
    ...callQuery(signupKeys.promotions(parentCompany), signupOperations.getPromotions, {
      params: { parentCompany },
    }),
    staleTime: 10 * 60_000,
  });

/** The promotions a signup of this parent company may take; none asked without one. */
export function usePromotions(parentCompany: string) {
  return useQuery({ ...promotionsQueryOptions(parentCompany), enabled: parentCompany !== '' });
}
