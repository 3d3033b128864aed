import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  vacationOperations,
  type VacationPause,
  type VacationsResponse,
} from '@client-admin/contracts/vacations';
import { cancelVacation as cancelOutcome } from '@client-admin/domain/vacations/vacation-status';
import { callApi } from '../../../lib/call-api';
import { clientKey } from '../../../lib/current-client';
import { vacationKeys } from './query-keys';

export function cancelVacation(id: number) {
  return callApi(vacationOperations.cancelVacation, { params: { id } });
}

const replacePause = (
  data: VacationsResponse | undefined,
  id: number,
  change: (pause: VacationPause) => VacationPause,
): VacationsResponse | undefined =>
  data && {
    ...data,
    vacationPauses: data.vacationPauses.map((p) => (p.id === id ? change(p) : p)),
  };

/**
 * Cancels at once on screen (seed 001 §4): an ACTIVE pause is COMPLETED with its actual end
 * now, any other CANCELED. If the server refuses, the pause goes back to what it was (ACTIVE
 * for an active one) and the list is read again.
 */
export function useCancelVacation(clientId: number) {
  const queryClient = useQueryClient();
  const key = vacationKeys.forClient(clientId);
  return useMutation({
    mutationFn: (pause: VacationPause) => cancelVacation(pause.id),
    onMutate: async (pause) => {
      await queryClient.cancelQueries({ queryKey: key });
      const now = new Date();
      const outcome = cancelOutcome(pause, now);
      if (outcome.ok) {
        queryClient.setQueryData<VacationsResponse>(key, (data) =>
          replacePause(data, pause.id, (p) => ({
            ...p,
            status: outcome.status,
            actualEndTime: outcome.actualEndTime?.toISOString() ?? p.actualEndTime,
          })),
        );
      }
      return { previous: pause };
    },
    onError: (_error, pause, context) => {
      const previous = context?.previous ?? pause;
      queryClient.setQueryData<VacationsResponse>(key, (data) =>
        replacePause(data, pause.id, () => previous),
      );
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<VacationsResponse>(
        key,
        (data) =>
          data && {
            ...replacePause(data, answer.vacationPause.id, () => answer.vacationPause)!,
            hoursSummary: answer.hoursSummary,
          },
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: clientKey(clientId) }),
      ]),
  });
}
