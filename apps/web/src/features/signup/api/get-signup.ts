import { queryOptions, useQuery } from '@tanstack/react-query';
import { signupOperations } from '@client-admin/contracts/signup';
import { callQuery } from '../../../lib/call-query';
import { signupKeys } from './query-keys';

export const signupQueryOptions = (id: number) =>
  queryOptions(callQuery(signupKeys.detail(id), signupOperations.getSignup, { params: { id } }));

/** One signup with its step errors; null id reads nothing (a blank signup). */
export function useSignup(id: number | null) {
  return useQuery({ ...signupQueryOptions(id ?? 0), enabled: id !== null });
}
