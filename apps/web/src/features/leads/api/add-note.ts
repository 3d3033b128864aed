import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadsOperations } from '@client-admin/contracts/leads';
import { callApi } from '../../../lib/call-api';
import { leadsKeys } from './query-keys';

export const addNote = (sessionId: number, note: string) =>
  callApi(leadsOperations.addNote, { params: { sessionId }, body: { note } });

export function useAddNote(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => addNote(sessionId, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKeys.notes(sessionId) }),
  });
}
