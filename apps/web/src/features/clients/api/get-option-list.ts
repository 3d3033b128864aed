import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionsResponse, type OptionListName } from '@client-admin/contracts/options';
import type { Option } from '@client-admin/contracts/common';
import { api } from '../../../lib/http';

export function getOptionList(list: OptionListName, signal?: AbortSignal) {
  return api<Option[]>(`/api/Clients/${list}/options`, { schema: optionsResponse, signal });
}

export const getOptionListQueryOptions = (list: OptionListName) =>
  queryOptions({
    queryKey: ['clients', 'options', list],
    queryFn: ({ signal }) => getOptionList(list, signal),
    // Option lists change rarely; one fetch per session is plenty.
    staleTime: 10 * 60_000,
  });

export function useOptionList(list: OptionListName, enabled = true) {
  return useQuery({ ...getOptionListQueryOptions(list), enabled });
}
