import type { SupportContactResponse } from '@client-admin/contracts/support';
import {
  isEliteTeam,
  supportContact,
  type SupportDirectory,
} from '@client-admin/domain/support-contact';
import type { Database, Tx } from '../../db/database';
import type { RequestUser } from '../../plugins/auth';
import { loadClientFor } from '../clients/clients.public';
import { ELITE_EMAIL_SETTING, findSetting, listSupportTeams } from './support.repository';

async function loadDirectory(tx: Tx): Promise<SupportDirectory> {
  const rows = await listSupportTeams(tx);
  const fallback = rows.find((r) => r.name === '');
  const defaultContact = { phone: fallback?.phone ?? '', email: fallback?.email ?? '' };
  return {
    defaultContact,
    eliteEmail: (await findSetting(tx, ELITE_EMAIL_SETTING)) ?? defaultContact.email,
    teams: rows
      .filter((r) => r.name !== '')
      .map((r) => ({ teamName: r.name, phone: r.phone, email: r.email })),
  };
}

/** GET /api/support/contact?clientId=: anyone who may see the client. */
export async function getSupportContact(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<SupportContactResponse> {
  return db.transaction(async (tx) => {
    const client = await loadClientFor(tx, user, clientId);
    const teamName = client.salesSupportTeamName;
    const contact = supportContact(teamName, await loadDirectory(tx));
    return { teamName, ...contact, isElite: isEliteTeam(teamName) };
  });
}
