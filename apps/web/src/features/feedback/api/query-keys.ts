import type { FeedbackListQuery } from '@client-admin/contracts/feedback';

/** Query keys of the feedback screens; a new entry refreshes every list under `all`. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (query: FeedbackListQuery) => ['feedback', 'list', query] as const,
};
