import type { ClientSubsidies } from '@client-admin/contracts/subsidies';
import { PARENT_COMPANY } from '@client-admin/domain/client-types';
import { SUBSIDY_PARENT_COMPANY } from '@client-admin/domain/subsidies/constants';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../plugins/auth';
import { loadClientFor } from '../clients/clients.public';
import { subsidyValueDto } from './subsidy-mapper';
import { clientStates, subsidiesOfStates } from './subsidies.repository';

/**
 * GET /api/clients/{id}/subsidy: the State Farm program's subsidies in the states the client
 * works (its own and its channels' territories), by state, county and product (decision 0071).
 * A client of another parent company has none.
 */
export async function getClientSubsidies(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<ClientSubsidies> {
  return db.transaction(async (tx) => {
    const client = await loadClientFor(tx, user, clientId);
    const parentCompany = client.parentCompany ?? null;
    if (parentCompany?.toUpperCase() !== PARENT_COMPANY.STATEFARM) {
      return { clientId, parentCompany, states: [], subsidies: [] };
    }
    const states = await clientStates(tx, clientId);
    const rows = await subsidiesOfStates(tx, SUBSIDY_PARENT_COMPANY, states);
    return {
      clientId,
      parentCompany,
      states,
      subsidies: rows.map((r) => ({
        leadState: r.leadState,
        county: r.county,
        product: r.product,
        ...subsidyValueDto(r),
      })),
    };
  });
}
