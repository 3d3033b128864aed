import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@client-admin/domain/messages';
import { badRequest } from '../errors';
import type { RequestUser } from './auth';

/**
 * The client a request is about: a client user's own; for staff the ?clientId= query or the
 * clientId header the browser sends once a client is loaded (seed 000 §6); null for none.
 */
export function selectedClientId(request: FastifyRequest, user: RequestUser): number | null {
  if (!user.isStaff) return user.clientId;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const header = request.headers.clientid;
  const raw = query.clientId ?? (Array.isArray(header) ? header[0] : header);
  if (raw === undefined || raw === null || raw === '') return null;
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw badRequest('clientId', MESSAGES.invalidClientId);
  return id;
}
