import { eq } from 'drizzle-orm';
import type { App } from '@client-admin/api/src/app';
import { embeddedIssuer, type AppConfig } from '@client-admin/api/src/config';
import { signAccessToken } from '@client-admin/api/src/adapters/identity/access-token';
import { users } from '@client-admin/api/src/db/schema/identity';

/** A client services token for the demo login cs@example.com, signed by the embedded issuer. */
export async function staffToken(app: App, config: AppConfig): Promise<string> {
  const [cs] = await app.database.db.select().from(users).where(eq(users.email, 'cs@example.com'));
  const key = app.signingKeys?.privateJwks[0];
  if (!cs || !key) throw new Error('needs the demo login cs@example.com and the embedded issuer');
  return signAccessToken(
    key,
    {
      sub: cs.id,
      email: cs.email,
      name: 'cs',
      given_name: 'c',
      family_name: 's',
      roles: ['Everest-Client-Services', 'Everest-Staff'],
    },
    { issuer: embeddedIssuer(config), audience: config.oidcAudience },
  );
}

/** A new API key of the demo vendor 1, made by staff through the API (as the intake tests do). */
export async function vendorKey(app: App, token: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/vendors/1/api-keys',
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 201) throw new Error(`creating a vendor key failed: ${res.body}`);
  return (res.json() as { key: string }).key;
}
