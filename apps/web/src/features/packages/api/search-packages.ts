import { useQuery } from '@tanstack/react-query';
import { packageOperations } from '@client-admin/contracts/packages';
import { callQuery } from '../../../lib/call-query';
import { packageKeys } from './query-keys';

/** Packages whose id, name, modifiers or filters match the text. */
export const searchPackagesQueryOptions = (searchText: string) =>
  callQuery(packageKeys.deep(searchText), packageOperations.searchPackages, {
    query: { searchText },
  });

/** Searches only when there is text to search for. */
export function useSearchPackages(searchText: string) {
  return useQuery({ ...searchPackagesQueryOptions(searchText), enabled: searchText !== '' });
}
