import { isCorporate } from '@client-admin/domain/client-types';
import type { AccountDetails, UpdateAccountRequest } from '@client-admin/contracts/clients';
import type { ClientChanges, ClientRow } from './clients.repository';

export function toAccountDetails(row: ClientRow): AccountDetails {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: row.fullName,
    shortName: row.shortName,
    license: row.license,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    email: row.email,
    status: row.status,
    loyaltyLevel: row.loyaltyLevel,
    agency: row.parentCompany ?? '',
    consentCompanyId: row.consentCompanyId,
    agencyEmail: row.agencyEmail,
    salesforceId: row.salesforceId,
    timeZoneOffset: row.timeZone,
    dncEmail: row.dncEmail,
    accountRepId: row.accountRepId,
    salesPersonId: row.salesPersonId,
    clientType: row.clientType,
  };
}

/** A corporate client is known by its account name; an agent by first and last name. */
export function fullNameOf(
  clientType: ClientRow['clientType'],
  names: { firstName: string; lastName: string; shortName: string },
): string {
  return isCorporate(clientType) ? names.shortName : `${names.firstName} ${names.lastName}`.trim();
}

/** The columns an account update writes ('' agency means no parent company). */
export function toAccountColumns(
  request: UpdateAccountRequest,
  clientType: ClientRow['clientType'],
): ClientChanges {
  return {
    firstName: request.firstName,
    lastName: request.lastName,
    fullName: fullNameOf(clientType, request),
    shortName: request.shortName,
    license: request.license,
    address1: request.address1,
    address2: request.address2,
    city: request.city,
    state: request.state,
    zip: request.zip,
    phone: request.phone,
    email: request.email,
    agencyEmail: request.agencyEmail,
    loyaltyLevel: request.loyaltyLevel,
    parentCompany: request.agency === '' ? null : request.agency,
    salesforceId: request.salesforceId,
    timeZone: request.timeZoneOffset,
    dncEmail: request.dncEmail,
    accountRepId: request.accountRepId,
    salesPersonId: request.salesPersonId,
  };
}
