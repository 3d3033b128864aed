import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LEADS_MESSAGES } from '@client-admin/domain/leads/leads-messages';
import { rangeBoundMessage } from '@client-admin/domain/range-bounds';
import { transactionsQuery } from './billing';
import { callLogQuery, metricsQuery, webTrackingQuery } from './leads';
import { rangeBound } from './schema-builders';

/** The field messages of a failed parse, by field. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('rangeBound: a list range end is a date or a date-time (issue 36)', () => {
  const from = rangeBound('from');

  it('takes dates and ISO 8601 date-times with Z or an offset, as sent', () => {
    for (const value of [
      '2026-11-01',
      '2026-11-01T00:00:00Z',
      '2026-11-01T05:00:00-05:00',
      '2026-11-01T05:00:00.123+05:30',
    ]) {
      expect(from.parse(value)).toBe(value);
    }
  });

  it('refuses anything else with the field’s one message', () => {
    for (const value of [
      'yesterday',
      '2026-11-01\u0000',
      '99999-11-01',
      '2026-11-01T00:00:00',
      '2026-02-30',
      `2026-11-01T00:00:00.${'0'.repeat(60)}Z`,
      ['2026-11-01', '2026-11-02'],
      20261101,
    ]) {
      const result = from.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error!.issues.map((i) => i.message)).toEqual([rangeBoundMessage('from')]);
    }
  });
});

describe('the list queries that take a range', () => {
  const lists = [
    ['call log', callLogQuery, { ClientId: '5' }],
    ['web lead tracking', webTrackingQuery, {}],
    ['metrics', metricsQuery, {}],
    ['transactions', transactionsQuery, {}],
  ] as const;

  it.each(lists)('the %s takes date-times and dates', (_, schema, base) => {
    const parsed = schema.parse({
      ...base,
      from: '2026-11-01T00:00:00Z',
      to: '2026-11-01T05:00:00-05:00',
    }) as { from?: string; to?: string };
    expect(parsed).toMatchObject({ from: '2026-11-01T00:00:00Z', to: '2026-11-01T05:00:00-05:00' });
    expect(schema.safeParse({ ...base, from: '2026-11-01', to: '2026-11-30' }).success).toBe(true);
  });

  it.each(lists)('the %s names the field of a bad bound', (_, schema, base) => {
    expect(errorsOf(schema, { ...base, from: 'soon' })).toEqual({
      from: rangeBoundMessage('from'),
    });
    expect(errorsOf(schema, { ...base, to: '2026-11-01T00:00' })).toEqual({
      to: rangeBoundMessage('to'),
    });
  });

  it('refuses a from after to and a range over a year, whatever their kinds', () => {
    expect(
      errorsOf(webTrackingQuery, { from: '2026-11-02', to: '2026-11-01T23:00:00-05:00' }),
    ).toEqual({ from: LEADS_MESSAGES.fromAfterTo });
    expect(
      errorsOf(callLogQuery, {
        ClientId: '5',
        from: '2025-11-01T00:00:00-04:00',
        to: '2026-11-03T00:00:00-05:00',
      }),
    ).toEqual({ to: LEADS_MESSAGES.rangeTooLong });
  });
});
