import type { FastifyInstance } from 'fastify';
import { campaignOperations as ops } from '@client-admin/contracts/campaigns';
import { route } from '../../plugins/contract-route';
import { saveCampaign } from './campaign-save.service';
import { getCampaignSummary, getCampaigns } from './campaigns.service';

/** Campaigns: corporate clients' call channels and what they bought (decision 0035). */
export async function campaignsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const deps = { db, cache: app.cache };

  route(app, ops.getCampaigns, ({ user, params, query }) =>
    getCampaigns(db, user, params.clientId, query),
  );
  route(app, ops.saveCampaign, ({ user, body }) => saveCampaign(deps, user, body));
  route(app, ops.getCampaignSummary, ({ user, params, query }) =>
    getCampaignSummary(db, user, params, query),
  );
}
