import type { z } from 'zod';
import {
  buyersPerLead,
  ROUTING_HISTORY_DAYS,
} from '@client-admin/domain/territory/routing-history';
import type {
  estimatedChannelRequest,
  GeoEstimate,
  geoEstimateRequest,
} from '@client-admin/contracts/territory';
import type { Database } from '../../../db/database';
import type { RequestUser } from '../../../plugins/auth';
import { loadChannelFor } from '../../channels/channels.public';
import { loadClientFor } from '../../clients/clients.public';
import { resolveGeos } from '../../geography/geography.public';
import { readRoutingHistory } from '../../lead-flow/lead-flow.public';
import { estimateGeos } from './estimate-geos';
import { estimateKind, estimateKindOf } from './estimate-kind';

/** POST /api/territory/lutgeoestimate */
export function getGeoEstimate(
  db: Database,
  body: z.output<typeof geoEstimateRequest>,
): Promise<GeoEstimate> {
  return db.transaction(async (tx) => {
    const kind = await estimateKind(tx, body);
    return estimateGeos(tx, await resolveGeos(tx, body.geoMaps, 'geoMaps'), kind);
  });
}

/**
 * POST /api/territory/routing-history: the leads of the territory's kind routed in the last
 * days, open or full by their lowest price (domain territory/routing-history.ts).
 */
export function getRoutingHistory(
  db: Database,
  body: z.output<typeof geoEstimateRequest>,
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const kind = await estimateKind(tx, body);
    const geos = await resolveGeos(tx, body.geoMaps, 'geoMaps');
    const of = (type: string) => geos.filter((g) => g.type === type);
    return readRoutingHistory(tx, {
      ...kind,
      states: of('State').map((g) => g.stateAbbreviation),
      counties: of('County').map((g) => ({
        stateAbbreviation: g.stateAbbreviation,
        county: g.county ?? '',
      })),
      zipCodes: of('ZipCode').map((g) => g.zipCode ?? ''),
      buyersPerLead: buyersPerLead(kind.productTypeId),
      since: new Date(now.getTime() - ROUTING_HISTORY_DAYS * 86_400_000),
      days: ROUTING_HISTORY_DAYS,
    });
  });
}

/**
 * GET /api/leads/{id}/lead-count: the channel's estimated leads a month over its stored
 * territory, as the geography knows it (geos it no longer knows count nothing).
 */
export function getLeadCount(db: Database, user: RequestUser, id: number) {
  return db.transaction(async (tx) => {
    const channel = await loadChannelFor(tx, user, id);
    const { total } = await estimateGeos(
      tx,
      channel.geoMaps,
      estimateKindOf(channel.quoteType, channel.productTypeId),
    );
    return { leadCount: total };
  });
}

/** POST /api/territory/estimatedChannel: each drawn channel's estimate, and their sum. */
export function estimateChannels(
  db: Database,
  user: RequestUser,
  body: z.output<typeof estimatedChannelRequest>,
) {
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, body.clientId);
    const channels = [];
    for (const [i, channel] of body.channels.entries()) {
      const kind = await estimateKind(tx, channel, `channels.${i}.packageId`);
      const geos = await resolveGeos(tx, channel.geoMaps, `channels.${i}.geoMaps`);
      const { geoMaps, total } = await estimateGeos(tx, geos, kind);
      channels.push({ geoMaps, estimate: total });
    }
    return { channels, total: channels.reduce((sum, c) => sum + c.estimate, 0) };
  });
}
