import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vacationOperations } from '@client-admin/contracts/vacations';
import { callApi } from '../../../lib/call-api';
import { vacationKeys } from './query-keys';

/** Staff: the pool of hours starts again; the answer is the list with its new summary. */
export function resetVacationHours(clientId: number) {
  return callApi(vacationOperations.resetVacationHours, { params: { clientId } });
}

export function useResetVacationHours(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetVacationHours(clientId),
    onSuccess: (answer) => queryClient.setQueryData(vacationKeys.forClient(clientId), answer),
  });
}
