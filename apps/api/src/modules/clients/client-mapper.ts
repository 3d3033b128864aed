import type { Client } from '@client-admin/contracts/clients';
import { clientStatusLabel, isActiveClientStatus } from '@client-admin/domain/client-status';
import type { ClientRow } from './clients.repository';
import { isEligibleForReactivation } from './reactivation-eligibility';

export function toClient(
  row: ClientRow,
  statuses: { code: string; label: string }[],
  parentCompanyName: string | null,
): Client {
  const statusMap = Object.fromEntries(statuses.map((s) => [s.code, s.label]));
  return {
    id: row.id,
    fullName: row.fullName,
    firstName: row.firstName,
    status: row.status,
    statusLabel: statusMap[row.status] ?? clientStatusLabel(row.status),
    statusMap,
    timeZone: row.timeZone,
    clientType: row.clientType,
    parentCompany: row.parentCompany,
    parentCompanyName,
    farmersFolio: row.farmersFolio,
    salesSupportTeamName: row.salesSupportTeamName,
    isActive: isActiveClientStatus(row.status),
    reactivationInfo: {
      billingType: row.billingType,
      isEligibleForReactivation: isEligibleForReactivation(row.status),
    },
  };
}
