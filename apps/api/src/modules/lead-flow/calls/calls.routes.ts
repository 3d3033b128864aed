import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from '@client-admin/contracts/lead-flow';
import { leadFlowCallOperations as ops } from '@client-admin/contracts/lead-flow-calls';
import { CALL_MESSAGES as C } from '@client-admin/domain/lead-flow/call-messages';
import { HttpError } from '../../../errors';
import { route } from '../../../plugins/contract-route';
import { isValidTwilioSignature } from '../../../adapters/telephony/twilio-signature';
import { TwilioTelephony } from '../../../adapters/telephony/twilio-telephony';
import { vendorOfApiKey } from '../../vendors/vendors.public';
import { handleLegEvent } from './call-events.service';
import { intakeCall } from './call-intake.service';
import { callRecording } from './call-recording.service';

/** Inbound calls (decision 0033): intake, recordings and the telephony provider's callbacks. */
export async function callsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const port = app.telephony;
  port.onEvent((event) => handleLegEvent(db, port, event));

  const keyOf = (request: FastifyRequest) => {
    const header = request.headers[API_KEY_HEADER];
    return typeof header === 'string' ? header : undefined;
  };

  route(
    app,
    ops.intakeCall,
    async ({ body, request, reply }) => {
      const { answer, replayed } = await intakeCall(db, port, keyOf(request), body);
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return answer;
    },
    // The key before the body, so a caller without one learns nothing of the call's fields.
    {
      authorize: async (request) =>
        void (await db.transaction((tx) => vendorOfApiKey(tx, keyOf(request)))),
    },
  );

  route(app, ops.callRecording, async ({ params, user, reply }) => {
    const { audio, contentType } = await callRecording(db, user, params.outboundCallSid);
    // The audio itself, not JSON: a Buffer skips the response serializer.
    await reply.type(contentType).header('cache-control', 'private, max-age=300').send(audio);
    return undefined;
  });

  // Twilio's callbacks exist only with the Twilio adapter, and only signed by its auth token.
  if (port instanceof TwilioTelephony) await twilioCallbackRoutes(app, port);
}

async function twilioCallbackRoutes(app: FastifyInstance, twilio: TwilioTelephony) {
  // Twilio's callbacks are form posts.
  await app.register(formbody);
  const verifyTwilio = async (request: FastifyRequest) => {
    const signature = request.headers['x-twilio-signature'];
    const params = (request.body ?? {}) as Record<string, string>;
    const url = `${app.config.publicUrl}${request.url}`;
    const valid = isValidTwilioSignature(
      twilio.options.authToken,
      url,
      params,
      typeof signature === 'string' ? signature : undefined,
    );
    if (!valid) throw new HttpError(403, C.invalidSignature);
  };

  route(
    app,
    ops.twilioStatus,
    async ({ query, body }) => {
      await twilio.statusCallback(query.sid, body);
      return { ok: true as const };
    },
    { authorize: verifyTwilio },
  );
  route(
    app,
    ops.twilioRecording,
    async ({ query, body }) => {
      await twilio.recordingCallback(query.sid, body);
      return { ok: true as const };
    },
    { authorize: verifyTwilio },
  );
}
