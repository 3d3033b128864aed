import { useState } from 'react';
import {
  loadedSchedule,
  type SchedulerState,
} from '@client-admin/domain/schedules/scheduler-state';

/**
 * The editor's scheduler state (domain scheduler-state) over a query's answer: each new answer
 * (the first load, a refetch, a save's answer written to the cache) is loaded, which clears
 * dirty. Null until the first answer.
 */
export function useSchedulerState<W, S>(answer: W | undefined, decode: (answer: W) => S) {
  const [state, setState] = useState<SchedulerState<S> | null>(() =>
    answer === undefined ? null : loadedSchedule(decode(answer)),
  );
  const [loadedFrom, setLoadedFrom] = useState(answer);
  if (answer !== loadedFrom) {
    // React's way to reset state from a changed input: during render, not in an effect.
    setLoadedFrom(answer);
    setState(answer === undefined ? null : loadedSchedule(decode(answer)));
  }
  return [state, setState] as const;
}
