import type { FastifyInstance } from 'fastify';
import { channelOperations as ops } from '@client-admin/contracts/channels';
import { route } from '../../../plugins/contract-route';
import { resetEpr } from './channel-admin.service';
import { cloneChannel } from './channel-clone.service';
import { newChannelTemplate, newSignupChannelTemplate } from './channel-template.service';
import { sendTestLead } from './channel-test-lead.service';
import { addChannel, editChannel } from './channel-write.service';
import { clientInRequest } from '../client-in-request';

/** Channel add, edit, draft, clone, test lead and EPR reset (seed 001 §7 Channels). */
export async function channelWriteRoutes(app: FastifyInstance) {
  const deps = { db: app.database.db, cache: app.cache };

  route(app, ops.addChannel, ({ user, params, body }) =>
    addChannel(deps, user, params.serviceType, body),
  );

  route(app, ops.editChannel, ({ user, params, query, body }) =>
    editChannel(deps, user, params.serviceType, body, query.estimateAmount),
  );

  route(app, ops.newChannel, ({ user, params, query, request }) => {
    const clientId = clientInRequest(user, query.clientId, request.headers.clientid);
    // Staff building a signup name no client: the signup's parent company and type stand in.
    if (clientId === null && query.isSignup) {
      return newSignupChannelTemplate(user, params.serviceType, query);
    }
    return newChannelTemplate(deps, user, params.serviceType, clientId);
  });

  route(app, ops.cloneChannel, ({ user, body }) => cloneChannel(deps.db, user, body));

  route(app, ops.sendTestLead, ({ user, params, request }) =>
    sendTestLead(deps.db, { email: app.email, crm: app.crm, log: request.log }, user, params.id),
  );

  route(app, ops.resetEpr, ({ user, params }) =>
    resetEpr(deps.db, user, params.clientId, params.x),
  );
}
