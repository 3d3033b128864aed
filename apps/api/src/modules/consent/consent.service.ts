import type { ClientConsentCompanyResponse, ConsentCompany } from '@client-admin/contracts/options';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { recordClientLog, loadClientFor, actorOf, updateClient } from '../clients/clients.public';
import { consentCompanyExists, listConsentCompanies } from './consent.repository';

/** GET /api/consentcompany: the names, for any signed-in user. */
export async function getConsentCompanies(db: Database): Promise<ConsentCompany[]> {
  return db.transaction((tx) => listConsentCompanies(tx));
}

/** GET /api/consentcompany/client/{clientId}: staff, or the client's own user. */
export async function getClientConsentCompany(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<ClientConsentCompanyResponse> {
  return db.transaction(async (tx) => {
    const row = await loadClientFor(tx, user, clientId);
    return { clientId, consentCompanyId: row.consentCompanyId };
  });
}

/** PUT /api/consentcompany/{id}/{clientId}: staff only; audited when it changes. */
export async function setClientConsentCompany(
  db: Database,
  user: RequestUser,
  consentCompanyId: number,
  clientId: number,
): Promise<ClientConsentCompanyResponse> {
  return db.transaction(async (tx) => {
    const row = await loadClientFor(tx, user, clientId, { lock: true });
    if (!(await consentCompanyExists(tx, consentCompanyId))) {
      throw notFound('Unknown consent company');
    }
    if (row.consentCompanyId !== consentCompanyId) {
      await updateClient(tx, clientId, { consentCompanyId });
      await recordClientLog(tx, {
        clientId,
        ...actorOf(user),
        action: 'CONSENT_COMPANY_CHANGED',
        before: { consentCompanyId: row.consentCompanyId },
        after: { consentCompanyId },
      });
    }
    return { clientId, consentCompanyId };
  });
}
