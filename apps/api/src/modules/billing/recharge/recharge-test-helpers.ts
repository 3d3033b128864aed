import { eq } from 'drizzle-orm';
import { clientLogins, users } from '../../../db/schema/identity';
import type { TestApp } from '../../../test/test-app';

/** The client a demo client login belongs to. */
export async function clientOfLogin(t: TestApp, email: string): Promise<number> {
  const [row] = await t.app.database.db
    .select({ clientId: clientLogins.clientId })
    .from(clientLogins)
    .innerJoin(users, eq(users.id, clientLogins.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no client login ${email}`);
  return row.clientId;
}
