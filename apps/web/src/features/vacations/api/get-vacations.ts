import { useQuery } from '@tanstack/react-query';
import { vacationOperations } from '@client-admin/contracts/vacations';
import { callQuery } from '../../../lib/call-query';
import { vacationKeys } from './query-keys';

/** The client's pauses, newest start first, and its hours summary. */
export const getVacationsQueryOptions = (clientId: number) =>
  callQuery(vacationKeys.forClient(clientId), vacationOperations.getVacations, {
    params: { clientId },
  });

export function useVacations(clientId: number) {
  return useQuery(getVacationsQueryOptions(clientId));
}
