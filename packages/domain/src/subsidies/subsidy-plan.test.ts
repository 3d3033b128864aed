import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_ROWS } from './constants';
import { SUBSIDY_MESSAGES as M } from './subsidy-messages';
import { planSubsidyImport, SubsidySheet } from './subsidy-plan';
import { TEST_CONTEXT } from './subsidy-test-context';

const HEADER = ['leadState', 'county', 'product', 'subsidy', 'subsidyCap'];

function sheetOf(rows: string[][]) {
  const sheet = new SubsidySheet(TEST_CONTEXT);
  [HEADER, ...rows].forEach((cells, i) => sheet.add(i + 1, cells));
  return sheet.finish();
}

describe('a subsidy sheet and its plan (seed 002 §4: toBeAdded, toBeUpdated, toBeDeleted)', () => {
  it('counts adds, updates and deletes within the states the file names only', () => {
    const sheet = sheetOf([
      ['WA', 'King', 'SF-AUTO-WEB', '5', ''],
      ['WA', '', 'SF-AUTO-WEB', '10%', '3'],
      [],
      ['WA', 'Pierce', 'SF-HOME-WEB', '2', ''],
    ]);
    expect(sheet.isValid).toBe(true);
    expect(sheet.states).toEqual(['WA']);
    const existing = [
      {
        leadState: 'WA',
        county: 'KING',
        product: 'SF-AUTO-WEB',
        kind: 'FLAT' as const,
        amount: 400,
        capCents: null,
      },
      {
        leadState: 'WA',
        county: 'PIERCE',
        product: 'SF-HOME-WEB',
        kind: 'FLAT' as const,
        amount: 200,
        capCents: null,
      },
      {
        leadState: 'WA',
        county: 'PIERCE',
        product: 'SF-AUTO-CALL',
        kind: 'FLAT' as const,
        amount: 100,
        capCents: null,
      },
      {
        leadState: 'TX',
        county: '',
        product: 'SF-AUTO-WEB',
        kind: 'FLAT' as const,
        amount: 100,
        capCents: null,
      },
    ];
    const plan = planSubsidyImport(sheet, existing);
    expect(plan).toMatchObject({ toBeAdded: 1, toBeUpdated: 1, toBeDeleted: 1, unchanged: 1 });
    expect(plan.changes.map((c) => [c.action, c.key.county, c.key.product, c.line])).toEqual([
      ['ADD', '', 'SF-AUTO-WEB', 3],
      ['UPDATE', 'KING', 'SF-AUTO-WEB', 2],
      ['DELETE', 'PIERCE', 'SF-AUTO-CALL', null],
    ]);
    // The plan is the whole difference: applied, the same file plans nothing.
    const applied = [...[...sheet.rows.values()], existing[3]!];
    expect(planSubsidyImport(sheet, applied)).toMatchObject({
      changes: [],
      toBeAdded: 0,
      toBeUpdated: 0,
      toBeDeleted: 0,
      unchanged: 3,
    });
  });

  it('refuses a row that repeats another row’s key, naming the first line', () => {
    const sheet = sheetOf([
      ['WA', 'King', 'SF-AUTO-WEB', '5', ''],
      ['wa', 'KING COUNTY', 'sf-auto-web', '6', ''],
    ]);
    expect(sheet.isValid).toBe(false);
    expect(sheet.bad).toEqual([{ line: 3, column: 'county', reason: M.duplicate(2) }]);
  });

  it('refuses the whole file without its columns, without rows or with too many rows', () => {
    const noColumns = new SubsidySheet(TEST_CONTEXT);
    expect(noColumns.add(1, ['state', 'amount'])).toBe(false);
    expect(noColumns.fileError).toBe(
      M.missingColumns(['leadState', 'county', 'product', 'subsidy', 'subsidyCap']),
    );
    expect(sheetOf([]).fileError).toBe(M.noRows);
    const big = new SubsidySheet(TEST_CONTEXT);
    big.add(1, HEADER);
    let line = 2;
    while (big.add(line, ['TX', '', 'SF-AUTO-WEB', '1', ''])) line++;
    expect(line).toBe(MAX_IMPORT_ROWS + 2);
    expect(big.fileError).toBe(M.tooManyRows);
  });

  it('counts every bad row but lists a bounded number', () => {
    const sheet = sheetOf(Array.from({ length: 600 }, () => ['ZZ', '', 'SF-AUTO-WEB', '1', '']));
    expect(sheet.badRowCount).toBe(600);
    expect(sheet.bad).toHaveLength(500);
  });
});
