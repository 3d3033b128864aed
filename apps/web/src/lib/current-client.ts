import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@client-admin/contracts/clients';
import { clientCalls } from '@client-admin/contracts/clients.calls';
import { callWithoutSchema } from './call-api';
import { checkContract } from './contract-check';

/**
 * The client a screen works on (its route's client): loaded by the route before its screens,
 * shown in the header and read by many features, as the session's client scope. Every query of
 * a client starts with this key, so invalidating it refreshes them all.
 */
export const clientKey = (clientId: number) => ['clients', clientId] as const;

/** GET /api/clients/{id}, checked against the contracts' client schema (see checkContract). */
export async function getClient(clientId: number, signal?: AbortSignal): Promise<Client> {
  const data = await callWithoutSchema(clientCalls.getClient, { params: { id: clientId }, signal });
  return checkContract(data, () => import('@client-admin/contracts/clients').then((m) => m.client));
}

export const getClientQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: clientKey(clientId),
    queryFn: ({ signal }) => getClient(clientId, signal),
  });

/** The client; a null (or invalid) id loads nothing. */
export function useClient(clientId: number | null) {
  return useQuery({
    ...getClientQueryOptions(clientId ?? 0),
    enabled: clientId !== null && Number.isInteger(clientId) && clientId > 0,
  });
}
