import type {
  AccountSys,
  CallsSubscriptionAccount,
} from '@client-admin/contracts/client-dashboard';
import { isActiveChannel } from '@client-admin/domain/channel-status';
import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import { nullableToDollars, toDollars } from '@client-admin/domain/money';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../plugins/auth';
import { checkClientFor, loadClientFor } from '../clients/clients.public';
import {
  findBalances,
  findProductTerms,
  listLogins,
  productChannels,
} from './client-dashboard.repository';

/**
 * GET /api/clients/{id}/account_sys (staff; decision 0083): the fields of the account that the
 * other systems (billing, CRM, sales, identity) key on and the profile form does not show.
 */
export async function getAccountSys(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<AccountSys> {
  return db.transaction(async (tx) => {
    const c = await loadClientFor(tx, user, clientId);
    const logins = await listLogins(tx, clientId);
    return {
      clientId: c.id,
      billingType: c.billingType,
      salesforceId: c.salesforceId,
      salesPersonId: c.salesPersonId,
      accountRepId: c.accountRepId,
      consentCompanyId: c.consentCompanyId,
      parentCompany: c.parentCompany,
      farmersFolio: c.farmersFolio,
      salesSupportTeamName: c.salesSupportTeamName,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
      version: c.version,
      logins: logins.map((l) => ({
        email: l.email,
        enabled: l.enabled,
        lastLoginAt: l.lastLoginAt?.toISOString() ?? null,
      })),
    };
  });
}

const MAX_PHONE_NUMBERS = 50;

/**
 * GET /api/clients/{id}/calls-subscription-account (the client's users, staff; decision 0083):
 * the client's Call Leads account: its product terms, its Call balance and limit, its call
 * channels (all, and active by seed 000 §9) and their phone numbers.
 */
export async function getCallsSubscriptionAccount(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<CallsSubscriptionAccount> {
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    const terms = await findProductTerms(tx, clientId, PRODUCT_IDS.CALL);
    const balance = (await findBalances(tx, clientId)).find(
      (b) => b.productType === PRODUCT_IDS.CALL,
    );
    const callChannels = await productChannels(tx, clientId, PRODUCT_IDS.CALL);
    const phones = [...new Set(callChannels.flatMap((c) => c.phoneNumbers))].sort();
    return {
      clientId,
      terms: terms && {
        paymentMethod: terms.paymentMethod,
        billingType: terms.billingType,
        spendLimit: nullableToDollars(terms.spendLimitCents),
        rechargeAmount: nullableToDollars(terms.rechargeAmountCents),
        rechargeThreshold: toDollars(terms.rechargeThresholdCents),
      },
      balance: toDollars(balance?.balanceCents ?? 0),
      limit: toDollars(balance?.limitCents ?? 0),
      channels: {
        total: callChannels.length,
        active: callChannels.filter((c) => isActiveChannel(c.status)).length,
      },
      phoneNumbers: phones.slice(0, MAX_PHONE_NUMBERS),
    };
  });
}
