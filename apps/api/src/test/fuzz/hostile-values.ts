import fc from 'fast-check';
import type { FieldKind } from './api-operations';

/** Fixed, so that a failure replays. */
export const FUZZ_SEED = 20_260_907;

const NUL = '\u0000';
/** Past every maximum length: the size issue 9 found stored in channel fields. */
const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);
/** Past every query field's maximum, still a URL a proxy would pass. */
const LONG_QUERY = 'x'.repeat(30_000);

/** Text with a NUL in it, which PostgreSQL's text cannot hold. */
export const nulText = fc
  .tuple(
    fc.string({ maxLength: 12, unit: 'grapheme' }),
    fc.string({ maxLength: 12, unit: 'grapheme' }),
  )
  .map(([before, after]) => `${before}${NUL}${after}`);

/** Beyond PostgreSQL's integer either way, so beyond every field's range. */
const hugeNumber = fc.oneof(
  fc.double({ min: 2 ** 31, max: 1e300, noNaN: true }),
  fc.double({ min: -1e300, max: -(2 ** 31), noNaN: true }),
);
const fraction = fc
  .double({ min: -1e6, max: 1e6, noNaN: true })
  .filter((value) => !Number.isInteger(value));

const WRONG_TYPES: Record<FieldKind, unknown[]> = {
  string: [12345, true, {}, []],
  integer: ['12', 'NaN', true, {}],
  number: ['12', 'NaN', true, {}],
  boolean: ['true', 1, {}],
  array: ['x', 1, {}],
  object: ['x', 1, []],
  record: ['x', 1, []],
  other: [{}],
};

/** Values no JSON body field of the kind accepts: each must be a 400 naming the field. */
export function bodyValues(kind: FieldKind, nul: readonly string[]): unknown[] {
  const wrong = WRONG_TYPES[kind];
  if (kind === 'string' || kind === 'other') return [...nul, ONE_MEGABYTE, ...wrong];
  if (kind === 'integer') return [1e21, -1e21, 2 ** 31, 1.5, ...wrong];
  if (kind === 'number') return [1e21, -1e21, ...wrong];
  return wrong;
}

/** Path and query values (always text) that no field of the kind accepts. */
export function urlValues(kind: FieldKind, nul: readonly string[], inPath: boolean): string[] {
  if (kind === 'integer') return ['1e21', '-1e21', '2147483648', '1.5', 'NaN', 'Infinity', ...nul];
  if (kind === 'number') return ['1e21', '-1e21', 'NaN', 'Infinity', ...nul];
  // A longer path parameter than Fastify's router takes finds no route at all.
  return inPath ? [...nul] : [...nul, LONG_QUERY];
}

/** Random hostile values for a body field of the kind. */
export function bodyArbitrary(kind: FieldKind): fc.Arbitrary<unknown> {
  if (kind === 'integer') return fc.oneof(hugeNumber, fraction);
  if (kind === 'number') return hugeNumber;
  if (kind === 'string' || kind === 'other') return nulText;
  return fc.constantFrom(...WRONG_TYPES[kind]);
}

/** Random hostile path and query values for a field of the kind. */
export function urlArbitrary(kind: FieldKind): fc.Arbitrary<string> {
  if (kind === 'integer') return fc.oneof(hugeNumber, fraction, nulText).map(String);
  if (kind === 'number') return fc.oneof(hugeNumber, nulText).map(String);
  return nulText;
}

/** Bodies that are not JSON an API takes, and the start of the message each must get. */
export const MALFORMED_BODIES: [string, string][] = [
  ['{"message": "a",}', 'The request body is not valid JSON: '],
  ['{"message": ', 'The request body is not valid JSON: '],
  ["{'message': 'a'}", 'The request body is not valid JSON: '],
  ['{"__proto__": {"isAdmin": true}}', 'The request body may not contain the key __proto__'],
  ['{"a": [{"__proto__": {}}]}', 'The request body may not contain the key __proto__'],
  [
    '{"constructor": {"prototype": {"isAdmin": true}}}',
    'The request body may not contain the key constructor.prototype',
  ],
];
