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
 * What each channel with a territory is expected to bring, by its key: the territory's estimate
 * (leads a month) and the routing's recent leads there (POST /api/territory/routing-history).
 * A channel still loading, or without territory, is absent; a history that could not be read is
 * absent too, and the territory's estimate stands alone.
 */
export function useChannelEstimates(channels: readonly SignupChannel[]) {
  const withTerritory = channels.filter((c) => c.channel.geoMaps.length > 0);
  const bodies = withTerritory.map(estimateBody);
  const estimates = useQueries({
    queries: bodies.map((body) => ({
      ...callQuery(signupKeys.estimate(JSON.stringify(body)), territoryOperations.getGeoEstimate, {
        body,
      }),
      staleTime: 10 * 60_000,
    })),
  });
  const histories = useQueries({
    queries: bodies.map((body) => ({
      ...callQuery(
        signupKeys.routingHistory(JSON.stringify(body)),
        territoryOperations.getRoutingHistory,
        { body },
      ),
      staleTime: 10 * 60_000,
    })),
  });
  const byKey = <T>(results: readonly { data?: T }[]) =>
    new Map(results.flatMap((r, i) => (r.data ? [[withTerritory[i]!.key, r.data] as const] : [])));
  return {
    monthlyByKey: new Map([...byKey(estimates)].map(([key, e]) => [key, e.total])),
    historyByKey: byKey(histories),
    loading: [...estimates, ...histories].some((r) => r.isPending),
    failed: estimates.some((r) => r.isError),
  };
}
