import { useQuery } from '@tanstack/react-query';
import { signupOperations } from '@client-admin/contracts/signup';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

/** The subscription filter types a signup's channel may carry, before the channel exists. */
export function useSignupFilterTypes() {
  return useQuery({
    ...callQuery(channelKeys.signupFilterTypes(), signupOperations.getFilterTypes, {}),
    staleTime: 10 * 60_000,
  });
}
