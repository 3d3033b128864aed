import { useQuery } from '@tanstack/react-query';
import { channelOperations, type ChannelServiceTypeParam } from '@client-admin/contracts/channels';
import type { ClientType } from '@client-admin/domain/client-types';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

/** An unsaved channel of that type with its defaults. */
export function useNewChannel(serviceType: ChannelServiceTypeParam, clientId: number) {
  return useQuery({
    ...callQuery(channelKeys.draft(clientId, serviceType), channelOperations.newChannel, {
      params: { serviceType },
      query: { isSignup: false, clientId },
    }),
    // A draft is a starting point: the form keeps the one it started from.
    staleTime: Infinity,
  });
}

/** A signup's new channel: no client yet, so the signup's parent company and type stand in. */
export function useNewSignupChannel(
  serviceType: ChannelServiceTypeParam,
  parentCompany: string,
  clientType: ClientType,
) {
  return useQuery({
    ...callQuery(
      channelKeys.signupDraft(serviceType, parentCompany, clientType),
      channelOperations.newChannel,
      { params: { serviceType }, query: { isSignup: true, parentCompany, clientType } },
    ),
    staleTime: Infinity,
  });
}
