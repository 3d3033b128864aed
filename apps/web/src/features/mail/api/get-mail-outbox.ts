import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mailOperations, type MailOutboxQuery } from '@client-admin/contracts/mail';
import { callQuery } from '../../../lib/call-query';
import { mailKeys } from './query-keys';

/** An empty filter is left out so the server lists every message. */
const withoutEmptyTo = ({ to, ...rest }: MailOutboxQuery) => (to ? { ...rest, to } : rest);

export const getMailOutboxQueryOptions = (params: MailOutboxQuery) =>
  queryOptions({
    ...callQuery(mailKeys.outbox(params), mailOperations.getMailOutbox, {
      query: withoutEmptyTo(params),
    }),
    placeholderData: keepPreviousData,
  });

export function useMailOutbox(params: MailOutboxQuery) {
  return useQuery(getMailOutboxQueryOptions(params));
}
