import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { settings } from '../../db/schema/options';

const COOKIE_KEYS_SETTING = 'oidc.cookieKeys';

/**
 * The embedded issuer's cookie-signing keys, made once and kept in settings so sessions survive
 * restarts and every API process signs alike.
 */
export async function ensureCookieKeys(db: Database): Promise<string[]> {
  const fresh = JSON.stringify([randomBytes(32).toString('base64url')]);
  await db
    .insert(settings)
    .values({ key: COOKIE_KEYS_SETTING, value: fresh })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, COOKIE_KEYS_SETTING));
  const keys = JSON.parse(row?.value ?? fresh) as unknown;
  if (!Array.isArray(keys) || keys.length === 0) throw new Error(`${COOKIE_KEYS_SETTING} is empty`);
  return keys.map(String);
}
