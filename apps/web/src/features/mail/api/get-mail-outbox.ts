import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mailOperations, type MailOutboxQuery } from '@client-admin/contracts/mail';
import { callApi } from '../../../lib/call-api';
import { mailKeys } from './query-keys';

export function getMailOutbox({ to, ...rest }: MailOutboxQuery, signal?: AbortSignal) {
  return callApi(mailOperations.getMailOutbox, {
    // An empty filter is left out so the server lists every message.
    query: to ? { ...rest, to } : rest,
    signal,
  });
}

export const getMailOutboxQueryOptions = (params: MailOutboxQuery) =>
  queryOptions({
    queryKey: mailKeys.outbox(params),
    queryFn: ({ signal }) => getMailOutbox(params, signal),
    placeholderData: keepPreviousData,
  });

export function useMailOutbox(params: MailOutboxQuery) {
  return useQuery(getMailOutboxQueryOptions(params));
}
