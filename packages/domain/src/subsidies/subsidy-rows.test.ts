import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SUBSIDY_COLUMNS } from './constants';
import { SUBSIDY_MESSAGES as M } from './subsidy-messages';
import {
  countyKey,
  isSubsidyProduct,
  parseAmount,
  parseSubsidyRow,
  subsidyHeader,
  SubsidyRowTexts,
} from './subsidy-rows';
import { TEST_CONTEXT } from './subsidy-test-context';

const index = Object.fromEntries(SUBSIDY_COLUMNS.map((c, i) => [c, i])) as Parameters<
  typeof parseSubsidyRow
>[2];
const row = (...cells: string[]) => parseSubsidyRow(7, cells, index, TEST_CONTEXT);
const reasons = (result: ReturnType<typeof row>) =>
  result.ok ? [] : result.bad.map((b) => [b.column, b.reason]);

describe('subsidy sheet rows (seed 002 §3)', () => {
  it('reads a flat subsidy of a county, and a state-wide percent subsidy with its cap', () => {
    expect(row('wa', 'King County', 'sf-auto-web', '$12.50', '')).toEqual({
      ok: true,
      row: {
        line: 7,
        leadState: 'WA',
        county: 'KING',
        product: 'SF-AUTO-WEB',
        kind: 'FLAT',
        amount: 1250,
        capCents: null,
      },
    });
    expect(row('WA', '', 'SF-HOME-CALL', '25%', '10')).toMatchObject({
      ok: true,
      row: { county: '', kind: 'PERCENT', amount: 2500, capCents: 1000 },
    });
  });

  it('names each bad cell of a row with its column', () => {
    expect(reasons(row('ZZ', 'King', 'AUTO', '-3', 'abc'))).toEqual([
      ['leadState', M.unknownState('ZZ')],
      ['product', M.unknownProduct('AUTO')],
      ['subsidy', M.negative],
      ['subsidyCap', M.notAnAmount],
    ]);
    expect(reasons(row('TX', 'King', 'SF-AUTO-WEB', 'ten', ''))).toEqual([
      ['county', M.unknownCounty('King', 'TX')],
      ['subsidy', M.notAnAmount],
    ]);
    expect(reasons(row('', '', '', '', ''))).toEqual([
      ['leadState', M.required],
      ['product', M.required],
      ['subsidy', M.required],
    ]);
  });

  it('refuses a cap below a flat subsidy, a percent without a cap, and a percent where it is off', () => {
    expect(reasons(row('TX', '', 'SF-AUTO-WEB', '10', '5'))).toEqual([
      ['subsidyCap', M.capBelowSubsidy],
    ]);
    expect(row('TX', '', 'SF-AUTO-WEB', '10', '10').ok).toBe(true);
    expect(reasons(row('WA', '', 'SF-AUTO-WEB', '10%', ''))).toEqual([
      ['subsidyCap', M.capRequired],
    ]);
    expect(reasons(row('TX', '', 'SF-AUTO-WEB', '10%', '5'))).toEqual([
      ['subsidy', M.percentNotEnabled('TX')],
    ]);
    expect(reasons(row('WA', '', 'SF-AUTO-WEB', '101%', '5'))).toEqual([
      ['subsidy', M.percentAbove100],
    ]);
    expect(reasons(row('WA', '', 'SF-AUTO-WEB', '0', ''))).toEqual([['subsidy', M.zero]]);
    expect(reasons(row('WA', '', 'SF-AUTO-WEB', '20000', ''))).toEqual([
      ['subsidy', M.amountTooBig],
    ]);
  });

  it('finds the columns by name in any order and case, or names the missing ones', () => {
    expect(subsidyHeader(['Product', 'LEADSTATE', 'county', 'subsidyCap', 'Subsidy', 'x'])).toEqual(
      {
        ok: true,
        index: { leadState: 1, county: 2, product: 0, subsidy: 4, subsidyCap: 3 },
      },
    );
    expect(subsidyHeader(['leadState', 'product'])).toEqual({
      ok: false,
      missing: ['county', 'subsidy', 'subsidyCap'],
    });
  });

  it('reads amounts as cents or basis points, and nothing else', () => {
    expect(parseAmount('1,250.5')).toEqual({ ok: true, value: 125050, percent: false });
    expect(parseAmount('12.5 %')).toEqual({ ok: true, value: 1250, percent: true });
    expect(parseAmount('.5')).toEqual({ ok: true, value: 50, percent: false });
    expect(parseAmount('1.234')).toEqual({ ok: false, reason: M.tooManyDecimals });
    for (const bad of ['', '1e3', '12,34', 'NaN', '$', '1.2.3', '=A1']) {
      expect(parseAmount(bad).ok).toBe(false);
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(parseAmount(text)).toEqual({ ok: true, value: cents, percent: false });
      }),
    );
  });

  it('matches counties without their COUNTY word, and knows the products', () => {
    expect(countyKey('  king   county ')).toBe('KING');
    expect(countyKey('Orleans Parish')).toBe('ORLEANS');
    expect(isSubsidyProduct('SF-AUTO-WEB')).toBe(true);
    expect(isSubsidyProduct('SF-RENTER-CALL')).toBe(true);
    expect(isSubsidyProduct('SF-BOAT-WEB')).toBe(false);
    expect(isSubsidyProduct('FM-AUTO-WEB')).toBe(false);
  });

  it('reads a row alike whether its texts were read before in the sheet or not', () => {
    const states = ['WA', 'TX', 'wa', ' WA ', 'CO', 'ZZ', ''];
    const counties = ['King', 'HARRIS', 'king county', 'King ', 'Pierce', '', ' ', 'Nowhere'];
    const products = [
      'sf-auto-web',
      'SF-AUTO-CALL',
      'SF HOME WEB',
      ' SF-AUTO-WEB',
      'SF-BOAT-WEB',
      '',
    ];
    const amounts = ['5', ' 5', '$12.50', '10%', '25 %', '101%', '0', '-1', '1.234', '', 'x'];
    const texts = new SubsidyRowTexts();
    fc.assert(
      fc.property(
        fc.tuple(
          fc.constantFrom(...states),
          fc.constantFrom(...counties),
          fc.constantFrom(...products),
          fc.constantFrom(...amounts),
          fc.constantFrom(...amounts),
        ),
        (cells) => {
          const shared = parseSubsidyRow(7, cells, index, TEST_CONTEXT, texts);
          expect(shared).toEqual(parseSubsidyRow(7, cells, index, TEST_CONTEXT));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
