import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionOperations, type OptionListName } from '@client-admin/contracts/options';
import { callApi } from '../call-api';
import { clientKeys } from '../client/client-keys';

export function getOptionList(list: OptionListName, signal?: AbortSignal) {
  return callApi(optionOperations.getOptionList, { params: { list }, signal });
}

export const getOptionListQueryOptions = (list: OptionListName) =>
  queryOptions({
    queryKey: clientKeys.options(list),
    queryFn: ({ signal }) => getOptionList(list, signal),
    // Option lists change rarely; one fetch per session is plenty.
    staleTime: 10 * 60_000,
  });

export function useOptionList(list: OptionListName, enabled = true) {
  return useQuery({ ...getOptionListQueryOptions(list), enabled });
}
