import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  subscriptionFiltersResponse,
  upsertSubscriptionFiltersRequest,
} from '@client-admin/contracts/channels';
import { idParam } from '@client-admin/contracts/common';
import { currentUser } from '../../plugins/access';
import {
  getChannelFilters,
  upsertChannelFilters,
  type FilterCalls,
} from './channel-filters.service';

const idParams = z.object({ id: idParam });

/**
 * Subscription filters of a channel (seed 001 §7 Filters). The Taz pair serves Direct Transfer
 * (ColdTransfer) call channels and the plain pair every other channel; both share one storage.
 * The router ignores a trailing slash, so GetSubscriptionFilters/{id}/ and /{id} both match.
 */
export const channelFiltersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const variants: [FilterCalls, string, string][] = [
    ['plain', 'GetSubscriptionFilters', 'UpsertSubscriptionFilter'],
    ['taz', 'GetTazSubscriptionFilters', 'UpsertTazSubscriptionFilter'],
  ];

  for (const [calls, getName, upsertName] of variants) {
    app.get(
      `/api/LeadType/${getName}/:id`,
      { schema: { params: idParams, response: { 200: subscriptionFiltersResponse } } },
      (request) => getChannelFilters(db, currentUser(request), request.params.id, calls),
    );

    app.post(
      `/api/LeadType/${upsertName}/:id`,
      {
        schema: {
          params: idParams,
          body: upsertSubscriptionFiltersRequest,
          response: { 200: subscriptionFiltersResponse },
        },
      },
      (request) =>
        upsertChannelFilters(db, currentUser(request), request.params.id, calls, request.body),
    );
  }
};
