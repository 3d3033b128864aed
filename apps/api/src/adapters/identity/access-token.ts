import { importJWK, SignJWT, type JWK } from 'jose';
import { SIGNING_ALG } from './signing-keys';

/** The claims an access token of the embedded issuer carries for the API. */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  name: string;
  given_name: string;
  family_name: string;
  roles: string[];
}

/**
 * Signs an access token exactly as the embedded issuer shapes it. Used by the API tests to act
 * as a given login without walking the sign-in pages for every request.
 */
export async function signAccessToken(
  key: JWK,
  claims: AccessTokenClaims,
  options: { issuer: string; audience: string; expiresIn?: string | number },
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'at+jwt' })
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(await importJWK(key, SIGNING_ALG));
}
