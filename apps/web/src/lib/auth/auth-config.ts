import { authCalls } from '@client-admin/contracts/auth.calls';

/** GET /api/auth/config (public): what the browser needs to start sign-in. */
export interface AuthConfig {
  authority: string;
  clientId: string;
  scope: string;
  /** Audience of the API, when the issuer needs it as a resource indicator. */
  resource?: string;
}

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

// Checked by hand: zod would weigh on the first route. Move the type to contracts/auth once the
// API publishes it there.
export function parseAuthConfig(value: unknown): AuthConfig {
  const answer = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  if (!text(answer.authority) || !text(answer.clientId) || !text(answer.scope)) {
    throw new Error('Sign-in configuration is incomplete');
  }
  const config: AuthConfig = {
    authority: answer.authority,
    clientId: answer.clientId,
    scope: answer.scope,
  };
  if (text(answer.resource)) config.resource = answer.resource;
  return config;
}

let loaded: Promise<AuthConfig> | null = null;

/** The sign-in configuration, fetched once per page (a failed fetch is tried again next time). */
export function loadAuthConfig(): Promise<AuthConfig> {
  loaded ??= fetchAuthConfig().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

export async function fetchAuthConfig(): Promise<AuthConfig> {
  const response = await fetch(authCalls.getAuthConfig.path, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Sign-in configuration failed (${response.status})`);
  return parseAuthConfig(await response.json());
}
