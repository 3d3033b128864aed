import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  vacationOperations,
  type CreateVacationRequest,
  type UpdateVacationRequest,
} from '@client-admin/contracts/vacations';
import { callApi } from '../../../lib/call-api';
import { clientKey } from '../../../lib/current-client';
import { vacationKeys } from './query-keys';

/** POST a new pause, or PUT one that has an id (seed 001 §7). */
export function saveVacation(body: CreateVacationRequest | UpdateVacationRequest) {
  return 'id' in body
    ? callApi(vacationOperations.updateVacation, { body })
    : callApi(vacationOperations.createVacation, { body });
}

/** A pause changes the client's status (Paused - Vacation and back): both are read again. */
export function useSaveVacation(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVacation,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vacationKeys.forClient(clientId) }),
        queryClient.invalidateQueries({ queryKey: clientKey(clientId) }),
      ]),
  });
}
