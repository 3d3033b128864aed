import { z } from 'zod';
import { paged } from './common';

/** POST /api/feedback from the staff widget. */
export const createFeedbackRequest = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Feedback is required')
    .max(2000, 'Feedback must be at most 2000 characters'),
  page: z.string().max(500),
  rating: z.number().int().min(1).max(5).nullable(),
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
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const feedbackListResponse = paged(feedbackItem);
