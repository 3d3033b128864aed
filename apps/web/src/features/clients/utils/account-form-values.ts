import type { z } from 'zod';
import type { AccountDetails, updateAccountRequest } from '@client-admin/contracts/clients';

/** What the form holds; the schema narrows it (e.g. the time zone code) on submit. */
export type AccountFormValues = z.input<typeof updateAccountRequest>;

/** The editable part of the account details, as the form and POST /api/Clients/{id}/agent take it. */
export function toAccountFormValues(account: AccountDetails): AccountFormValues {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    shortName: account.shortName,
    license: account.license,
    address1: account.address1,
    address2: account.address2,
    city: account.city,
    state: account.state,
    zip: account.zip,
    phone: account.phone,
    email: account.email,
    agencyEmail: account.agencyEmail,
    loyaltyLevel: account.loyaltyLevel,
    agency: account.agency,
    salesforceId: account.salesforceId,
    timeZoneOffset: account.timeZoneOffset,
    dncEmail: account.dncEmail,
    accountRepId: account.accountRepId,
    salesPersonId: account.salesPersonId,
  };
}
