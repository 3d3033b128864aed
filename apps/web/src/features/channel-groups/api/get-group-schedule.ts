import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleOperations } from '@client-admin/contracts/schedules';
import { callApi } from '../../../lib/call-api';
import { channelGroupKeys } from './query-keys';

export function getGroupSchedule(groupId: number, signal?: AbortSignal) {
  return callApi(scheduleOperations.getGroupSchedule, { params: { groupId }, signal });
}

export const getGroupScheduleQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: channelGroupKeys.schedule(groupId),
    queryFn: ({ signal }) => getGroupSchedule(groupId, signal),
  });

export function useGroupSchedule(groupId: number) {
  return useQuery(getGroupScheduleQueryOptions(groupId));
}
