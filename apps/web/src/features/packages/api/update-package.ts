import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packageOperations, type PackageInput } from '@client-admin/contracts/packages';
import { callApi } from '../../../lib/call-api';
import { invalidatePackages } from './invalidate-packages';

export function updatePackage(id: string, body: PackageInput) {
  return callApi(packageOperations.updatePackage, { params: { id }, body });
}

export function useUpdatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PackageInput }) => updatePackage(id, body),
    onSuccess: () => invalidatePackages(queryClient),
  });
}
