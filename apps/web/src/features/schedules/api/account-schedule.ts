import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  scheduleOperations,
  type SaveAccountScheduleRequest,
} from '@client-admin/contracts/schedules';
import { callApi } from '../../../lib/call-api';
import { scheduleKeys } from './query-keys';

/** The client's account schedule (its responseCache) and preventCapOverride. */
export function getAccountSchedule(clientId: number, signal?: AbortSignal) {
  return callApi(scheduleOperations.getAccountSchedule, { params: { clientId }, signal });
}

export const getAccountScheduleQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: scheduleKeys.account(clientId),
    queryFn: ({ signal }) => getAccountSchedule(clientId, signal),
  });

export function useAccountSchedule(clientId: number) {
  return useQuery(getAccountScheduleQueryOptions(clientId));
}

export function saveAccountSchedule(body: SaveAccountScheduleRequest) {
  return callApi(scheduleOperations.saveAccountSchedule, { body });
}

export function useSaveAccountSchedule(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountSchedule,
    onSuccess: (saved) => queryClient.setQueryData(scheduleKeys.account(clientId), saved),
  });
}
