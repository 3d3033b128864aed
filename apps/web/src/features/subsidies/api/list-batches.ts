import { useQuery } from '@tanstack/react-query';
import { subsidiesOperations } from '@client-admin/contracts/subsidies';
import { callQuery } from '../../../lib/call-query';
import { subsidiesKeys } from './query-keys';

/** GET /api/subsidy/batches: the kept import batches, newest first. */
export const useBatches = () =>
  useQuery(callQuery(subsidiesKeys.batches(), subsidiesOperations.listBatches, { query: {} }));
