import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { featureFlagAuditResponse } from '@client-admin/contracts/features';
import { api } from '../../../lib/http';

export type FeatureFlagAuditPage = z.infer<typeof featureFlagAuditResponse>;

/** GET /api/feature/admin/{flag}/audit?page&pageSize: every change, newest first. */
export function getFeatureFlagAudit(
  flag: string,
  params: { page: number; pageSize: number },
  signal?: AbortSignal,
) {
  return api<FeatureFlagAuditPage>(`/api/feature/admin/${encodeURIComponent(flag)}/audit`, {
    query: params,
    schema: featureFlagAuditResponse,
    signal,
  });
}

export const featureFlagAuditQueryOptions = (
  flag: string,
  params: { page: number; pageSize: number },
) =>
  queryOptions({
    queryKey: ['feature-flags-admin', flag, 'audit', params],
    queryFn: ({ signal }) => getFeatureFlagAudit(flag, params, signal),
    placeholderData: keepPreviousData,
  });

export function useFeatureFlagAudit(flag: string, params: { page: number; pageSize: number }) {
  return useQuery(featureFlagAuditQueryOptions(flag, params));
}
