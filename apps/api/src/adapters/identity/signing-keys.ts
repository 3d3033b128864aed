import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { signingKeys } from '../../db/schema/identity';

export const SIGNING_ALG = 'RS256';

export interface SigningKeys {
  /** Private JWKs with kid, alg and use, as oidc-provider's `jwks` option wants them. */
  privateJwks: JWK[];
  /** Public halves, for verifying tokens in-process. */
  publicJwks: JWK[];
}

function publicPart(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}

/** Loads the embedded issuer's keys, making the first one on an empty database. */
export async function ensureSigningKeys(db: Database): Promise<SigningKeys> {
  let rows = await db.select().from(signingKeys);
  if (rows.length === 0) {
    const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const jwk = {
      ...(await exportJWK(privateKey)),
      kid: randomUUID(),
      alg: SIGNING_ALG,
      use: 'sig',
    };
    await db.insert(signingKeys).values({ kid: jwk.kid, jwk }).onConflictDoNothing();
    rows = await db.select().from(signingKeys);
  }
  const privateJwks = rows.map((row) => row.jwk as JWK);
  return { privateJwks, publicJwks: privateJwks.map(publicPart) };
}
