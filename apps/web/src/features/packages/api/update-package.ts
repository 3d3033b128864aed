import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  packageAdminDetail,
  type PackageAdminDetail,
  type PackageInput,
} from '@client-admin/contracts/packages';
import { api } from '../../../lib/http';
import { invalidatePackages } from './invalidate-packages';

export function updatePackage(id: string, body: PackageInput) {
  return api<PackageAdminDetail>(`/api/packages/${id}`, {
    method: 'PUT',
    body,
    schema: packageAdminDetail,
  });
}

export function useUpdatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PackageInput }) => updatePackage(id, body),
    onSuccess: () => invalidatePackages(queryClient),
  });
}
