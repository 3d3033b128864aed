import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadsOperations } from '@client-admin/contracts/leads';
import { callQuery } from '../../../lib/call-query';
import { leadsKeys } from './query-keys';

export const notesQueryOptions = (sessionId: number) =>
  queryOptions(
    callQuery(leadsKeys.notes(sessionId), leadsOperations.getNotes, { params: { sessionId } }),
  );

/** A lead's notes, newest first. */
export function useNotes(sessionId: number | null) {
  return useQuery({
    ...notesQueryOptions(sessionId ?? 0),
    enabled: sessionId !== null && sessionId > 0,
  });
}
