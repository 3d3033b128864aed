import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reactivationOperations } from '@client-admin/contracts/reactivation';
import { callApi } from '../../../lib/call-api';
import { callQuery } from '../../../lib/call-query';
import { reactivationKeys } from './query-keys';

/** Whether self-service reactivation is offered to the client (decision 0083). */
export function useReactivationAttribute(clientId: number) {
  return useQuery(
    callQuery(reactivationKeys.attribute(clientId), reactivationOperations.getAttribute, {
      params: { clientId },
    }),
  );
}

/** Staff: offer self-service reactivation to the client, or not. */
export function useUpdateReactivationAttribute(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selfServiceOffered: boolean) =>
      callApi(reactivationOperations.updateAttribute, {
        params: { clientId },
        body: { selfServiceOffered },
      }),
    onSuccess: (answer) => queryClient.setQueryData(reactivationKeys.attribute(clientId), answer),
  });
}
