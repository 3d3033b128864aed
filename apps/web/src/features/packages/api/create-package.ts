import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  packageAdminDetail,
  type PackageAdminDetail,
  type PackageInput,
} from '@client-admin/contracts/packages';
import { api } from '../../../lib/http';
import { invalidatePackages } from './invalidate-packages';

export function createPackage(body: PackageInput) {
  return api<PackageAdminDetail>('/api/packages', {
    method: 'POST',
    body,
    schema: packageAdminDetail,
  });
}

export function useCreatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPackage,
    onSuccess: () => invalidatePackages(queryClient),
  });
}
