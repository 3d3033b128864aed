import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  feedbackItem,
  type CreateFeedbackRequest,
  type FeedbackItem,
} from '@client-admin/contracts/feedback';
import { api } from '../../../lib/http';

export function createFeedback(body: CreateFeedbackRequest) {
  return api<FeedbackItem>('/api/feedback', { method: 'POST', body, schema: feedbackItem });
}

export function useCreateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['feedback'] }),
  });
}
