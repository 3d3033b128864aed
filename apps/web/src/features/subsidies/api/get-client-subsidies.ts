import { useQuery } from '@tanstack/react-query';
import { subsidiesOperations } from '@client-admin/contracts/subsidies';
import { callQuery } from '../../../lib/call-query';
import { subsidiesKeys } from './query-keys';

/** GET /api/clients/{id}/subsidy: the client's subsidies by state, county and product. */
export const useClientSubsidies = (clientId: number) =>
  useQuery(
    callQuery(subsidiesKeys.client(clientId), subsidiesOperations.getClientSubsidies, {
      params: { id: clientId },
    }),
  );
