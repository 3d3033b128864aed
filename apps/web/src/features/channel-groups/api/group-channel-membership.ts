import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelGroupOperations } from '@client-admin/contracts/channel-groups';
import type { CallType } from '@client-admin/domain/call-types';
import { callApi } from '../../../lib/call-api';
import { channelGroupKeys } from './query-keys';

export interface Membership {
  channelId: number;
  groupId: number;
  callType: CallType;
}

export function addGroupChannel(params: Membership) {
  return callApi(channelGroupOperations.addGroupChannel, { params });
}

export function removeGroupChannel(params: Membership) {
  return callApi(channelGroupOperations.removeGroupChannel, { params });
}

/** Both answer the group; the list is read again. */
export function useGroupMembership(clientId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: channelGroupKeys.forClient(clientId) });
  const add = useMutation({ mutationFn: addGroupChannel, onSuccess });
  const remove = useMutation({ mutationFn: removeGroupChannel, onSuccess });
  return { add, remove };
}
