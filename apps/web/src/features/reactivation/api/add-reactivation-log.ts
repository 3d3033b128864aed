import {
  reactivationOperations,
  type AddReactivationLogRequest,
} from '@client-admin/contracts/reactivation';
import { callApi } from '../../../lib/call-api';

/** POST /api/ReactivationLogs: the dialog records the steps it reaches (failures are ignored). */
export function addReactivationLog(body: AddReactivationLogRequest): void {
  void callApi(reactivationOperations.addLog, { body }).catch(() => undefined);
}
