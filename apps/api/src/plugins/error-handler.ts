import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@client-admin/domain/messages';
import { HttpError } from '../errors';
import { isConnectionLoss } from '../db/connection-errors';
import { isTransientDatabaseError } from '../db/transient-errors';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

const CONNECTION_LOST_MESSAGE = 'The database connection was lost; please try again.';
/** A deadlock or serialization failure that outlived its retries: nothing was written. */
const CONFLICT_MESSAGE = 'The database was busy with a conflicting request; please try again.';
/** Seconds: the pool opens a new connection at once, so an immediate retry usually succeeds. */
const CONNECTION_LOST_RETRY_AFTER = 1;

type JsonParser = (
  request: FastifyRequest,
  body: string,
  done: (err: Error | null, value?: unknown) => void,
) => void;

/** The first key of a parsed body that could poison a prototype, as Fastify's parser refuses. */
function prototypeKey(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (Object.hasOwn(value, '__proto__')) return '__proto__';
  const ctor: unknown = Object.hasOwn(value, 'constructor') ? value.constructor : undefined;
  if (typeof ctor === 'object' && ctor !== null && Object.hasOwn(ctor, 'prototype')) {
    return 'constructor.prototype';
  }
  for (const child of Object.values(value)) {
    const key = prototypeKey(child);
    if (key) return key;
  }
  return undefined;
}

/** Why Fastify's parser refused a JSON body, in words a person can act on. */
export function jsonBodyError(body: string): HttpError {
  let message = 'The request body is not valid JSON';
  try {
    const key = prototypeKey(JSON.parse(body));
    if (key) message = `The request body may not contain the key ${key}`;
  } catch (err) {
    message = `${message}: ${(err as Error).message}`;
  }
  return new HttpError(400, message, { body: message });
}

/**
 * One error shape for every answer: { statusCode, error, message, errors? }.
 * A 400 names each bad field with the same message the form shows.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Fastify's parser (with its prototype-poisoning checks) says only "Body is not valid JSON".
  const parseJson = app.getDefaultJsonParser('error', 'error') as JsonParser;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (err, value) => {
      if (err && (err as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        done(jsonBodyError(body as string));
      } else done(err, value);
    });
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
        errors[field] ??= issue.message ?? MESSAGES.requestFailed;
      }
      const message = Object.values(errors)[0] ?? MESSAGES.requestFailed;
      return reply.status(400).send({ statusCode: 400, error: 'Bad Request', message, errors });
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({
        statusCode: err.statusCode,
        error: reasons[err.statusCode] ?? 'Error',
        message: err.message,
        ...(err.errors ? { errors: err.errors } : {}),
      });
    }
    const statusCode = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    if (statusCode < 500) {
      return reply.status(statusCode).send({
        statusCode,
        error: reasons[statusCode] ?? 'Error',
        message: err.message || MESSAGES.requestFailed,
      });
    }
    if (isTransientDatabaseError(err)) {
      const transient = isConnectionLoss(err)
        ? { log: 'database connection lost', message: CONNECTION_LOST_MESSAGE }
        : { log: 'transaction given up for another one', message: CONFLICT_MESSAGE };
      request.log.warn({ err }, transient.log);
      return reply
        .status(503)
        .header('Retry-After', String(CONNECTION_LOST_RETRY_AFTER))
        .send({ statusCode: 503, error: reasons[503], message: transient.message });
    }
    const errorId = randomUUID();
    request.log.error({ err, errorId }, 'request failed');
    return reply.status(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: MESSAGES.requestFailed,
      errorId,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      statusCode: 404,
      error: reasons[404],
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    });
  });
});
