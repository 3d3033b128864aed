import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { packageDetail, type PackageDetail } from '@client-admin/contracts/packages';
import { api } from '../../../lib/http';
import { packageKeys } from './query-keys';

const packageList = z.array(packageDetail);

/** GET /api/packages/deep: packages whose id, name, modifiers or filters match the text. */
export function searchPackages(searchText: string, signal?: AbortSignal) {
  return api<PackageDetail[]>('/api/packages/deep', {
    query: { searchText },
    schema: packageList,
    signal,
  });
}

export const searchPackagesQueryOptions = (searchText: string) =>
  queryOptions({
    queryKey: packageKeys.deep(searchText),
    queryFn: ({ signal }) => searchPackages(searchText, signal),
  });

/** Searches only when there is text to search for. */
export function useSearchPackages(searchText: string) {
  return useQuery({ ...searchPackagesQueryOptions(searchText), enabled: searchText !== '' });
}
