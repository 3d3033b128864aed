import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_KEY_MAX_LENGTH,
} from '@client-admin/domain/billing/billing-constants';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import type { Database, Tx } from '../db/database';
import { retryingConflicts } from '../db/transient-errors';
import { badRequest, HttpError } from '../errors';
import type { RequestUser } from './auth';
import { claimKey, findAnswer, saveAnswer, type IdempotencyKey } from './idempotency-store';

/**
 * Idempotency-Key on money-moving POSTs (decision 0027). The header is optional; with it, the
 * first successful answer is stored with a hash of the request in the request's own database
 * transaction, and a retry with the same key and request gets that answer again (header
 * `Idempotent-Replayed: true`) without moving money; the same key with another request is a 422.
 * A failed request stores nothing, so its retry runs again. Keys are kept 24 hours at least.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MS = IDEMPOTENCY_KEY_HOURS * 3_600_000;

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** The same JSON for the same value, whatever the order of its keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** sha256 of method, route, parameters, query, body and caller. */
export function requestHash(request: FastifyRequest, caller: string): string {
  const parts = [
    request.method,
    request.routeOptions.url ?? request.url,
    request.params,
    request.query,
    request.body,
    caller,
  ];
  return createHash('sha256').update(canonical(parts)).digest('hex');
}

/** The request's key, or null without the header; a malformed one is a 400 naming the header. */
export function idempotencyKeyOf(
  request: FastifyRequest,
  user: RequestUser,
): IdempotencyKey | null {
  const value = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined) return null;
  if (
    typeof value !== 'string' ||
    value.length > IDEMPOTENCY_KEY_MAX_LENGTH ||
    !VISIBLE_ASCII.test(value)
  ) {
    throw badRequest(IDEMPOTENCY_HEADER, M.idempotencyKeyInvalid);
  }
  return { caller: user.id, key: value, hash: requestHash(request, user.id) };
}

/** Another request holds the key: its answer will be the key's. */
export const keyInUse = () => new HttpError(409, 'The Idempotency-Key is in use; please retry');

export interface Once<T> {
  body: T;
  replayed: boolean;
}

/**
 * Runs `work` in one database transaction, once per key: the key is claimed first, the answer
 * saved before commit. Without a key it simply runs. A transaction PostgreSQL gives up for
 * another (deadlock) runs again whole.
 */
export async function once<T>(
  db: Database,
  key: IdempotencyKey | null,
  statusCode: number,
  work: (tx: Tx) => Promise<T>,
): Promise<Once<T>> {
  return retryingConflicts(() =>
    db.transaction(async (tx) => {
      if (!key) return { body: await work(tx), replayed: false };
      if (!(await claimKey(tx, key))) {
        const stored = await findAnswer(tx, key);
        if (!stored) throw keyInUse();
        if (stored.requestHash !== key.hash) {
          throw new HttpError(422, M.idempotencyKeyReused, {
            [IDEMPOTENCY_HEADER]: M.idempotencyKeyReused,
          });
        }
        return { body: stored.responseBody as T, replayed: true };
      }
      const body = await work(tx);
      await saveAnswer(tx, key, statusCode, body);
      return { body, replayed: false };
    }),
  );
}

/** Marks a replayed answer and hands back its body. */
export function answerOnce<T>(reply: FastifyReply, result: Once<T>): T {
  if (result.replayed) reply.header(REPLAYED_HEADER, 'true');
  return result.body;
}
