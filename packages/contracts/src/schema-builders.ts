import { z } from 'zod';
import { SEARCH_MAX_PAGE_SIZE } from '@client-admin/domain/constants';
import { INVALID_EMAIL_FORMAT, isValidEmail } from '@client-admin/domain/email';
import { hasWholeCents } from '@client-admin/domain/money';
import {
  isRangeBound,
  MAX_RANGE_BOUND_LENGTH,
  rangeBoundMessage,
} from '@client-admin/domain/range-bounds';

/**
 * The one set of builders every request field (body, path, query) is made from, so that no
 * value a column cannot hold gets past validation to become a database error.
 */

/** PostgreSQL's integer: every id, count and amount in cents is stored in one. */
export const MAX_INTEGER = 2_147_483_647;
/** The most any one amount (a lead's price, a package's cost, a penalty) may be, in dollars. */
export const MAX_MONEY = 100_000;
/** The most a count (leads a day, seconds, minutes) may be. */
export const MAX_COUNT = 1_000_000;

export const LENGTHS = {
  /** Codes and keys: carriers, quote types, states, cache prefixes. */
  code: 50,
  name: 100,
  /** RFC 5321's limit on a forward path. */
  email: 254,
  url: 2000,
  /** Free text a person types: descriptions, feedback, notes. */
  note: 2000,
  /** Templates, stacks, rich (HTML) notification bodies. */
  document: 20_000,
} as const;

const NUL_MESSAGE = 'Must not contain a NUL character';

const hasNoNul = (value: string) => !value.includes('\u0000');

interface TextOptions {
  max: number;
  /** Trim before measuring, as for what a person types into a form. */
  trim?: boolean;
  /** The message when the value is not a string at all. */
  error?: string;
  /** The message when the value is longer than max. */
  tooLong?: string;
}

/** Any string: bounded, and without NUL, which PostgreSQL's text cannot hold. */
export function text({ max, trim = false, error, tooLong }: TextOptions) {
  const base = error === undefined ? z.string() : z.string({ error });
  return (trim ? base.trim() : base)
    .max(max, tooLong ?? `Must be at most ${max} characters`)
    .refine(hasNoNul, NUL_MESSAGE);
}

/** A person's or a thing's name, trimmed. */
export const name = (options: Partial<TextOptions> = {}) =>
  text({ max: LENGTHS.name, trim: true, ...options });

/** An e-mail address, trimmed; '' is refused with the format message. */
export const email = (message: string = INVALID_EMAIL_FORMAT) =>
  text({ max: LENGTHS.email, trim: true }).refine(isValidEmail, message);

interface IntegerOptions {
  min: number;
  max: number;
  /** The message for a non-number or a fraction, and for either bound unless it has its own. */
  message?: string;
  tooSmall?: string;
  tooBig?: string;
}

const rangeMessage = (min: number, max: number) => `Must be a whole number from ${min} to ${max}`;

/** A whole number in a JSON body, within bounds its column holds. */
export const integer = ({ min, max, message = rangeMessage(min, max), ...o }: IntegerOptions) =>
  z
    .number({ error: message })
    .int(message)
    .min(min, o.tooSmall ?? message)
    .max(max, o.tooBig ?? message);

/** A whole number in a path or query string, which arrive as text. */
export const queryInteger = ({
  min,
  max,
  message = rangeMessage(min, max),
  ...o
}: IntegerOptions) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .min(min, o.tooSmall ?? message)
    .max(max, o.tooBig ?? message);

/** A count of something, 0 up to max. */
export const count = (max: number = MAX_COUNT) => integer({ min: 0, max });

/** A row id in a JSON body. */
export const id = integer({ min: 1, max: MAX_INTEGER, message: 'Must be an id' });

/** A row id in a path or query string; a non-number is a 400, not a 404. */
export const idParam = queryInteger({ min: 1, max: MAX_INTEGER, message: 'Must be an id' });

/** A page number of a paged list. */
export const pageQuery = queryInteger({ min: 1, max: MAX_INTEGER });

/** The rows of a page of a paged list: 1 up to the domain's largest page. */
export const pageSizeQuery = (message?: string) =>
  queryInteger({ min: 1, max: SEARCH_MAX_PAGE_SIZE, message });

/**
 * One end (from, to) of a list's range in a query string (issue 36, decision 0054): a date
 * (YYYY-MM-DD), that day of the portal's calendar (America/New_York), or an ISO 8601 date-time
 * with Z or an offset, that instant. Anything else (other text, a NUL, a five-digit year, a
 * repeated parameter) is a 400 with the field's one message. The value stays as sent: the API
 * turns a range into instants with the domain's rangeInstants.
 */
export const rangeBound = (field: string) => {
  const message = rangeBoundMessage(field);
  // Bounded in the schema (and so in the OpenAPI document) as well as by isRangeBound.
  return z
    .string({ error: message })
    .max(MAX_RANGE_BOUND_LENGTH, { message, abort: true })
    .refine(isRangeBound, message)
    .meta({
      description: `A date (YYYY-MM-DD: that day in America/New_York) or an ISO 8601 date-time with Z or an offset (that instant), e.g. 2026-11-01T05:00:00-05:00`,
    });
};

const moneyTooBig = `Must be at most $${MAX_MONEY.toLocaleString('en-US')}`;

/** Dollars with at most two decimals (decision 0011); stored as integer cents. */
const dollars = (number: z.ZodNumber) =>
  number.max(MAX_MONEY, moneyTooBig).refine(hasWholeCents, { message: 'At most two decimals' });
const amount = dollars(z.number({ message: 'Must be an amount' }));

export const money = amount.min(
  -MAX_MONEY,
  `Must be at least -$${MAX_MONEY.toLocaleString('en-US')}`,
);
export const nonNegativeMoney = amount.min(0, 'Must be 0 or more');
/** The same in a query string, which arrives as text (only its input type differs). */
export const nonNegativeMoneyQuery = dollars(
  z.coerce.number({ message: 'Must be an amount' }) as unknown as z.ZodNumber,
).min(0, 'Must be 0 or more');

/** A decimal (a rate, a multiplier) from min to max. */
export const decimal = ({ min, max }: { min: number; max: number }) =>
  z
    .number({ message: 'Must be a number' })
    .min(min, `Must be from ${min} to ${max}`)
    .max(max, `Must be from ${min} to ${max}`);
