import { useMutation } from '@tanstack/react-query';
import { territoryOperations } from '@client-admin/contracts/territory';
import { callApi } from '../../../lib/call-api';

/** GET /api/salesLeadMap/push-pop: the caller's saved zips (404 when there are none). */
export const useLoadSalesZips = () =>
  useMutation({ mutationFn: () => callApi(territoryOperations.getSalesZips, {}) });

/** POST /api/SalesLeadMap/territory-validate/: comma-joined entries sorted into known and not. */
export const useValidateSalesZips = () =>
  useMutation({
    mutationFn: (data: string) =>
      callApi(territoryOperations.validateSalesZips, { body: { data } }),
  });

/** POST /api/salesLeadMap/push-pop: replaces the caller's zips. */
export const useSaveSalesZips = () =>
  useMutation({
    mutationFn: (zipCodes: string[]) =>
      callApi(territoryOperations.setSalesZips, { body: { zipCodes } }),
  });
