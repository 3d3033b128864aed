import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FileRow } from '../file-row';
import type { CellContext } from './cell-text';
import { worksheetRows } from './worksheet-rows';

const context: CellContext = {
  sharedStrings: ['Zoë', 'SF-AUTO-WEB'],
  numberStyles: [],
  date1904: false,
};

const sheet = (rows: string) =>
  `\uFEFF<?xml version="1.0"?><worksheet xmlns="main"><sheetData>${rows}</sheetData></worksheet>`;

/** The rows of a worksheet part handed over in chunks of `size` bytes. */
async function rowsIn(xml: string, size: number): Promise<FileRow[]> {
  const bytes = Buffer.from(xml);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  const rows: FileRow[] = [];
  for await (const batch of worksheetRows(Readable.from(chunks), context)) rows.push(...batch);
  return rows;
}

describe('a worksheet part read from its bytes (decision 0091)', () => {
  it('reads the same rows however its bytes are cut, inside a row, a tag or a character', async () => {
    const xml = sheet(
      '<row r="1" spans="1:3"><c r="A1" t="s"><v>0</v></c><c r="B1" t="str"><v>😀 é</v></c></row>\n' +
        '<row r="2"><c r="A2" t="inlineStr"><is><t>Ünïcödé 😀</t></is></c></row>' +
        '<!-- <row r="9"><c r="A9"><v>1</v></c></row> -->' +
        '<row r="3"><c r="A3" t="s"><v>1</v></c><c r="C3"><v>12.5</v></c></row>' +
        '<row><c><v>7</v></c></row>',
    );
    const whole = await rowsIn(xml, 1 << 20);
    expect(whole).toEqual([
      { line: 1, cells: ['Zoë', '😀 é'] },
      { line: 2, cells: ['Ünïcödé 😀'] },
      { line: 3, cells: ['SF-AUTO-WEB', '', '12.5'] },
      { line: 4, cells: ['7'] },
    ]);
    for (const size of [1, 2, 3, 5, 7, 13])
      expect(await rowsIn(xml, size), `${size}`).toEqual(whole);
  });

  it('refuses a worksheet that is not XML, however its bytes are cut', async () => {
    for (const xml of [
      sheet('<row r="1"><c r="A1"><v>1</v></c></row><row r="2">'),
      sheet('<row r="1"><c r="A1"><v>1</v></c></row>&bogus;'),
      `${sheet('')}<row r="1"></row>`,
    ]) {
      for (const size of [1, 4, 1 << 20]) await expect(rowsIn(xml, size), xml).rejects.toThrow();
    }
  });

  it('refuses a value longer than a cell holds without holding it all', async () => {
    const xml = sheet(`<row r="1"><c r="A1" t="str"><v>${'x'.repeat(3 << 20)}</v></c></row>`);
    await expect(rowsIn(xml, 256 * 1024)).rejects.toThrow(/longest/);
  });
});
