import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packageOperations } from '@client-admin/contracts/packages';
import { callApi } from '../../../lib/call-api';
import { invalidatePackages } from './invalidate-packages';

/** 409 when channels still use the package; the server's message says so. */
export function deletePackage(id: string) {
  return callApi(packageOperations.deletePackage, { params: { id } });
}

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePackage,
    onSuccess: () => invalidatePackages(queryClient),
  });
}
