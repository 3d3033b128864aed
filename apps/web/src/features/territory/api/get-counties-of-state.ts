import { useQuery } from '@tanstack/react-query';
import { territoryOperations } from '@client-admin/contracts/territory';
import { callQuery } from '../../../lib/call-query';
import { geographyKeys } from './query-keys';

/** A state's counties by name, for the county picker; asked as soon as a state is chosen. */
export function useCountiesOfState(state: string, enabled: boolean) {
  return useQuery({
    ...callQuery(geographyKeys.countiesOfState(state), territoryOperations.getCountiesOfState, {
      params: { state },
    }),
    enabled: enabled && state !== '',
    staleTime: 60 * 60_000,
  });
}
