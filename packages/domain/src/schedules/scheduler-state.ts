/**
 * The schedule editor's dirty tracking (seed 001 §3 "Scheduler state", §4): any change sets
 * dirty; saving happens only when dirty and the channel's service is Call; a successful save
 * clears dirty and refreshes the cached response; loading clears dirty.
 */
import type { ServiceType } from '../quote-types';

export interface SchedulerState<S> {
  schedule: S;
  /** The schedule as the server last answered it. */
  responseCache: S;
  dirty: boolean;
}

export const loadedSchedule = <S>(schedule: S): SchedulerState<S> => ({
  schedule,
  responseCache: schedule,
  dirty: false,
});

export const changedSchedule = <S>(state: SchedulerState<S>, schedule: S): SchedulerState<S> => ({
  ...state,
  schedule,
  dirty: true,
});

/** After a successful save: the server's answer (or what was sent) becomes the cache. */
export const savedSchedule = <S>(
  state: SchedulerState<S>,
  answer: S = state.schedule,
): SchedulerState<S> => ({ schedule: answer, responseCache: answer, dirty: false });

export const shouldSaveSchedule = (
  state: Pick<SchedulerState<unknown>, 'dirty'>,
  serviceType: ServiceType,
): boolean => state.dirty && serviceType === 'Call';
