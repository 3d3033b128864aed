import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadsOperations } from '@client-admin/contracts/leads';
import { callApi } from '../../../lib/call-api';
import { leadsKeys } from './query-keys';

export const retryDeadLetter = (id: number) =>
  callApi(leadsOperations.retryDeadLetter, { params: { id } });

export function useRetryDeadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDeadLetter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKeys.allDeadLetters() }),
  });
}
