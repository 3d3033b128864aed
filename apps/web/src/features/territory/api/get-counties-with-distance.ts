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

/** The counties around a zip across state lines, its own first (when no state is chosen). */
export function useCountiesAroundZip(zip: string | null, enabled: boolean) {
  return useQuery({
    ...callQuery(
      geographyKeys.countiesAround(zip ?? ''),
      territoryOperations.getCountiesAroundZip,
      {
        params: { zip: zip ?? '' },
      },
    ),
    enabled: enabled && zip !== null,
    staleTime: 60 * 60_000,
  });
}
