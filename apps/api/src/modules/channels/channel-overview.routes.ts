import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  channelCapMinimums,
  channelDashboard,
  channelUpsell,
  crmTarget,
  leadChannelOption,
  quoteTypeOption,
  quoteTypesQuery,
  territoryDetail,
  territoryDetailQuery,
} from '@client-admin/contracts/channels';
import { idParam } from '@client-admin/contracts/common';
import { LENGTHS, text } from '@client-admin/contracts/schema-builders';
import { currentUser } from '../../plugins/access';
import { clientUpsells, listCrms, quoteTypesFor } from './channel-admin.service';
import {
  capMinimums,
  channelDashboard as loadDashboard,
  leadChannels,
  territoryDetail as loadTerritoryDetail,
} from './channel-overview.service';
import { clientInRequest } from './client-in-request';

const clientParams = z.object({ clientId: idParam });
const idParams = z.object({ id: idParam });

/** Channel summaries, minimums, territory, CRMs, quote types and upsells (seed 001 §7). */
export const channelOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/LeadType/dashboard/:clientId',
    { schema: { params: clientParams, response: { 200: channelDashboard } } },
    (request) => loadDashboard(db, currentUser(request), request.params.clientId),
  );

  app.get(
    '/api/LeadType/leadchannels/:id',
    {
      config: { clientParam: 'id' },
      schema: { params: idParams, response: { 200: z.array(leadChannelOption) } },
    },
    (request) => leadChannels(db, currentUser(request), request.params.id),
  );

  app.get(
    '/api/LeadType/:id/caps/min',
    { schema: { params: idParams, response: { 200: channelCapMinimums } } },
    (request) => capMinimums(db, currentUser(request), request.params.id),
  );

  app.get(
    '/api/LeadType/territorydetail/:id',
    {
      schema: {
        params: idParams,
        querystring: territoryDetailQuery,
        response: { 200: territoryDetail },
      },
    },
    (request) =>
      loadTerritoryDetail(
        db,
        currentUser(request),
        request.params.id,
        request.query.subsidyProduct,
      ),
  );

  app.get(
    '/api/LeadType/crms/:x',
    {
      config: { clientParam: 'x' },
      schema: { params: z.object({ x: idParam }), response: { 200: z.array(crmTarget) } },
    },
    (request) => listCrms(db, currentUser(request), request.params.x),
  );

  app.get(
    '/api/leadtype/quoteTypes/:parentCompany',
    {
      schema: {
        params: z.object({ parentCompany: text({ max: LENGTHS.code }).min(1) }),
        querystring: quoteTypesQuery,
        response: { 200: z.array(quoteTypeOption) },
      },
    },
    (request) => {
      const user = currentUser(request);
      return quoteTypesFor(
        { db, cache: app.cache },
        user,
        request.params.parentCompany,
        request.query.serviceType,
        clientInRequest(user, request.query.clientId, request.headers.clientid),
      );
    },
  );

  app.get(
    '/api/Clients/upsells/:clientId',
    { schema: { params: clientParams, response: { 200: z.array(channelUpsell) } } },
    (request) => clientUpsells(db, currentUser(request), request.params.clientId),
  );
};
