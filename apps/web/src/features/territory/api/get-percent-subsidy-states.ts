import { queryOptions, useQuery } from '@tanstack/react-query';
import { territoryOperations } from '@client-admin/contracts/territory';
import { callQuery } from '../../../lib/call-query';
import { geographyKeys } from './query-keys';

/** GET /api/feature/enabled-percent-subsidy-states: the states (or ALL) with percent subsidy. */
export const percentSubsidyStatesQuery = () =>
  queryOptions({
    ...callQuery(
      geographyKeys.percentSubsidyStates(),
      territoryOperations.getPercentSubsidyStates,
      {},
    ),
    staleTime: 10 * 60_000,
  });

export const usePercentSubsidyStates = () => useQuery(percentSubsidyStatesQuery());
