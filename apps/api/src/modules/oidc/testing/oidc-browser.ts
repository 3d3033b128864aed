import { createHash, randomBytes } from 'node:crypto';
import type { App } from '../../../app';

type InjectResponse = Awaited<ReturnType<App['inject']>>;

/** The portal's side of the code flow in tests: PKCE values for one sign-in. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** A path (with query) from a Location header, absolute or not. */
export function pathOf(location: string | undefined): string {
  if (!location) throw new Error('no Location header');
  const url = new URL(location, 'http://localhost');
  return `${url.pathname}${url.search}`;
}

/**
 * A browser for app.inject: keeps cookies (ignoring paths, which is harmless here) and sends
 * forms url-encoded from one IP, so rate limits can be kept apart per test.
 */
export function createTestBrowser(app: App, ip = '203.0.113.1') {
  const jar = new Map<string, string>();

  function remember(res: InjectResponse) {
    for (const cookie of res.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return res;
  }

  const headers = () => ({
    cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
  });

  return {
    jar,
    async get(url: string) {
      return remember(
        await app.inject({ method: 'GET', url, remoteAddress: ip, headers: headers() }),
      );
    },
    async post(url: string, form: Record<string, string>) {
      return remember(
        await app.inject({
          method: 'POST',
          url,
          remoteAddress: ip,
          headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(form).toString(),
        }),
      );
    },
  };
}

export type TestBrowser = ReturnType<typeof createTestBrowser>;

export const REDIRECT_URI = 'http://localhost:3000/callback';

/** Opens /oidc/auth as oidc-client-ts would; answers the interaction page's path. */
export async function startSignIn(
  browser: TestBrowser,
  clientId: string,
  challenge: string,
  extra: Record<string, string> = {},
): Promise<string> {
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    ...extra,
  });
  const res = await browser.get(`/oidc/auth?${query}`);
  if (res.statusCode !== 303 && res.statusCode !== 302) {
    throw new Error(`auth answered ${res.statusCode}: ${res.body}`);
  }
  return pathOf(res.headers.location);
}

/** Follows redirects from a finished interaction to the portal's callback; answers the code. */
export async function followToCode(browser: TestBrowser, res: InjectResponse): Promise<string> {
  let current = res;
  for (let hops = 0; hops < 5; hops += 1) {
    const location = current.headers.location;
    if (!location) throw new Error(`no redirect (${current.statusCode}): ${current.body}`);
    if (location.startsWith(REDIRECT_URI)) {
      const code = new URL(location).searchParams.get('code');
      if (!code) throw new Error(`no code in ${location}`);
      return code;
    }
    current = await browser.get(pathOf(location));
  }
  throw new Error('too many redirects');
}

/** Sign-in start to finish for one login; answers the token endpoint's JSON. */
export async function signInThroughPages(
  app: App,
  options: { clientId: string; email: string; password: string; ip?: string },
) {
  const browser = createTestBrowser(app, options.ip);
  const { verifier, challenge } = pkcePair();
  const page = await startSignIn(browser, options.clientId, challenge);
  const submitted = await browser.post(page.split('?')[0]!, {
    email: options.email,
    password: options.password,
  });
  const code = await followToCode(browser, submitted);
  return exchangeCode(app, { clientId: options.clientId, code, verifier });
}

export async function exchangeCode(
  app: App,
  options: { clientId: string; code: string; verifier: string },
) {
  const res = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code: options.code,
      redirect_uri: REDIRECT_URI,
      client_id: options.clientId,
      code_verifier: options.verifier,
    }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`token answered ${res.statusCode}: ${res.body}`);
  return res.json() as {
    access_token: string;
    id_token: string;
    refresh_token?: string;
    expires_in: number;
    scope: string;
    token_type: string;
  };
}
