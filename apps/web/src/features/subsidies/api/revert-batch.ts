import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subsidiesOperations } from '@client-admin/contracts/subsidies';
import { callApi } from '../../../lib/call-api';
import { subsidiesKeys } from './query-keys';

/** POST /api/subsidy/batches/{id}/revert: the batch's changes undone. */
export function useRevertBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(subsidiesOperations.revertBatch, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subsidiesKeys.all() }),
  });
}
