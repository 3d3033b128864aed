import type { AccountDetails, UpdateAccountRequest } from '@client-admin/contracts/clients';
import { isSelectableClientLevel } from '@client-admin/domain/client-levels';
import type { Database, Tx } from '../../db/database';
import { badRequest, forbidden } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { toAccountColumns, toAccountDetails } from './account-mapper';
import { insertClientLog } from './client-logs.repository';
import { loadClientFor } from './client-lookup';
import { actorOf } from './audit-actor';
import {
  accountRepExists,
  findParentCompanyName,
  salesPersonExists,
  updateClient,
  type ClientRow,
} from './clients.repository';

type Field = keyof AccountDetails;

/** Fields staff manage; a client user sends them back unchanged or gets a 403. */
const STAFF_MANAGED: readonly Field[] = [
  'loyaltyLevel',
  'agency',
  'salesforceId',
  'accountRepId',
  'salesPersonId',
];

export async function getAccount(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<AccountDetails> {
  return db.transaction(async (tx) => toAccountDetails(await loadClientFor(tx, user, clientId)));
}

function changedFields(before: AccountDetails, after: AccountDetails): Field[] {
  return (Object.keys(after) as Field[]).filter((key) => before[key] !== after[key]);
}

const pick = (details: AccountDetails, fields: Field[]) =>
  Object.fromEntries(fields.map((field) => [field, details[field]]));

async function checkReferences(tx: Tx, next: AccountDetails, changed: Field[]): Promise<void> {
  if (changed.includes('agency') && next.agency !== '') {
    if ((await findParentCompanyName(tx, next.agency)) === null) {
      throw badRequest('agency', 'Agency is not a known parent company');
    }
  }
  if (changed.includes('loyaltyLevel') && !isSelectableClientLevel(next.loyaltyLevel)) {
    throw badRequest('loyaltyLevel', 'Loyalty Level cannot be selected');
  }
  if (changed.includes('accountRepId') && next.accountRepId !== null) {
    if (!(await accountRepExists(tx, next.accountRepId))) {
      throw badRequest('accountRepId', 'Account Rep is not known');
    }
  }
  if (changed.includes('salesPersonId') && next.salesPersonId !== null) {
    if (!(await salesPersonExists(tx, next.salesPersonId))) {
      throw badRequest('salesPersonId', 'Sales Person is not known');
    }
  }
}

/**
 * POST /api/Clients/{id}/agent. Only what changed is written and audited; a request that changes
 * nothing writes nothing. The consent company is changed through its own call.
 */
export async function updateAccount(
  db: Database,
  user: RequestUser,
  clientId: number,
  request: UpdateAccountRequest,
): Promise<AccountDetails> {
  return db.transaction(async (tx) => {
    const row = await loadClientFor(tx, user, clientId, { lock: true });
    const columns = toAccountColumns(request, row.clientType);
    const before = toAccountDetails(row);
    const next = toAccountDetails({ ...row, ...columns } as ClientRow);
    const changed = changedFields(before, next);
    if (changed.length === 0) return before;
    if (!user.isStaff && changed.some((field) => STAFF_MANAGED.includes(field))) {
      throw forbidden();
    }
    await checkReferences(tx, next, changed);
    const updated = await updateClient(tx, clientId, columns);
    await insertClientLog(tx, {
      clientId,
      ...actorOf(user),
      action: 'ACCOUNT_UPDATED',
      before: pick(before, changed),
      after: pick(next, changed),
    });
    return toAccountDetails(updated);
  });
}
