import { useMutation } from '@tanstack/react-query';
import { territoryOperations } from '@client-admin/contracts/territory';
import { callApi } from '../../../lib/call-api';

/** POST /api/territory/custom-zips: the geos of a custom list and the zips not found. */
export function useCustomZips() {
  return useMutation({
    mutationFn: (zips: string[]) => callApi(territoryOperations.getCustomZips, { body: zips }),
  });
}
