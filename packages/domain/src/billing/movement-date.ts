import { newYorkDayKey } from '../new-york-calendar';

/** Ours (issue 33): the date staff may give a movement they enter by hand. */
export const MOVEMENT_DATE_MESSAGES = {
  beforeClient: 'CreateDate may not be before the day the client was created',
  afterToday: 'CreateDate may not be after today',
} as const;

/**
 * The fault of a hand-entered movement date, or null: it falls within the client's life, from the
 * day it was created to today, as days of the business time zone. A date before the client would
 * open statements for months it never had; one after today would count in today's balance yet in
 * no statement.
 */
export function movementDateError(
  createDate: Date,
  bounds: { clientCreatedAt: Date; now: Date },
): string | null {
  const day = newYorkDayKey(createDate);
  if (day < newYorkDayKey(bounds.clientCreatedAt)) return MOVEMENT_DATE_MESSAGES.beforeClient;
  if (day > newYorkDayKey(bounds.now)) return MOVEMENT_DATE_MESSAGES.afterToday;
  return null;
}
