import { MAX_VACATION_HOURS } from './vacation-constants';

/** Vacation pause messages: the seed's (001 §8) word for word, then the API's 400s (ours). */
export const VACATION_MESSAGES = {
  getVacations: 'Failed to get scheduled vacations!',
  replenishHours: 'Failed to replenish vacation hours!',
  createFailed: (reason: string) => `Failed to create vacation pause. Reason: ${reason}`,
  cancelFailed: (reason: string) => `Failed to cancel vacation. Reason: ${reason}`,

  // Ours.
  invalidTime: 'Enter a date and time',
  endBeforeStart: 'The vacation must end after it starts',
  endInPast: 'The vacation must end in the future',
  tooLong: `A vacation may last at most ${MAX_VACATION_HOURS} hours`,
  overlaps: 'This vacation overlaps another scheduled vacation',
  notEnoughHours: (available: number) =>
    `Only ${available} vacation hour${available === 1 ? ' is' : 's are'} available`,
  startLocked: 'A vacation that has begun keeps its start time',
  over: 'This vacation is over and cannot be changed',
  alreadyOver: 'This vacation is already over',
  notFound: 'Vacation not found',
  otherClient: "The vacation is another client's",
} as const;
