import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackOperations, type CreateFeedbackRequest } from '@client-admin/contracts/feedback';
import { callApi } from '../../../lib/call-api';
import { feedbackKeys } from './query-keys';

export function createFeedback(body: CreateFeedbackRequest) {
  return callApi(feedbackOperations.createFeedback, { body });
}

export function useCreateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
