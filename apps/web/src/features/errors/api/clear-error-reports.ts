import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearErrorReportsResponse } from '@client-admin/contracts/error-reports';
import { api } from '../../../lib/http';

/** DELETE /api/errors (developers): removes every report. */
export function clearErrorReports() {
  return api('/api/errors', { method: 'DELETE', schema: clearErrorReportsResponse });
}

export function useClearErrorReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearErrorReports,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['error-reports'] }),
  });
}
