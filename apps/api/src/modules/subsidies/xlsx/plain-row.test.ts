import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FileRow } from '../file-row';
import type { CellContext } from './cell-text';
import { CUT, NOT_PLAIN, PlainRowReader } from './plain-row';
import { readXlsxRows } from './xlsx-reader';
import { handMadeXlsx } from './xlsx-test-fixtures';

const context: CellContext = {
  sharedStrings: ['NM', 'SF-AUTO-WEB', ''],
  numberStyles: ['number', 'percent', 'date'],
  date1904: false,
};

const styles = { cellXfs: '<xf numFmtId="0"/><xf numFmtId="9"/><xf numFmtId="14"/>' };
const sharedStrings = context.sharedStrings.map((s) => `<t>${s}</t>`);

/** Every row of the sheet, or 'refused' when reading it fails. */
async function read(rows: string): Promise<FileRow[] | 'refused'> {
  const bytes = handMadeXlsx({ sheets: [{ name: 'Sheet1', rows }], sharedStrings, styles });
  const read: FileRow[] = [];
  try {
    await readXlsxRows(bytes, 'Sheet1', (row) => {
      read.push(row);
      return true;
    });
    return read;
  } catch {
    return 'refused';
  }
}

/** The same XML with two spaces after each <row: no row is plain, the scanner reads them all. */
const scannedOnly = (rows: string) => rows.replaceAll('<row ', '<row  ');

