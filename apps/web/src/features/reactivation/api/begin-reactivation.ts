import { useMutation } from '@tanstack/react-query';
import {
  reactivationOperations,
  type BeginReactivationRequest,
} from '@client-admin/contracts/reactivation';
import { callApi } from '../../../lib/call-api';

export interface BeginReactivationInput {
  body: BeginReactivationRequest;
  idempotencyKey: string;
}

/** POST /api/reactivation/begin: deposits, channels and the client, once per key. */
export const beginReactivation = ({ body, idempotencyKey }: BeginReactivationInput) =>
  callApi(reactivationOperations.begin, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useBeginReactivation() {
  return useMutation({ mutationFn: beginReactivation });
}
