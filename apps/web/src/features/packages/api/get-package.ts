import { useQuery } from '@tanstack/react-query';
import { packageOperations } from '@client-admin/contracts/packages';
import { callQuery } from '../../../lib/call-query';
import { packageKeys } from './query-keys';

export const getPackageQueryOptions = (id: string) =>
  callQuery(packageKeys.detail(id), packageOperations.getPackage, { params: { id } });

/** The package being edited; nothing is fetched while id is null (a new package). */
export function usePackage(id: string | null) {
  return useQuery({ ...getPackageQueryOptions(id ?? ''), enabled: id !== null });
}
