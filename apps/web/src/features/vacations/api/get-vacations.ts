import { queryOptions, useQuery } from '@tanstack/react-query';
import { vacationOperations } from '@client-admin/contracts/vacations';
import { callApi } from '../../../lib/call-api';
import { vacationKeys } from './query-keys';

/** The client's pauses, newest start first, and its hours summary. */
export function getVacations(clientId: number, signal?: AbortSignal) {
  return callApi(vacationOperations.getVacations, { params: { clientId }, signal });
}

export const getVacationsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: vacationKeys.forClient(clientId),
    queryFn: ({ signal }) => getVacations(clientId, signal),
  });

export function useVacations(clientId: number) {
  return useQuery(getVacationsQueryOptions(clientId));
}
