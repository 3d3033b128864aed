import { describe, expect, it } from 'vitest';
import { SUBSIDY_MESSAGES as M } from '@client-admin/domain/subsidies/subsidy-messages';
import type { FileRow } from '../file-row';
import { readXlsxRows, xlsxSheetNames } from './xlsx-reader';
import { handMadeXlsx, workbookParts, zipOf, type HandMadeWorkbook } from './xlsx-test-fixtures';
import { MAX_PART_BYTES } from './zip-parts';

async function rowsOf(bytes: Buffer, sheet = 'Sheet1') {
  const rows: (number | string)[][] = [];
  await readXlsxRows(bytes, sheet, (row: FileRow) => {
    rows.push([row.line, ...row.cells]);
    return true;
  });
  return rows;
}

const oneSheet = (rows: string, more: Omit<HandMadeWorkbook, 'sheets'> = {}) =>
  handMadeXlsx({ sheets: [{ name: 'Sheet1', rows }], ...more });

const notAWorkbook = { statusCode: 400, message: M.notAWorkbook };

describe('reading an xlsx', () => {
  it('places cells by their reference, with gaps, and keeps empty rows and row numbers', async () => {
    const bytes = oneSheet(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="D1"><v>4</v></c></row>' +
        '<row r="2"/>' +
        '<row r="5"><c r="B5"><v>2</v></c><c r="AA5"><v>27</v></c></row>' +
        // No r: a row follows the row before it, a cell the cell before it.
        '<row><c><v>1</v></c><c><v>2</v></c><c r="E6"><v>5</v></c><c><v>6</v></c></row>',
    );
    const rows = await rowsOf(bytes);
    expect(rows[0]).toEqual([1, 'a', '', '', '4']);
    expect(rows[1]).toEqual([2]);
    expect(rows[2]).toEqual([5, '', '2', ...Array<string>(24).fill(''), '27']);
    expect(rows[3]).toEqual([6, '1', '2', '', '', '5', '6']);
  });

  it('reads inline strings, shared strings with rich text runs, and escaped characters', async () => {
    const bytes = oneSheet(
      '<row r="1">' +
        '<c r="A1" t="inlineStr"><is><r><t>Santa </t></r><r><rPr><b/></rPr><t>Fe</t></r></is></c>' +
        '<c r="B1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c><c r="D1" t="s"><v>2</v></c>' +
        '<c r="E1" t="str"><f>A1</f><v>R&amp;D</v></c></row>',
      {
        sharedStrings: [
          '<t>NM</t>',
          '<r><t xml:space="preserve">SF-AUTO</t></r><r><rPr><i/></rPr><t>-WEB</t></r><rPh><t>ignored</t></rPh>',
          '<t>line_x000D_end _x005F_x0041_</t>',
        ],
      },
    );
    expect(await rowsOf(bytes)).toEqual([
      [1, 'Santa Fe', 'NM', 'SF-AUTO-WEB', 'line\rend _x0041_', 'R&D'],
    ]);
  });

  it("reads a number as its format shows it: a percent, a date, a formula's saved value", async () => {
    const styles = {
      numFmts:
        '<numFmt numFmtId="164" formatCode="0.0%"/><numFmt numFmtId="165" formatCode="yyyy/mm/dd"/>',
      cellXfs:
        '<xf numFmtId="0"/><xf numFmtId="9"/><xf numFmtId="14"/><xf numFmtId="164"/>' +
        '<xf numFmtId="165"/><xf numFmtId="166"/><xf numFmtId="4"/>',
    };
    const row =
      '<row r="1"><c r="A1"><v>2.5</v></c><c r="B1" s="1"><v>0.25</v></c>' +
      '<c r="C1" s="2"><v>45658</v></c><c r="D1" s="3"><v>0.125</v></c>' +
      '<c r="E1" s="4"><v>45658.75</v></c><c r="F1" s="5"><v>7</v></c>' +
      '<c r="G1" s="6"><f>3+4</f><v>7</v></c><c r="H1"><f>1/0</f></c>' +
      '<c r="I1" t="b"><v>1</v></c><c r="J1" t="b"><f>FALSE()</f><v>0</v></c>' +
      '<c r="K1" t="e"><f>1/0</f><v>#DIV/0!</v></c></row>';
    expect(await rowsOf(oneSheet(row, { styles }))).toEqual([
      [
        1,
        '2.5',
        '25%',
        '2025-01-01',
        '12.5%',
        '2025-01-01',
        '7',
        '7',
        '',
        'TRUE',
        'FALSE',
        '#DIV/0!',
      ],
    ]);
    // The same serial counts from 1904 in a workbook that says so.
    const from1904 = await rowsOf(oneSheet(row, { styles, date1904: true }));
    expect(from1904[0]![3]).toBe('2029-01-02');
  });

  it('lists the worksheets in workbook order, whatever their parts are called', async () => {
    const bytes = handMadeXlsx({
      sheets: [
        { name: 'Read me', rows: '', part: 'sheet3.xml' },
        { name: 'Subsidies', rows: '', part: 'sheet1.xml' },
        { name: 'Old', rows: '', part: 'sheet2.xml' },
      ],
    });
    expect(await xlsxSheetNames(bytes)).toEqual(['Read me', 'Subsidies', 'Old']);
  });

  it('stops reading when asked', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => `<row r="${i + 1}"><c><v>${i}</v></c></row>`);
    const lines: number[] = [];
    await readXlsxRows(oneSheet(rows.join('')), 'Sheet1', ({ line }) => {
      lines.push(line);
      return line < 3;
    });
    expect(lines).toEqual([1, 2, 3]);
  });

  it('passes on an error of the caller as it is', async () => {
    const failing = readXlsxRows(oneSheet('<row r="1"/>'), 'Sheet1', () => {
      throw new Error('the caller failed');
    });
    await expect(failing).rejects.toThrow('the caller failed');
  });
});

