import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@client-admin/domain/messages';
import { HttpError } from '../errors';

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
};

/**
 * One error shape for every answer: { statusCode, error, message, errors? }.
 * A 400 names each bad field with the same message the form shows.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
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