describe('plain rows', () => {
  it('reads a plain row whole: its line, its cells by reference, and where it ends', () => {
    const reader = new PlainRowReader(context);
    const bytes = Buffer.from(
      'x<row r="7" spans="1:4" x14ac:dyDescent="0.25"><c r="A7" t="s"><v>0</v></c>' +
        '<c r="B7" s="1"/><c r="D7" s="1"><v>0.25</v></c></row><row',
    );
    const rows: FileRow[] = [];
    expect(reader.read(bytes, 1, rows)).toBe(bytes.length - 4);
    expect(rows).toEqual([{ line: 7, cells: ['NM', '', '', '25%'] }]);
  });

  it('leaves to the scanner a row of any other shape', () => {
    const reader = new PlainRowReader(context);
    for (const text of [
      '<row r="1" ><c r="A1"><v>1</v></c></row>',
      '<row r="1"><c r="A1" ><v>1</v></c></row>',
      '<row r="1"><c r="A1"><f>1+1</f><v>2</v></c></row>',
      '<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c></row>',
      '<row r="1"><c r="A1"><v>R&amp;D</v></c></row>',
      '<row r="1"><c r="A1" t="s" s="1"><v>0</v></c></row>',
      '<row><c r="A1"><v>1</v></c></row>',
      '<row r="1"/>',
      '<row r="1" spans="1:2" spans="1:2"></row>',
      '<row r="1" s="1" r="2"></row>',
    ]) {
      expect(reader.read(Buffer.from(text), 0, []), text).toBe(NOT_PLAIN);
    }
  });

  it('takes the attributes of a row as plain unread only when they are the last ones read, byte for byte', () => {
    const reader = new PlainRowReader(context);
    const read = (text: string) => reader.read(Buffer.from(text), 0, []);
    expect(read('<row r="1" spans="1:2"></row>')).toBeGreaterThan(0);
    expect(read('<row r="2" spans="1:2" spans="1:2"></row>')).toBe(NOT_PLAIN);
    expect(read('<row r="3" spans="1:2"></row>')).toBeGreaterThan(0);
    expect(read('<row r="4" spans="1:2" r="4"></row>')).toBe(NOT_PLAIN);
    expect(read('<row r="5"></row>')).toBeGreaterThan(0);
    expect(read('<row r="6" spans="1:2></row>')).toBe(NOT_PLAIN);
  });

  it('asks for the next chunk when the bytes end inside a row, wherever they end', () => {
    const reader = new PlainRowReader(context);
    const text = '<row r="12" spans="1:3"><c r="A12" s="1" t="s"><v>1</v></c><c r="B12"/></row>';
    for (let end = 1; end < text.length; end++) {
      expect(reader.read(Buffer.from(text.slice(0, end)), 0, []), text.slice(0, end)).toBe(CUT);
    }
    const rows: FileRow[] = [];
    expect(reader.read(Buffer.from(text), 0, rows)).toBe(text.length);
    expect(rows).toEqual([{ line: 12, cells: ['SF-AUTO-WEB'] }]);
  });

  it('refuses, as the scanner does, a line or a column past the sheet', async () => {
    for (const rows of [
      '<row r="0"><c r="A1"><v>1</v></c></row>',
      '<row r="1048577"></row>',
      '<row r="1"><c r="XFE1"><v>1</v></c></row>',
      '<row r="1"><c r="A1" t="s"><v>9</v></c></row>',
    ]) {
      expect(await read(rows), rows).toBe('refused');
      expect(await read(scannedOnly(rows)), rows).toBe('refused');
    }
  });

  it('gives the rows the scanner gives, whatever the rows are', async () => {
    // Mostly what a sheet holds, now and then what makes the whole file refused.
    const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>) =>
      fc.oneof({ arbitrary: good, weight: 40 }, { arbitrary: bad, weight: 1 });
    const rowAttributes = mostly<string[]>(
      fc.subarray([' spans="1:5"', ' x14ac:dyDescent="0.25"', ' ht="15"', ' customHeight="1"']),
      fc.constantFrom([' r="3"'], [' ht="15"', ' ht="15"']),
    );
    const value = fc.constantFrom(
      '0',
      '1',
      '2',
      '',
      '0.25',
      '45658',
      '-3.5',
      '#DIV/0!',
      'R&amp;D',
      'a\r\nb',
      ' 12 ',
      'TRUE',
      'Zoë 😀',
    );
    const cell = fc
      .record({
        column: mostly(
          fc.constantFrom('A', 'B', 'C', 'E', 'Z', 'AA', 'XFD'),
          fc.constantFrom('XFE', 'a', ''),
        ),
        style: fc.option(fc.constantFrom('0', '1', '2', '7'), { nil: undefined }),
        type: fc.option(fc.constantFrom('s', 'n', 'b', 'e', 'str', 'd', 'inlineStr'), {
          nil: undefined,
        }),
        value: fc.option(value, { nil: undefined }),
        sharedString: mostly(fc.constantFrom('0', '1', '2'), fc.constant('9')),
        spaced: fc.boolean(),
      })
      .map(({ column, style, type, value, sharedString, spaced }) => {
        const saved = type === 's' && value !== undefined ? sharedString : value;
        return (
          `<c r="${column}1"${style === undefined ? '' : ` s="${style}"`}` +
          `${type === undefined ? '' : ` t="${type}"`}${spaced ? ' ' : ''}` +
          (saved === undefined ? '/>' : `><v>${saved}</v></c>`)
        );
      });
    const row = fc
      .record({
        line: fc.option(
          mostly(fc.constantFrom('1', '2', '5', '1048576'), fc.constantFrom('0', '1048577')),
          { nil: undefined },
        ),
        attributes: rowAttributes,
        cells: fc.array(cell, { maxLength: 6 }),
      })
      .map(
        ({ line, attributes, cells }) =>
          `<row${line === undefined ? '' : ` r="${line}"`}${attributes.join('')}>` +
          `${cells.join('')}</row>`,
      );
    // Rows side by side, as Excel writes them, or apart, as a pretty-printing writer does.
    const between = fc.constantFrom('', '', '\n  ');
    let readWhole = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 8 }), between, async (rows, gap) => {
        const xml = rows.join(gap);
        const plain = await read(xml);
        expect(plain).toEqual(await read(scannedOnly(xml)));
        if (plain !== 'refused') readWhole++;
      }),
      { numRuns: 300 },
    );
    // Most sheets (about 60%) are read, so rows are compared, not only refusals.
    expect(readWhole).toBeGreaterThan(120);
  });

  it('reads a sheet whose rows, and characters, cross the chunks the part is read in', async () => {
    const rows = Array.from(
      { length: 5000 },
      (_, i) =>
        `<row r="${i + 1}" spans="1:3"><c r="A${i + 1}" t="s"><v>${i % 2}</v></c>` +
        `<c r="B${i + 1}" t="str"><v>Zoë 😀</v></c><c r="C${i + 1}"><v>${i}.5</v></c></row>`,
    ).join('');
    const read5000 = await read(rows);
    expect(read5000).toHaveLength(5000);
    expect(read5000).toEqual(await read(scannedOnly(rows)));
    expect((read5000 as FileRow[])[4999]).toEqual({
      line: 5000,
      cells: ['SF-AUTO-WEB', 'Zoë 😀', '4999.5'],
    });
  });
});