describe('refusing a file that is no readable workbook', () => {
  const sheet = '<row r="1"><c r="A1"><v>1</v></c></row>';
  const parts = workbookParts({ sheets: [{ name: 'Sheet1', rows: sheet }] });

  it('refuses a file that is no zip, a truncated zip, and a zip without a workbook', async () => {
    const good = zipOf(parts);
    await expect(xlsxSheetNames(Buffer.from('leadState,county\n'))).rejects.toMatchObject(
      notAWorkbook,
    );
    await expect(xlsxSheetNames(good.subarray(0, good.length - 30))).rejects.toMatchObject(
      notAWorkbook,
    );
    const withoutWorkbook = zipOf(parts.filter((p) => p.name !== 'xl/workbook.xml'));
    await expect(xlsxSheetNames(withoutWorkbook)).rejects.toMatchObject(notAWorkbook);
  });

  it('refuses malformed XML, and a shared string that is not there', async () => {
    await expect(rowsOf(oneSheet('<row r="1"><c r="A1"><v>1</v></row>'))).rejects.toMatchObject(
      notAWorkbook,
    );
    await expect(
      rowsOf(oneSheet('<row r="1"><c r="A1" t="s"><v>3</v></c></row>')),
    ).rejects.toMatchObject(notAWorkbook);
    await expect(
      rowsOf(oneSheet('<row r="1"><c r="ZZZZ1"><v>1</v></c></row>')),
    ).rejects.toMatchObject(notAWorkbook);
  });

  it('refuses a part that claims to unpack past the cap, and one that unpacks past or short of its claim', async () => {
    const bomb = parts.map((p) =>
      p.name === 'xl/worksheets/sheet1.xml' ? { ...p, declaredSize: MAX_PART_BYTES + 1 } : p,
    );
    await expect(rowsOf(zipOf(bomb))).rejects.toMatchObject(notAWorkbook);
    const liar = parts.map((p) =>
      p.name === 'xl/worksheets/sheet1.xml'
        ? { ...p, content: `${p.content as string}${' '.repeat(100_000)}`, declaredSize: 100 }
        : p,
    );
    await expect(rowsOf(zipOf(liar))).rejects.toMatchObject(notAWorkbook);
    const short = parts.map((p) =>
      p.name === 'xl/worksheets/sheet1.xml'
        ? { ...p, declaredSize: Buffer.byteLength(p.content) + 10 }
        : p,
    );
    await expect(rowsOf(zipOf(short))).rejects.toMatchObject(notAWorkbook);
  });

  it('answers a sheet the workbook does not have with a 400 naming it', async () => {
    await expect(rowsOf(zipOf(parts), 'Nope')).rejects.toMatchObject({
      statusCode: 400,
      message: M.unknownSheet('Nope'),
    });
  });
});
