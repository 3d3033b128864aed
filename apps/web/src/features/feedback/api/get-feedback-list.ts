import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackOperations, type FeedbackListQuery } from '@client-admin/contracts/feedback';
import { callQuery } from '../../../lib/call-query';
import { feedbackKeys } from './query-keys';

export const getFeedbackListQueryOptions = (query: FeedbackListQuery) =>
  queryOptions({
    ...callQuery(feedbackKeys.list(query), feedbackOperations.getFeedbackList, { query }),
    placeholderData: keepPreviousData,
  });

export function useFeedbackList(query: FeedbackListQuery) {
  return useQuery(getFeedbackListQueryOptions(query));
}
