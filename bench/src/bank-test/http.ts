/** One HTTP answer as the test sees it; status 0 is a request that got no answer at all. */
export interface Answer {
  status: number;
  body: unknown;
  replayed: boolean;
}

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  authorization?: string;
  idempotencyKey?: string;
  body?: unknown;
}

const TIMEOUT_MS = 30_000;

/** Sends one request to the API; never throws (a lost connection is status 0). */
export async function send(baseUrl: string, request: ApiRequest): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (request.authorization) headers.authorization = request.authorization;
  if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text
    }
    return {
      status: res.status,
      body,
      replayed: res.headers.get('idempotent-replayed') === 'true',
    };
  } catch (err) {
    return { status: 0, body: (err as Error).message, replayed: false };
  }
}

export const isSuccess = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** The answer's message, when it has one. */
export function messageOf(answer: Answer): string {
  const body = answer.body as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : '';
}

/**
 * Worth sending again with the same key: no answer, the database connection lost, or an answer
 * that says to retry (the key in use; a card refund paid but not yet written).
 */
export const isRetryable = (answer: Answer) =>
  answer.status === 0 ||
  answer.status === 503 ||
  ((answer.status === 409 || answer.status === 500) && /retry/i.test(messageOf(answer)));

/** Sends a setup request and answers its body, or fails the run with the API's answer. */
export async function expectOk<T>(baseUrl: string, request: ApiRequest, what: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const answer = await send(baseUrl, request);
    if (isSuccess(answer)) return answer.body as T;
    if (!isRetryable(answer) || attempt >= 5) {
      throw new Error(`${what} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
  }
}
