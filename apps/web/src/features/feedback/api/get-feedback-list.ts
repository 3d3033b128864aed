import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackOperations, type FeedbackListQuery } from '@client-admin/contracts/feedback';
import { callApi } from '../../../lib/call-api';
import { feedbackKeys } from './query-keys';

export function getFeedbackList(query: FeedbackListQuery, signal?: AbortSignal) {
  return callApi(feedbackOperations.getFeedbackList, { query, signal });
}

export const getFeedbackListQueryOptions = (query: FeedbackListQuery) =>
  queryOptions({
    queryKey: feedbackKeys.list(query),
    queryFn: ({ signal }) => getFeedbackList(query, signal),
    placeholderData: keepPreviousData,
  });

export function useFeedbackList(query: FeedbackListQuery) {
  return useQuery(getFeedbackListQueryOptions(query));
}
