import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  scheduleOperations,
  type SaveCallScheduleRequest,
} from '@client-admin/contracts/schedules';
import type { CallType } from '@client-admin/domain/call-types';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

export function saveCallSchedule(
  clientId: number,
  callType: CallType,
  channelId: number,
  body: SaveCallScheduleRequest,
) {
  return callApi(scheduleOperations.saveCallSchedule, {
    params: { clientId, callType, leadTypeId: channelId },
    body,
  });
}

/** The answer is the schedule as stored: it becomes the cached one. */
export function useSaveCallSchedule(clientId: number, callType: CallType, channelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCallScheduleRequest) =>
      saveCallSchedule(clientId, callType, channelId, body),
    onSuccess: (saved) => queryClient.setQueryData(channelKeys.schedule(channelId), saved),
  });
}
