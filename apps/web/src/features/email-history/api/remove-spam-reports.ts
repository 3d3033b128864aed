import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  emailHistoryOperations,
  type RemoveSpamReportsBody,
} from '@client-admin/contracts/email-history';
import { callApi } from '../../../lib/call-api';
import { emailHistoryKeys } from './query-keys';

export const removeSpamReports = (body: RemoveSpamReportsBody) =>
  callApi(emailHistoryOperations.removeSpamReports, { body });

/** Staff: takes addresses off the spam list (the client's lists are read again). */
export function useRemoveSpamReports(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => removeSpamReports({ emails, clientId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailHistoryKeys.all(clientId) }),
  });
}
