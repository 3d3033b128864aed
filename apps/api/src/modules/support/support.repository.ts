import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { settings, supportTeams } from '../../db/schema/options';

export const ELITE_EMAIL_SETTING = 'support.eliteEmail';

export const listSupportTeams = (tx: Tx) =>
  tx
    .select({ name: supportTeams.name, phone: supportTeams.phone, email: supportTeams.email })
    .from(supportTeams);

export async function findSetting(tx: Tx, key: string): Promise<string | null> {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row?.value ?? null;
}
