import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadsOperations } from '@client-admin/contracts/leads';
import { callApi } from '../../../lib/call-api';
import { leadsKeys } from './query-keys';

export const deleteNote = (id: number) => callApi(leadsOperations.deleteNote, { params: { id } });

export function useDeleteNote(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKeys.notes(sessionId) }),
  });
}
