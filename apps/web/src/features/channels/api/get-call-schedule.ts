import { useQuery } from '@tanstack/react-query';
import { scheduleOperations } from '@client-admin/contracts/schedules';
import type { CallType } from '@client-admin/domain/call-types';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

/** The channel's own call schedule: its call type goes along (seed 001 §7). */
export const getCallScheduleQueryOptions = (channelId: number, callType: CallType) =>
  callQuery(channelKeys.schedule(channelId), scheduleOperations.getCallSchedule, {
    params: { id: channelId },
    query: { callType },
  });

/** Waits for the call type: without it the schedule is not fetched (seed 001 §8). */
export function useCallSchedule(channelId: number, callType: CallType | null) {
  return useQuery({
    ...getCallScheduleQueryOptions(channelId, callType ?? 'WarmTransfer'),
    enabled: channelId > 0 && callType !== null,
  });
}
