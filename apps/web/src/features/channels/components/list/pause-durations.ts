import { PAUSE_UNTIL_END_OF_DAY } from '@client-admin/domain/pause-duration';

/** The pause lengths offered, in minutes (seed 001 §4: -1 is until the end of today). */
export const PAUSE_DURATIONS = [
  { minutes: 15, label: '15 minutes' },
  { minutes: 30, label: '30 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: 120, label: '2 hours' },
  { minutes: 240, label: '4 hours' },
  { minutes: PAUSE_UNTIL_END_OF_DAY, label: 'Until the end of today' },
] as const;
