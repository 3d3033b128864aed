import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSheetRows, sheetNames } from './import-file';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));

async function rowsOf(kind: 'xlsx' | 'csv', name: string, sheet: string) {
  const rows: { line: number; cells: string[] }[] = [];
  await readSheetRows(kind, fixture(name), sheet, (row) => {
    rows.push(row);
    return true;
  });
  return rows;
}

describe('reading the sample import files', () => {
  it("reads the sample workbook's sheets, a formula's saved value and a percent cell", async () => {
    expect(await sheetNames('xlsx', fixture('state-farm-subsidies.xlsx'))).toEqual([
      'Read me',
      'Subsidies',
    ]);
    const rows = await rowsOf('xlsx', 'state-farm-subsidies.xlsx', 'Subsidies');
    expect(rows.map((r) => [r.line, ...r.cells])).toEqual([
      [1, 'leadState', 'county', 'product', 'subsidy', 'subsidyCap'],
      [2, 'NM', '', 'SF-AUTO-WEB', '2.5'],
      [3, 'NM', 'Bernalillo', 'SF-AUTO-WEB', '6'],
      [4, 'NM', 'Santa Fe County', 'SF-HOME-WEB', '4', '8'],
      [5, 'CO', '', 'SF-AUTO-WEB', '25%', '5'],
      [6, 'CO', 'Denver', 'SF-HOME-CALL', '3'],
    ]);
  });

  it('reads the sample CSV with its lines, and stops when asked', async () => {
    const rows = await rowsOf('csv', 'state-farm-subsidies.csv', 'Sheet1');
    expect(rows).toHaveLength(6);
    expect(rows[4]).toEqual({ line: 5, cells: ['CO', '', 'SF-AUTO-WEB', '25%', '5.00'] });
    const first: number[] = [];
    await readSheetRows('csv', fixture('state-farm-subsidies.csv'), 'Sheet1', ({ line }) => {
      first.push(line);
      return first.length < 2;
    });
    expect(first).toEqual([1, 2]);
  });

  it('refuses a file that is no workbook, and a sheet it does not have', async () => {
    await expect(sheetNames('xlsx', fixture('state-farm-subsidies.csv'))).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(rowsOf('xlsx', 'state-farm-subsidies.xlsx', 'Nope')).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('Nope'),
    });
  });
});
