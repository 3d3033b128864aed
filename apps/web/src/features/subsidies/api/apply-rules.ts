import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subsidiesOperations } from '@client-admin/contracts/subsidies';
import { callApi } from '../../../lib/call-api';
import { subsidiesKeys } from './query-keys';

/** GET /api/subsidy/applyrules?t: the pre-processed sheet applied as a batch. */
export function useApplyRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (t: string) => callApi(subsidiesOperations.applyRules, { query: { t } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subsidiesKeys.all() }),
  });
}
