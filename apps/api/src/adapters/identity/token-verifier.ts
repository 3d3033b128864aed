import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { AppConfig } from '../../config';
import { issuerOf } from '../../config';
import type { SigningKeys } from './signing-keys';

export type VerifyToken = (token: string) => Promise<JWTPayload>;

/**
 * Revocation at the issuer does not reach the API, so only short-lived tokens are accepted: one
 * issued for longer than the maximum is refused even while it is young.
 */
function assertBoundedLifetime(payload: JWTPayload, maxSeconds: number): void {
  const lifetime = Number(payload.exp) - Number(payload.iat);
  if (!(lifetime > 0 && lifetime <= maxSeconds)) {
    throw new Error(`access token lifetime ${lifetime}s exceeds ${maxSeconds}s`);
  }
}

/**
 * Verifies bearer JWTs: against the embedded issuer's keys in-process, or against an outside
 * issuer's JWKS found through its discovery document.
 */
export function createTokenVerifier(config: AppConfig, keys: SigningKeys | null): VerifyToken {
  const issuer = issuerOf(config);
  let getKey: JWTVerifyGetKey | null = keys ? createLocalJWKSet({ keys: keys.publicJwks }) : null;
  return async (token) => {
    if (!getKey) {
      const discovery = await fetch(
        `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
      );
      if (!discovery.ok) throw new Error(`OIDC discovery failed: ${discovery.status}`);
      const { jwks_uri: jwksUri } = (await discovery.json()) as { jwks_uri: string };
      getKey = createRemoteJWKSet(new URL(jwksUri));
    }
    const { payload } = await jwtVerify(token, getKey as JWTVerifyGetKey, {
      issuer,
      audience: config.oidcAudience,
      requiredClaims: ['exp', 'iat'],
      maxTokenAge: config.accessTokenMaxLifetimeSeconds,
    });
    assertBoundedLifetime(payload, config.accessTokenMaxLifetimeSeconds);
    return payload;
  };
}
