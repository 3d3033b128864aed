import { useQueries } from '@tanstack/react-query';
import { territoryOperations } from '@client-admin/contracts/territory';
import { callQuery } from '../../../lib/call-query';
import { productOfChannel, type SignupChannel } from '../utils/signup-form-values';
import { signupKeys } from './query-keys';

/** The body of POST /api/territory/lutgeoestimate for a channel: its package, else its quote type. */
function estimateBody(channel: SignupChannel) {
  const { packageId, quoteType, geoMaps } = channel.channel;
  const basis = packageId ? { packageId } : { quoteType, productTypeId: productOfChannel(channel) };
  return {
    ...basis,
    geoMaps: geoMaps.map((g) => ({
      type: g.type,
      stateAbbreviation: g.stateAbbreviation,
      county: g.county,
      zipCode: g.zipCode,
    })),
  };
}

/**
 * The territory estimate (leads a month) of each channel with a territory, by its key, through
 * the territory look-up's estimate; a channel still loading or without territory is absent.
 */
export function useChannelEstimates(channels: readonly SignupChannel[]) {
  const withTerritory = channels.filter((c) => c.channel.geoMaps.length > 0);
  return useQueries({
    queries: withTerritory.map((channel) => {
      const body = estimateBody(channel);
      return {
        ...callQuery(
          signupKeys.estimate(JSON.stringify(body)),
          territoryOperations.getGeoEstimate,
          { body },
        ),
        staleTime: 10 * 60_000,
      };
    }),
    combine: (results) => ({
      monthlyByKey: new Map(
        results.flatMap((r, i) => (r.data ? [[withTerritory[i]!.key, r.data.total] as const] : [])),
      ),
      loading: results.some((r) => r.isPending),
      failed: results.some((r) => r.isError),
    }),
  });
}
