import type { FastifyRequest } from 'fastify';

/**
 * The API: /api, the credit dialer's service under /Dialer (decision 0044), and the signed
 * contract's PDF under /download (seed 002 §7, decision 0050).
 */
const API_PREFIX = /^\/(api|dialer|download)(\/|$)/i;
const DOCS_PREFIX = /^\/api\/docs(\/|$)/i;

/**
 * The path as the router sees it: without the query and percent-decoded, so that `/%61pi/...`
 * and `/API/...` are both API paths. A path that cannot be decoded is kept as it came.
 */
export function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The path a request is judged by: the pattern of the route the router matched (already
 * normalised), or, for the portal's catch-all and for unmatched requests, the decoded URL path.
 */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  return pattern && pattern !== '/*' ? pattern : decodedPath(request.url);
}

export function isApiPath(path: string): boolean {
  return API_PREFIX.test(path);
}

/** The OpenAPI document and its viewer are public. */
export function isApiDocsPath(path: string): boolean {
  return DOCS_PREFIX.test(path);
}
