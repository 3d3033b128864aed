import type { z } from 'zod';
import type { ErrorResponse } from '@client-admin/contracts/common';
import { MESSAGES } from '@client-admin/domain/messages';
import { hasAnyRole, ROLES } from '@client-admin/domain/roles';
import { getAccessToken, redirectToLogin } from './auth/access-token';
import { sessionStore } from './auth/session-store';
import { recordRequestError } from './error-reporting';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiOptions<T> {
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** A call of a page that needs no login (sign contract, review terms): no bearer token. */
  anonymous?: boolean;
  /** Extra request headers, e.g. the Idempotency-Key of a money-moving POST. */
  headers?: Record<string, string>;
  /** The answer is a file (a PDF): read it as a Blob, not as JSON. */
  blob?: boolean;
}

/** A failed call: the HTTP status (0 when there was no response) and the server's message. */
export class ApiError extends Error {
  status: number;
  errors?: Record<string, string>;
  errorId?: string;

  constructor(
    message: string,
    status: number,
    details: { errors?: Record<string, string>; errorId?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (details.errors) this.errors = details.errors;
    if (details.errorId) this.errorId = details.errorId;
  }
}

/** Roles whose calls name the selected client in a clientId header (seed 000 §6). */
const CLIENT_HEADER_ROLES = [ROLES.ADMIN, ROLES.CLIENT_SERVICES, ROLES.CLIENT_SERVICES_ADMIN];

function buildUrl(path: string, query: ApiOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** The headers of a call: the bearer token and, for client-services roles, the clientId. */
export async function buildHeaders(options: ApiOptions<unknown>): Promise<Headers> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  if (options.body !== undefined && !(options.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  if (options.anonymous) return headers;
  headers.set('Authorization', `Bearer ${await getAccessToken()}`);
  const { session, selectedClientId } = sessionStore.getState();
  if (session && selectedClientId !== null && hasAnyRole(session.roles, CLIENT_HEADER_ROLES)) {
    headers.set('clientId', String(selectedClientId));
  }
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isInvalidTokenChallenge(response: Response): boolean {
  return /error="?invalid_token"?/i.test(response.headers.get('WWW-Authenticate') ?? '');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Read by hand rather than with the contract's zod schema: this module is on the first route,
// and zod would add about 40 KB gzipped to it.
export async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  const answer: Partial<ErrorResponse> = isRecord(body) ? body : {};
  const details: { errors?: Record<string, string>; errorId?: string } = {};
  if (isRecord(answer.errors)) {
    details.errors = Object.fromEntries(
      Object.entries(answer.errors).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  }
  if (typeof answer.errorId === 'string' && answer.errorId) details.errorId = answer.errorId;
  const message =
    typeof answer.message === 'string' && answer.message ? answer.message : MESSAGES.requestFailed;
  return new ApiError(message, response.status, details);
}

/**
 * Calls the API with the user's bearer token (and the clientId header for client-services
 * roles), parses the answer with the schema, and throws ApiError with the message to show.
 */
export async function api<T = unknown>(path: string, options: ApiOptions<T> = {}): Promise<T> {
  const headers = await buildHeaders(options as ApiOptions<unknown>);
  const body =
    options.body === undefined || options.body instanceof FormData
      ? (options.body as FormData | undefined)
      : JSON.stringify(options.body);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: body ?? null,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    recordRequestError({ method: options.method ?? 'GET', path, status: 0, message: `${error}` });
    throw new ApiError(MESSAGES.networkError, 0);
  }
  if (!response.ok) {
    if (response.status === 401 && isInvalidTokenChallenge(response)) {
      void redirectToLogin(true);
    }
    const failure = await toApiError(response);
    // Only 5xx answers are kept (error-reporting.ts ignores the rest).
    const { status, message } = failure;
    recordRequestError({ method: options.method ?? 'GET', path, status, message });
    throw failure;
  }
  if (options.blob) return (await response.blob()) as T;
  const data = response.status === 204 ? undefined : await readBody(response);
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** True for a 4xx answer: retrying will not help. */
export const isClientError = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;
