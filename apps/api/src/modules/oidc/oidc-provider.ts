import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../../config';
import { embeddedIssuer } from '../../config';
import type { Database } from '../../db/database';
import type { SigningKeys } from '../../adapters/identity/signing-keys';
import { createOidcAdapterFactory } from '../../adapters/identity/oidc-adapter';
import { createFindAccount, loadAccountClaims } from './oidc-account';
import { renderLogoutPage, renderLoggedOutPage, renderOidcErrorPage } from './pages/provider-pages';
import { OIDC_PREFIX, OIDC_SCOPE } from './oidc-scope';
const HOUR = 60 * 60;
const DAY = 24 * HOUR;
/** Short-lived: the browser renews silently with its refresh token (decision 0016). */
const ACCESS_TOKEN_TTL = 10 * 60;

export interface OidcProviderOptions {
  config: AppConfig;
  db: Database;
  signingKeys: SigningKeys;
  cookieKeys: string[];
}

/** The one first-party client: the portal, a public browser app with PKCE. */
function portalClient(config: AppConfig) {
  return {
    client_id: config.oidcClientId,
    client_name: 'Client Admin',
    token_endpoint_auth_method: 'none' as const,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code' as const],
    redirect_uris: [`${config.publicUrl}/callback`],
    post_logout_redirect_uris: [`${config.publicUrl}/logged-out`],
  };
}

/**
 * The first-party portal never sees a consent screen: its grant is made (or completed) here
 * with every scope it may ask for, for the API resource too.
 */
function createLoadExistingGrant(config: AppConfig) {
  return async (ctx: KoaContextWithOIDC) => {
    const { client, session, result } = ctx.oidc;
    if (!client || !session?.accountId) return undefined;
    const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    const { Grant } = ctx.oidc.provider;
    const grant =
      (grantId ? await Grant.find(grantId) : undefined) ??
      new Grant({ clientId: client.clientId, accountId: session.accountId });
    if (client.clientId === config.oidcClientId) {
      grant.addOIDCScope(`${OIDC_SCOPE} offline_access`);
      grant.addResourceScope(config.oidcAudience, OIDC_SCOPE);
      await grant.save();
    }
    return grant;
  };
}

function allowedOrigins(config: AppConfig): Set<string> {
  const client = portalClient(config);
  return new Set(
    [config.publicUrl, ...client.redirect_uris, ...client.post_logout_redirect_uris].map(
      (uri) => new URL(uri).origin,
    ),
  );
}

export function oidcConfiguration(options: OidcProviderOptions): Configuration {
  const { config, db, signingKeys, cookieKeys } = options;
  const origins = allowedOrigins(config);
  return {
    adapter: createOidcAdapterFactory(db),
    clients: [portalClient(config)],
    jwks: { keys: signingKeys.privateJwks as never },
    findAccount: createFindAccount(db),
    claims: {
      openid: ['sub'],
      email: ['email'],
      profile: ['name', 'given_name', 'family_name', 'roles'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    extraParams: ['policy'],
    responseTypes: ['code'],
    pkce: { methods: ['S256'], required: () => true },
    cookies: {
      keys: cookieKeys,
      // Same-site portal and silent renew through refresh tokens (no iframe): lax is enough.
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    clientBasedCORS: (_ctx, origin) => origins.has(origin),
    interactions: { url: (_ctx, interaction) => `${OIDC_PREFIX}/interaction/${interaction.uid}` },
    loadExistingGrant: createLoadExistingGrant(config),
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    extraTokenClaims: async (_ctx, token) => {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const claims = await loadAccountClaims(db, token.accountId);
      if (!claims) return undefined;
      // sub is set by the provider itself; the rest is what the API reads from the token.
      const { email, name, given_name, family_name, roles } = claims;
      return { email, name, given_name, family_name, roles };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: renderLogoutPage,
        postLogoutSuccessSource: renderLoggedOutPage,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.oidcAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          audience: config.oidcAudience,
          scope: OIDC_SCOPE,
          accessTokenFormat: 'jwt',
          accessTokenTTL: ACCESS_TOKEN_TTL,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    renderError: renderOidcErrorPage,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Grant: 14 * DAY,
      Session: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
  };
}

/** The embedded issuer at {publicUrl}/oidc, behind TLS-terminating proxies. */
export function createOidcProvider(options: OidcProviderOptions): Provider {
  const provider = new Provider(embeddedIssuer(options.config), oidcConfiguration(options));
  // X-Forwarded-Proto and -Host are believed only when TRUST_PROXY names the proxy in front.
  provider.proxy = options.config.trustProxy !== false;
  return provider;
}
