import { useQuery } from '@tanstack/react-query';
import { channelPackageOperations } from '@client-admin/contracts/channel-packages';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

/** The source-only packages of a parent company and quote type (staff only). */
export function useSourcePackages(
  carrier: string | null,
  quoteType: string | null,
  enabled: boolean,
) {
  return useQuery({
    ...callQuery(
      channelKeys.packages('source-only', carrier ?? '', quoteType ?? ''),
      channelPackageOperations.listSourceOnlyPackages,
      { params: { carrier: carrier ?? '', quoteType: quoteType ?? '' } },
    ),
    enabled: enabled && !!carrier && !!quoteType,
  });
}
