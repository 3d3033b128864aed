import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  scheduleOperations,
  type SetGroupScheduleRequest,
} from '@client-admin/contracts/schedules';
import { callApi } from '../../../lib/call-api';
import { channelGroupKeys } from './query-keys';

export function setGroupSchedule(body: SetGroupScheduleRequest) {
  return callApi(scheduleOperations.setGroupSchedule, { body });
}

/** The answer is the stored schedule; the group list carries it too. */
export function useSetGroupSchedule(clientId: number, groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGroupSchedule,
    onSuccess: async (saved) => {
      queryClient.setQueryData(channelGroupKeys.schedule(groupId), saved);
      await queryClient.invalidateQueries({ queryKey: channelGroupKeys.forClient(clientId) });
    },
  });
}
