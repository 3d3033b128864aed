import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Operation } from '@client-admin/contracts/call-table';
import { callApi, type OperationParts } from './call-api';

/**
 * The query options of a read call: the key as given, and a queryFn that calls the operation with
 * these params and query and the query's abort signal. Spread it to add placeholderData, staleTime...
 */
export function callQuery<O extends Operation, K extends QueryKey>(
  queryKey: K,
  operation: O,
  parts: Omit<OperationParts<O>, 'signal'>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => callApi(operation, { ...parts, signal } as OperationParts<O>),
  });
}
