import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { excludableClient } from '@client-admin/contracts/packages';
import { api } from '../../../lib/http';
import { packageKeys } from './query-keys';

const excludableClients = z.array(excludableClient);
export type ExcludableClient = z.infer<typeof excludableClient>;

/** GET /api/packages/excludeable/clients?q= (the seed's spelling). */
export function searchExcludableClients(q: string, signal?: AbortSignal) {
  return api<ExcludableClient[]>('/api/packages/excludeable/clients', {
    query: { q: q || undefined },
    schema: excludableClients,
    signal,
  });
}

export const searchExcludableClientsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: packageKeys.excludableClients(q),
    queryFn: ({ signal }) => searchExcludableClients(q, signal),
    placeholderData: keepPreviousData,
  });

export function useExcludableClients(q: string, enabled: boolean) {
  return useQuery({ ...searchExcludableClientsQueryOptions(q), enabled });
}
