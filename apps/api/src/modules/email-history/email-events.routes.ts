import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { emailHistoryOperations as ops } from '@client-admin/contracts/email-history';
import { EMAIL_HISTORY_MESSAGES as M } from '@client-admin/domain/email-history/email-events';
import {
  isSignedEventBatch,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from '../../adapters/email/event-signature';
import { HttpError } from '../../errors';
import { route } from '../../plugins/contract-route';
import { jsonBodyError } from '../../plugins/error-handler';
import { receiveEmailEvents } from './email-events.service';

type JsonParser = (
  request: FastifyRequest,
  body: string,
  done: (err: Error | null, value?: unknown) => void,
) => void;

const rawBodies = new WeakMap<FastifyRequest, string>();
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The provider's event webhook (decision 0084), in its own scope: JSON bodies are kept raw as
 * well, since the signature is of the bytes sent; an unsigned or badly signed call is a 401
 * before anything is read or written.
 */
export async function emailEventsRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    // The app's JSON parsing (prototype-poisoning checks, its messages), keeping the raw text.
    const parseJson = scope.getDefaultJsonParser('error', 'error') as JsonParser;
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, body as string);
      parseJson(request, body as string, (err, value) => {
        if (err && (err as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
          done(jsonBodyError(body as string));
        } else done(err, value);
      });
    });
    const { email } = app.config;
    route(scope, ops.receiveEmailEvents, ({ body }) => receiveEmailEvents(app.database.db, body), {
      authorize: async (request) => {
        const signed = isSignedEventBatch({
          publicKey: email.webhookPublicKey,
          signature: header(request, SIGNATURE_HEADER),
          timestamp: header(request, TIMESTAMP_HEADER),
          rawBody: rawBodies.get(request) ?? '',
          now: new Date(),
          maxAgeSeconds: email.webhookMaxAgeSeconds,
        });
        if (!signed) throw new HttpError(401, M.badSignature);
      },
    });
  });
}
