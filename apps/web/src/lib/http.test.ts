import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@client-admin/contracts/call-table';
import { clientCalls } from '@client-admin/contracts/clients.calls';
import { ROLES } from '@client-admin/domain/roles';
import { api, ApiError } from './http';
import { sessionStore } from './auth/session-store';
import { redirectToLogin } from './auth/access-token';

vi.mock('./auth/access-token', () => ({
  getAccessToken: vi.fn(async () => 'token-1'),
  redirectToLogin: vi.fn(async () => undefined),
}));

const fetchMock = vi.fn<typeof fetch>();
const path = fillPath(clientCalls.getClient.path, { id: 5 });

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const user = (roles: string[]) => ({
  id: 'u1',
  name: 'Pat Doe',
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Doe',
  roles,
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.setSession(null);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.mocked(redirectToLogin).mockClear();
    vi.unstubAllGlobals();
  });

  it('reads a file answer as a Blob, and a failed one as the usual error', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const file = await api<Blob>(path, { blob: true });
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.3');
    fetchMock.mockResolvedValueOnce(json(404, { message: 'Statement not found' }));
    expect((await failure(api(path, { blob: true }))).message).toBe('Statement not found');
  });

  it('sends the bearer token and parses the answer with the schema', async () => {
    fetchMock.mockResolvedValue(json(200, { n: 2 }));
    const schema = { parse: (v: unknown) => v as { n: number } } as never;
    await expect(api(path, { query: { a: 1, b: undefined }, schema })).resolves.toEqual({
      n: 2,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${path}?a=1`);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('sends extra headers but never lets them replace the bearer token', async () => {
    fetchMock.mockResolvedValue(json(201, {}));
    await api(path, {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'key-1', Authorization: 'Bearer forged' },
    });
    const headers = new Headers(fetchMock.mock.calls[0]![1]?.headers);
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('adds the clientId header of the selected client for client services roles only', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    sessionStore.setSession(user([ROLES.CLIENT_SERVICES]), null);
    sessionStore.selectClient(42);
    await api(path);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('clientId')).toBe('42');

    sessionStore.setSession(user([ROLES.SALES]), null);
    sessionStore.selectClient(42);
    await api(path);
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).has('clientId')).toBe(false);
  });

  it("throws the server's message with status, field errors and error id", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Zip Code must be 5 digits',
        errors: { zip: 'Zip Code must be 5 digits' },
        errorId: 'E1',
      }),
    );
    const error = await failure(api(path, { method: 'POST', body: { zip: '1' } }));
    expect(error.message).toBe('Zip Code must be 5 digits');
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({ zip: 'Zip Code must be 5 digits' });
    expect(error.errorId).toBe('E1');
  });

  it('falls back to the default message when the server gives none', async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 502 }));
    const error = await failure(api(path));
    expect(error.message).toBe('Request failed. Please try again.');
    expect(error.status).toBe(502);
  });

  it('reports a network error when there is no response', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(api(path));
    expect(error.message).toBe('Network error. Please check your connection.');
    expect(error.status).toBe(0);
  });

  it('sends the user to login on an invalid_token challenge', async () => {
    fetchMock.mockResolvedValue(
      json(
        401,
        { message: 'Invalid or expired token' },
        { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
      ),
    );
    const error = await failure(api(path));
    expect(error.status).toBe(401);
    expect(redirectToLogin).toHaveBeenCalledWith(true);
  });

  it('does not send the user to login on a 401 without the challenge', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'No' }));
    await failure(api(path));
    expect(redirectToLogin).not.toHaveBeenCalled();
  });
});
