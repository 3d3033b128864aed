import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { packageDetail, type PackageDetail } from '@client-admin/contracts/packages';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

const packageList = z.array(packageDetail);

/** GET /api/LeadType/{carrier}/{quoteType}/sourceOnlyPackages (staff only). */
export function getSourcePackages(carrier: string, quoteType: string, signal?: AbortSignal) {
  return api<PackageDetail[]>(`/api/LeadType/${carrier}/${quoteType}/sourceOnlyPackages`, {
    schema: packageList,
    signal,
  });
}

export function useSourcePackages(
  carrier: string | null,
  quoteType: string | null,
  enabled: boolean,
) {
  return useQuery(
    queryOptions({
      queryKey: channelKeys.packages('source-only', carrier ?? '', quoteType ?? ''),
      queryFn: ({ signal }) => getSourcePackages(carrier ?? '', quoteType ?? '', signal),
      enabled: enabled && !!carrier && !!quoteType,
    }),
  );
}
