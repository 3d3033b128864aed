import { useQuery } from '@tanstack/react-query';
import { scheduleOperations } from '@client-admin/contracts/schedules';
import { callQuery } from '../../../lib/call-query';
import { channelGroupKeys } from './query-keys';

export const getGroupScheduleQueryOptions = (groupId: number) =>
  callQuery(channelGroupKeys.schedule(groupId), scheduleOperations.getGroupSchedule, {
    params: { groupId },
  });

export function useGroupSchedule(groupId: number) {
  return useQuery(getGroupScheduleQueryOptions(groupId));
}
