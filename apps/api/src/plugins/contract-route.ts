import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routerPath, type Operation, type Output } from '@client-admin/contracts/call-table';
import { currentUser, requireRole } from './access';
import type { RequestUser } from './auth';

/** What a handler gets: the validated request parts and the caller. */
export interface CallInput<O extends Operation> {
  params: Output<O['params']>;
  query: Output<O['query']>;
  body: Output<O['body']>;
  /** Null only on public operations. */
  user: O['access']['public'] extends true ? RequestUser | null : RequestUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Answer<O extends Operation> = Output<O['response']> | undefined;

/** What the API adds to an operation that is no part of the contract (a rate limit). */
export interface RouteExtras {
  config?: FastifyContextConfig;
  /** A check of the caller that must run before validation (a vendor's API key). */
  authorize?: (request: FastifyRequest) => Promise<void>;
}

/**
 * Registers one operation of the call table: its method and path, its schemas (validation and
 * OpenAPI) and its access. The role check runs before validation, so a caller without the role
 * learns nothing about the body.
 */
export function route<O extends Operation>(
  app: FastifyInstance,
  operation: O,
  handler: (input: CallInput<O>) => Answer<O> | Promise<Answer<O>>,
  extras: RouteExtras = {},
): void {
  const { access } = operation;
  const status = operation.status ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: operation.method,
    url: routerPath(operation.path),
    config: {
      ...extras.config,
      ...(access.public ? { public: true } : {}),
      ...(access.clientParam ? { clientParam: access.clientParam } : {}),
    },
    schema: {
      tags: [operation.area],
      summary: operation.summary,
      ...(access.public ? {} : { security: [{ bearerAuth: [] }] }),
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.body ? { body: operation.body } : {}),
      response: Object.fromEntries(
        [status, ...(operation.otherStatuses ?? [])].map((code) => [code, operation.response]),
      ),
    },
    ...(access.roles || extras.authorize
      ? {
          preValidation: async (request: FastifyRequest) => {
            if (access.roles) requireRole(currentUser(request), ...access.roles);
            await extras.authorize?.(request);
          },
        }
      : {}),
    handler: async (request, reply) => {
      const answer = await handler({
        params: request.params as CallInput<O>['params'],
        query: request.query as CallInput<O>['query'],
        body: request.body as CallInput<O>['body'],
        user: (access.public ? request.user : currentUser(request)) as CallInput<O>['user'],
        request,
        reply,
      });
      if (status !== 200 && !reply.sent) reply.status(status);
      return answer;
    },
  });
}
