import type { FastifyInstance } from 'fastify';
import { channelOperations as ops } from '@client-admin/contracts/channels';
import { route } from '../../../plugins/contract-route';
import {
  getChannelFilters,
  upsertChannelFilters,
  type FilterCalls,
} from './channel-filters.service';

/**
 * Subscription filters of a channel (seed 001 §7 Filters). The Taz pair serves Direct Transfer
 * (ColdTransfer) call channels and the plain pair every other channel; both share one storage.
 * The router ignores a trailing slash, so GetSubscriptionFilters/{id}/ and /{id} both match.
 */
export async function channelFiltersRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const variants = [
    ['plain', ops.getSubscriptionFilters, ops.upsertSubscriptionFilters],
    ['taz', ops.getTazSubscriptionFilters, ops.upsertTazSubscriptionFilters],
  ] as const satisfies readonly [FilterCalls, unknown, unknown][];

  for (const [calls, get, upsert] of variants) {
    route(app, get, ({ user, params }) => getChannelFilters(db, user, params.id, calls));

    route(app, upsert, ({ user, params, body }) =>
      upsertChannelFilters(db, user, params.id, calls, body),
    );
  }
}
