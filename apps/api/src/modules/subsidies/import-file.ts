import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { CSV_SHEET_NAME, type ImportFileKind } from '@client-admin/domain/subsidies/constants';
import { SUBSIDY_MESSAGES as M } from '@client-admin/domain/subsidies/subsidy-messages';
import { badRequest } from '../../errors';

/**
 * Reading an uploaded import file (decision 0070): an xlsx with exceljs's streaming reader, a CSV
 * with csv-parse, both row by row, so a 100k-row sheet is never held whole as cells. A formula
 * cell gives the value the workbook saved with it; nothing is ever evaluated.
 */

/** One row: its line in the file (as a spreadsheet numbers it) and its cells as text. */
export interface FileRow {
  line: number;
  cells: string[];
}

type CellValue = ExcelJS.CellValue;

const two = (n: number) => String(n).padStart(2, '0');

/** A cell as text: a formula's saved result, rich text's characters, a percent as 25%. */
export function cellText(value: CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (numFmt?.includes('%')) return `${Number((value * 100).toFixed(6))}%`;
    return String(value);
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    return `${value.getUTCFullYear()}-${two(value.getUTCMonth() + 1)}-${two(value.getUTCDate())}`;
  }
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellText((value.result ?? null) as CellValue, numFmt);
  if ('formula' in value || 'sharedFormula' in value) return '';
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('error' in value) return String(value.error);
  return '';
}

function workbookReader(bytes: Buffer) {
  return new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    entries: 'ignore',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
}

const notAWorkbook = () => badRequest('file', M.notAWorkbook);

/** The sheets of a file, in workbook order; a file that is no workbook is a 400. */
export async function sheetNames(kind: ImportFileKind, bytes: Buffer): Promise<string[]> {
  if (kind === 'csv') return [CSV_SHEET_NAME];
  if (bytes.subarray(0, 4).toString('binary') !== 'PK\u0003\u0004') throw notAWorkbook();
  const names: { id: number; name: string }[] = [];
  try {
    for await (const sheet of workbookReader(bytes)) {
      const reader = sheet as unknown as { id: number | string; name: string };
      names.push({ id: Number(reader.id), name: reader.name });
    }
  } catch {
    throw notAWorkbook();
  }
  if (names.length === 0) throw notAWorkbook();
  return names.sort((a, b) => a.id - b.id).map((n) => n.name);
}

/** The rows of one sheet, in order; `onRow` answers false to stop reading. */
export async function readSheetRows(
  kind: ImportFileKind,
  bytes: Buffer,
  sheet: string,
  onRow: (row: FileRow) => boolean,
): Promise<void> {
  if (kind === 'csv') return readCsvRows(bytes, onRow);
  let found = false;
  try {
    for await (const worksheet of workbookReader(bytes)) {
      const reader = worksheet as unknown as AsyncIterable<ExcelJS.Row> & { name: string };
      if (reader.name !== sheet || found) continue;
      found = true;
      let reading = true;
      for await (const row of reader) {
        if (!reading) continue;
        const cells: string[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          cells[column - 1] = cellText(cell.value, cell.numFmt);
        });
        for (let i = 0; i < cells.length; i++) cells[i] ??= '';
        reading = onRow({ line: row.number, cells });
      }
    }
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw notAWorkbook();
  }
  if (!found) throw badRequest('sheetname', M.unknownSheet(sheet));
}

async function readCsvRows(bytes: Buffer, onRow: (row: FileRow) => boolean): Promise<void> {
  const parser = Readable.from([bytes]).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: false, info: true }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!onRow({ line: info.lines, cells: record })) {
        parser.destroy();
        return;
      }
    }
  } catch {
    throw badRequest('file', M.notAWorkbook);
  }
}
