import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  channelDetail,
  channelEditInput,
  channelEditQuery,
  channelInput,
  channelServiceTypeParam,
  cloneChannelRequest,
  newChannelQuery,
  testLeadResponse,
} from '@client-admin/contracts/channels';
import { idParam } from '@client-admin/contracts/common';
import { currentUser } from '../../plugins/access';
import { staffOnlyBeforeValidation } from './channel-access';
import { resetEpr } from './channel-admin.service';
import { cloneChannel } from './channel-clone.service';
import { newChannelTemplate } from './channel-template.service';
import { sendTestLead } from './channel-test-lead.service';
import { addChannel, editChannel } from './channel-write.service';
import { clientInRequest } from './client-in-request';

const serviceParams = z.object({ serviceType: channelServiceTypeParam });
const idParams = z.object({ id: idParam });

/** Channel add, edit, draft, clone, test lead and EPR reset (seed 001 §7 Channels). */
export const channelWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, cache: app.cache };

  app.post(
    '/api/leadtype/add/:serviceType',
    { schema: { params: serviceParams, body: channelInput, response: { 201: channelDetail } } },
    async (request, reply) => {
      const created = await addChannel(
        deps,
        currentUser(request),
        request.params.serviceType,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/LeadType/edit/:serviceType',
    {
      schema: {
        params: serviceParams,
        querystring: channelEditQuery,
        body: channelEditInput,
        response: { 200: channelDetail },
      },
    },
    (request) =>
      editChannel(
        deps,
        currentUser(request),
        request.params.serviceType,
        request.body,
        request.query.estimateAmount,
      ),
  );

  app.get(
    '/api/LeadType/new/:serviceType',
    {
      schema: {
        params: serviceParams,
        querystring: newChannelQuery,
        response: { 200: channelDetail },
      },
    },
    (request) => {
      const user = currentUser(request);
      const clientId = clientInRequest(user, request.query.clientId, request.headers.clientid);
      return newChannelTemplate(deps, user, request.params.serviceType, clientId);
    },
  );

  app.post(
    '/api/LeadType/clone',
    { schema: { body: cloneChannelRequest, response: { 201: channelDetail } } },
    async (request, reply) => {
      const copy = await cloneChannel(deps.db, currentUser(request), request.body);
      return reply.status(201).send(copy);
    },
  );

  app.post(
    '/api/leadType/:id/testLead',
    { schema: { params: idParams, response: { 200: testLeadResponse } } },
    (request) =>
      sendTestLead(
        deps.db,
        { email: app.email, crm: app.crm, log: request.log },
        currentUser(request),
        request.params.id,
      ),
  );

  app.post(
    '/api/LeadType/:clientId/:x/resetepr',
    {
      preValidation: staffOnlyBeforeValidation,
      schema: {
        params: z.object({ clientId: idParam, x: idParam }),
        response: { 200: channelDetail },
      },
    },
    (request) => resetEpr(deps.db, currentUser(request), request.params.clientId, request.params.x),
  );
};
