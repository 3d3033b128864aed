import { useQuery } from '@tanstack/react-query';
import { subsidiesOperations } from '@client-admin/contracts/subsidies';
import { callQuery } from '../../../lib/call-query';
import { subsidiesKeys } from './query-keys';

/** GET /api/sfsubsidyimport/scheduled: the uploads waiting and the next processing date. */
export const useStateFarmSchedule = () =>
  useQuery(callQuery(subsidiesKeys.schedule(), subsidiesOperations.getStateFarmSchedule, {}));
