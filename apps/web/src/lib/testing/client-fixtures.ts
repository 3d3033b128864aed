import type { AccountDetails, Client } from '@client-admin/contracts/clients';

export const ACCOUNT: AccountDetails = {
  id: 5,
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  shortName: 'Lovelace Insurance',
  license: 'L-1',
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '512-555-0100',
  email: 'ada@example.com',
  status: 'ACTIVE',
  loyaltyLevel: 'Silver',
  agency: 'AG1',
  consentCompanyId: null,
  agencyEmail: '',
  salesforceId: '',
  timeZoneOffset: 6,
  dncEmail: false,
  accountRepId: null,
  salesPersonId: null,
  clientType: 'AGENT',
};

export const OPTIONS: Record<string, { value: string; label: string; disabled?: boolean }[]> = {
  AGENCY: [{ value: 'AG1', label: 'Acme Agency' }],
  CLIENT_LEVEL: [
    { value: 'Gold', label: 'Gold', disabled: true },
    { value: 'Silver', label: 'Silver' },
  ],
  ACCOUNT_REPS: [{ value: 'rep-1', label: 'Rita Rep' }],
  SALES_PEOPLE: [{ value: 'sp-1', label: 'Sam Sales' }],
  CLIENT_STATUS: [
    { value: 'ACTIVE', label: 'Active' },
    { value: 'PAUSE', label: 'Paused' },
  ],
};

/** Agent client 5 (Allstate) as GET /api/clients/{id} returns it. */
export const CLIENT: Client = {
  id: 5,
  fullName: 'Ada Lovelace',
  firstName: 'Ada',
  status: 'ACTIVE',
  statusLabel: 'Active',
  statusMap: { ACTIVE: 'Active' },
  timeZone: 5,
  clientType: 'AGENT',
  parentCompany: 'ALLSTATE',
  parentCompanyName: 'Allstate',
  farmersFolio: null,
  salesSupportTeamName: null,
  isActive: true,
  reactivationInfo: { billingType: 'CC', isEligibleForReactivation: false },
};
