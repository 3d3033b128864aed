import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionOperations, type OptionListName } from '@client-admin/contracts/options';
import { callQuery } from '../call-query';
import { clientKeys } from '../client/client-keys';

export const getOptionListQueryOptions = (list: OptionListName) =>
  queryOptions({
    ...callQuery(clientKeys.options(list), optionOperations.getOptionList, { params: { list } }),
    // Option lists change rarely; one fetch per session is plenty.
    staleTime: 10 * 60_000,
  });

export function useOptionList(list: OptionListName, enabled = true) {
  return useQuery({ ...getOptionListQueryOptions(list), enabled });
}
