import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheetRows, sheetNames } from './import-file';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));

async function rowsIn(kind: 'xlsx' | 'csv', bytes: Buffer, sheet: string) {
  const rows: { line: number; cells: string[] }[] = [];
  await readSheetRows(kind, bytes, sheet, (row) => {
    rows.push(row);
    return true;
  });
  return rows;
}

const rowsOf = (kind: 'xlsx' | 'csv', name: string, sheet: string) =>
  rowsIn(kind, fixture(name), sheet);

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

describe('reading workbooks as a spreadsheet program saves them', () => {
  it('reads rich text, a percent, a date, booleans, an error and formulas by their saved values', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Subsidies');
    sheet.addRow(['leadState', 'county', 'product', 'subsidy', 'subsidyCap']);
    sheet.addRow([
      { richText: [{ text: 'N' }, { font: { bold: true }, text: 'M' }] },
      null,
      'SF-AUTO-WEB',
      { formula: 'B9*2', result: 5 },
      { formula: 'A1&"x"', result: 'textx' },
    ]);
    sheet.getCell('D2').numFmt = '0.00';
    sheet.addRow([0.25, new Date(Date.UTC(2026, 10, 29)), true, { error: '#N/A' }]);
    sheet.getCell('A3').numFmt = '0%';
    sheet.getCell('B3').numFmt = 'yyyy-mm-dd';
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await rowsIn('xlsx', bytes, 'Subsidies')).map((r) => [r.line, ...r.cells])).toEqual([
      [1, 'leadState', 'county', 'product', 'subsidy', 'subsidyCap'],
      [2, 'NM', '', 'SF-AUTO-WEB', '5', 'textx'],
      [3, '25%', '2026-11-29', 'TRUE', '#N/A'],
    ]);
  });

  it('reads the sample workbook the same each time, 200 reads at once', async () => {
    const bytes = fixture('state-farm-subsidies.xlsx');
    const read = async () =>
      JSON.stringify(
        await Promise.all([sheetNames('xlsx', bytes), rowsIn('xlsx', bytes, 'Subsidies')]),
      );
    const reads = await Promise.all(Array.from({ length: 200 }, read));
    expect(new Set(reads)).toEqual(new Set([await read()]));
  });
});
