import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorReportOperations } from '@client-admin/contracts/error-reports';
import { callApi } from '../../../lib/call-api';
import { errorReportKeys } from './query-keys';

/** Removes every report. */
export function clearErrorReports() {
  return callApi(errorReportOperations.clearErrorReports, {});
}

export function useClearErrorReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearErrorReports,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: errorReportKeys.all }),
  });
}
