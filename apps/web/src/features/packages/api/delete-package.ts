import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { invalidatePackages } from './invalidate-packages';

/** 409 when channels still use the package; the server's message says so. */
export function deletePackage(id: string) {
  return api<void>(`/api/packages/${id}`, { method: 'DELETE' });
}

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePackage,
    onSuccess: () => invalidatePackages(queryClient),
  });
}
