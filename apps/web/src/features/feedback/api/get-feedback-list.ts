import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackListResponse } from '@client-admin/contracts/feedback';
import type { z } from 'zod';
import { api } from '../../../lib/http';

export type FeedbackListResponse = z.infer<typeof feedbackListResponse>;

export interface FeedbackListParams {
  page: number;
  pageSize: number;
}

export function getFeedbackList(params: FeedbackListParams, signal?: AbortSignal) {
  return api<FeedbackListResponse>('/api/feedback', {
    query: { ...params },
    schema: feedbackListResponse,
    signal,
  });
}

export const getFeedbackListQueryOptions = (params: FeedbackListParams) =>
  queryOptions({
    queryKey: ['feedback', 'list', params],
    queryFn: ({ signal }) => getFeedbackList(params, signal),
    placeholderData: keepPreviousData,
  });

export function useFeedbackList(params: FeedbackListParams) {
  return useQuery(getFeedbackListQueryOptions(params));
}
