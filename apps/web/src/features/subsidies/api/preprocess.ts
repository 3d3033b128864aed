import { useMutation } from '@tanstack/react-query';
import { subsidiesOperations } from '@client-admin/contracts/subsidies';
import { callApi } from '../../../lib/call-api';

/**
 * GET /api/subsidy/preprocess?t&fileName&sheetname: a dry run of the sheet. A mutation, not a
 * query: it runs when staff press Pre-process, and its answer is what apply will do.
 */
export function usePreprocess() {
  return useMutation({
    mutationFn: (input: { t: string; fileName: string; sheetname: string }) =>
      callApi(subsidiesOperations.preprocess, { query: input }),
  });
}
