import { CLIENT_LIST_PAGE_SIZE } from '@client-admin/domain/constants';
import { z } from 'zod';
import { operation } from './call-table';
import { paged } from './common';
import { feedbackCalls } from './feedback.calls';
import { integer, LENGTHS, pageQuery, pageSizeQuery, text } from './schema-builders';

/** POST /api/feedback from the staff widget. */
export const createFeedbackRequest = z.object({
  message: text({
    max: LENGTHS.note,
    trim: true,
    tooLong: 'Feedback must be at most 2000 characters',
  }).min(1, 'Feedback is required'),
  page: text({ max: 500 }),
  rating: integer({ min: 1, max: 5 }).nullable(),
});
export type CreateFeedbackRequest = z.infer<typeof createFeedbackRequest>;

export const feedbackItem = z.object({
  id: z.number().int(),
  message: z.string(),
  page: z.string(),
  rating: z.number().int().nullable(),
  userEmail: z.string(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;
export const feedbackListQuery = z.object({
  page: pageQuery.default(1),
  pageSize: pageSizeQuery().default(CLIENT_LIST_PAGE_SIZE),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuery>;
export const feedbackListResponse = paged(feedbackItem);
export type FeedbackListResponse = z.infer<typeof feedbackListResponse>;

export const feedbackOperations = {
  createFeedback: operation(feedbackCalls.createFeedback, {
    body: createFeedbackRequest,
    response: feedbackItem,
  }),
  getFeedbackList: operation(feedbackCalls.getFeedbackList, {
    query: feedbackListQuery,
    response: feedbackListResponse,
  }),
};
