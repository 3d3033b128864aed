import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mailOutboxResponse } from '@client-admin/contracts/mail';
import type { z } from 'zod';
import { api } from '../../../lib/http';

export type MailOutboxResponse = z.infer<typeof mailOutboxResponse>;

export interface MailOutboxParams {
  page: number;
  pageSize: number;
  to: string;
}

export function getMailOutbox({ to, ...rest }: MailOutboxParams, signal?: AbortSignal) {
  return api<MailOutboxResponse>('/api/mail/outbox', {
    // An empty filter is left out so the server lists every message.
    query: to ? { ...rest, to } : rest,
    schema: mailOutboxResponse,
    signal,
  });
}

export const getMailOutboxQueryOptions = (params: MailOutboxParams) =>
  queryOptions({
    queryKey: ['mail', 'outbox', params],
    queryFn: ({ signal }) => getMailOutbox(params, signal),
    placeholderData: keepPreviousData,
  });

export function useMailOutbox(params: MailOutboxParams) {
  return useQuery(getMailOutboxQueryOptions(params));
}
