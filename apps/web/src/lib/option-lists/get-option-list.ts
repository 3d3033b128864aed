import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionOperations, type OptionListName } from '@client-admin/contracts/options';
import { callQuery } from '../call-query';

/** An option list's query key (under 'clients', as the client-scoped queries are reset). */
const optionListKey = (list: OptionListName) => ['clients', 'options', list] as const;

export const getOptionListQueryOptions = (list: OptionListName) =>
  queryOptions({
    ...callQuery(optionListKey(list), optionOperations.getOptionList, { params: { list } }),
    // Option lists change rarely; one fetch per session is plenty.
    staleTime: 10 * 60_000,
  });

export function useOptionList(list: OptionListName, enabled = true) {
  return useQuery({ ...getOptionListQueryOptions(list), enabled });
}
