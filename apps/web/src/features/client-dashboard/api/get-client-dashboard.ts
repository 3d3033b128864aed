import { useQuery } from '@tanstack/react-query';
import { clientDashboardOperations } from '@client-admin/contracts/client-dashboard';
import { callQuery } from '../../../lib/call-query';
import { clientDashboardKeys } from './query-keys';

/** The client at a glance (Everest only). */
export function useClientDashboard(clientId: number) {
  return useQuery({
    ...callQuery(
      clientDashboardKeys.dashboard(clientId),
      clientDashboardOperations.getClientDashboard,
      { params: { id: clientId } },
    ),
    enabled: Number.isInteger(clientId) && clientId > 0,
  });
}
