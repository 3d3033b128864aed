import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packageOperations, type PackageInput } from '@client-admin/contracts/packages';
import { callApi } from '../../../lib/call-api';
import { invalidatePackages } from './invalidate-packages';

export function createPackage(body: PackageInput) {
  return callApi(packageOperations.createPackage, { body });
}

export function useCreatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPackage,
    onSuccess: () => invalidatePackages(queryClient),
  });
}
