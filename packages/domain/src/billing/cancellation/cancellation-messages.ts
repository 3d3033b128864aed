import { CANCELLATION_MAX_DAYS_AHEAD } from './cancellation-constants';

/** YYYY-MM-DD as the screens show dates (MM-DD-YYYY). */
export const shown = (day: string) => `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`;

/** Cancellation texts: seed 002 §8 word for word, then ours (decision 0039). */
export const CANCELLATION_MESSAGES = {
  cancelFailed: (text: string) => `Oops there was an error canceling this client: ${text}`,

  scheduled: (name: string, day: string) =>
    `Cancellation of ${name} is scheduled for ${shown(day)}.`,
  cancelledNow: (name: string) => `${name} is cancelled.`,
  withdrawn: (name: string) => `The cancellation of ${name} is withdrawn.`,
  withdrawFailed: (text: string) => `Oops there was an error canceling the cancellation: ${text}`,
  indicator: (day: string) => `Cancellation scheduled for ${shown(day)}`,
  alreadyScheduled: (day: string) =>
    `A cancellation is already scheduled for ${shown(day)}; cancel it first to change it`,
  alreadyCancelled: 'The client is already cancelled',
  isCancelled: 'This client is cancelled.',
  noneScheduled: 'No cancellation is scheduled for this client',
  reasonRequired: 'Choose a cancellation reason from the list',
  datePast: 'The effective date cannot be in the past',
  dateTooFar: `The effective date must be within ${CANCELLATION_MAX_DAYS_AHEAD} days`,
  dateFormat: 'The effective date must be a date (YYYY-MM-DD)',
} as const;
