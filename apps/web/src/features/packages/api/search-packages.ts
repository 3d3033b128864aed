import { queryOptions, useQuery } from '@tanstack/react-query';
import { packageOperations } from '@client-admin/contracts/packages';
import { callApi } from '../../../lib/call-api';
import { packageKeys } from './query-keys';

/** Packages whose id, name, modifiers or filters match the text. */
export function searchPackages(searchText: string, signal?: AbortSignal) {
  return callApi(packageOperations.searchPackages, { query: { searchText }, signal });
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
