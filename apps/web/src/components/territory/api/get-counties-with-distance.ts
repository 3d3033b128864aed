import { useQuery } from '@tanstack/react-query';
import { territoryOperations } from '@client-admin/contracts/territory';
import { callQuery } from '../../../lib/call-query';
import { geographyKeys } from './query-keys';

/** The counties of a state, with distance and direction from a zip, nearest first. */
export function useCountiesWithDistance(state: string, zip: string | null) {
  return useQuery({
    ...callQuery(
      geographyKeys.counties(state, zip ?? ''),
      territoryOperations.getCountiesWithDistance,
      {
        params: { state, zip: zip ?? '' },
      },
    ),
    enabled: state !== '' && zip !== null,
    staleTime: 60 * 60_000,
  });
}
