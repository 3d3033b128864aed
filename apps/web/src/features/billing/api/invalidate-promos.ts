import type { QueryClient } from '@tanstack/react-query';
import { billingKeys } from './query-keys';

/** After a promo is defined or changed: the promos screen and the grant dialogs read it again. */
export function invalidatePromos(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: billingKeys.promos() });
}
