import { intervalStepLabel } from './constants';

/**
 * Schedule messages: the seed's (001 §8, 002 §5) word for word, then the API's 400s for the rules
 * the seeds leave to the server (ours).
 */
export const SCHEDULE_MESSAGES = {
  getSchedules: 'Failed to get schedules. Please check your connection and try again.',
  retrieveSchedule: 'Failed to retrieve schedule.',
  /** Also shown when a channel's filters fail to load (seed 001 §8). */
  getSchedule: 'Failed to get schedule. Please check your connection and try again.',
  saveSchedules: 'Failed to save schedules. Please check your connection and try again.',
  updateSchedule: 'Failed to update schedule',
  invalidResponse: 'Invalid response',
  noTimeLeft: "There's no more time left in the day! You may adjust existing schedules.",
  /** The signup check (seed 002 §5). */
  signupStartAfterEnd: 'One or more schedules have a start time after the end time',

  // Ours: what the API answers with a 400, naming the field.
  callTypeNotLoaded: 'The channel and its call type must be loaded before its schedule',
  startAfterEnd: 'A day part must not start after it ends',
  outsideDay: 'A day part stays between 00:00 and 24:00.',
  emptyPart: 'A day part must end after it starts',
  overlap: 'Day parts must not overlap',
  offStep: (stepMinutes: number) =>
    `Times must fall on the ${intervalStepLabel(stepMinutes)} interval`,
  timeFormat: 'Enter a time of day as HH:MM:SS, from 00:00:00 to 24:00:00',
  cap: 'Caps must be whole numbers of 0 or more',
  dailyCap: 'Day caps must be -1 (unlimited) or a whole number of 0 or more',
  unknownWeekday: 'Unknown weekday: days are 0 (Sunday) to 6 (Saturday)',
  repeatedWeekday: 'Each weekday may appear once',
  noDayParts: 'A day needs at least one day part',
  mixedActive: 'The parts of a day are either all active or all inactive',
  unknownStep: 'The interval step must be 15 Min, 30 Min or 1 Hour',
  intervalOutsidePart: 'Interval caps must lie within their day part',
  intervalLength: (stepMinutes: number) =>
    `Each interval cap covers one ${intervalStepLabel(stepMinutes)} interval`,
  intervalOverlap: 'Interval caps must not overlap',
  notCallChannel: 'Only call channels have a call schedule',
  callTypeMismatch: "The call type is not the channel's",
  channelMismatch: 'The schedule names another channel than the path',
  clientMismatch: "The schedule names another client than the channel's or the group's",
  notWebChannel: 'Only web channels have a web lead schedule',
  clientTypeMismatch: "The client type is not the client's",
  outsideAccountHours: "Day parts must lie within the account schedule's active hours",
} as const;
