import type pg from 'pg';
import { signAccessToken } from '@client-admin/api/src/adapters/identity/access-token';
import { ROLES, type RoleName } from '@client-admin/domain/roles';

/** Staff move the money: the demo client services login (as bench/src/staff-token.ts signs it). */
export const STAFF_EMAIL = 'cs@example.com';
const STAFF_ROLES: RoleName[] = [ROLES.CLIENT_SERVICES, ROLES.STAFF];
/** Tokens are signed again after this long (the API refuses tokens issued for over an hour). */
const RENEW_MS = 5 * 60_000;

type JWK = Parameters<typeof signAccessToken>[0];

export interface Login {
  userId: string;
  email: string;
  roles: RoleName[];
}

/**
 * Bearer tokens of the embedded issuer for the test's logins, signed with the issuer's own key
 * read from the database, exactly as the issuer shapes them (no sign-in pages walked).
 */
export class Tokens {
  private readonly cache = new Map<string, { token: string; at: number }>();

  private constructor(
    private readonly key: JWK,
    private readonly publicUrl: string,
  ) {}

  static async load(db: pg.Client, publicUrl: string): Promise<Tokens> {
    const { rows } = await db.query<{ jwk: JWK }>('SELECT jwk FROM signing_keys ORDER BY kid');
    const key = rows[0]?.jwk;
    if (!key) throw new Error('the embedded issuer has no signing key');
    return new Tokens(key, publicUrl);
  }

  async bearer(login: Login): Promise<string> {
    const cached = this.cache.get(login.userId);
    if (cached && Date.now() - cached.at < RENEW_MS) return cached.token;
    const signed = await signAccessToken(
      this.key,
      {
        sub: login.userId,
        email: login.email,
        name: login.email,
        given_name: login.email.split('@')[0] ?? '',
        family_name: '',
        roles: login.roles,
      },
      { issuer: `${this.publicUrl}/oidc`, audience: `${this.publicUrl}/api`, expiresIn: '15m' },
    );
    const token = `Bearer ${signed}`;
    this.cache.set(login.userId, { token, at: Date.now() });
    return token;
  }
}

/** A login's user id by e-mail, with the roles its token carries. */
export async function loginOf(
  db: pg.Client,
  email: string,
  roles: RoleName[] = [],
): Promise<Login> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  if (!rows[0]) throw new Error(`no login ${email}`);
  return { userId: rows[0].id, email, roles };
}

export const staffLogin = (db: pg.Client) => loginOf(db, STAFF_EMAIL, STAFF_ROLES);
