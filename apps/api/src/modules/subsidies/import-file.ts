import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { CSV_SHEET_NAME, type ImportFileKind } from '@client-admin/domain/subsidies/constants';
import { SUBSIDY_MESSAGES as M } from '@client-admin/domain/subsidies/subsidy-messages';
import { badRequest } from '../../errors';
import type { FileRow } from './file-row';
import { readXlsxRows, xlsxSheetNames } from './xlsx/xlsx-reader';

/**
 * Reading an uploaded import file (decision 0070): an xlsx with our own streaming reader
 * (decision 0074), a CSV with csv-parse, both row by row, so a 100k-row sheet is never held
 * whole as cells. A formula cell gives the value the workbook saved with it; nothing is ever
 * evaluated.
 */

/** The sheets of a file, in workbook order; a file that is no workbook is a 400. */
export async function sheetNames(kind: ImportFileKind, bytes: Buffer): Promise<string[]> {
  return kind === 'csv' ? [CSV_SHEET_NAME] : xlsxSheetNames(bytes);
}

/** The rows of one sheet, in order; `onRow` answers false to stop reading. */
export async function readSheetRows(
  kind: ImportFileKind,
  bytes: Buffer,
  sheet: string,
  onRow: (row: FileRow) => boolean,
): Promise<void> {
  return kind === 'csv' ? readCsvRows(bytes, onRow) : readXlsxRows(bytes, sheet, onRow);
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
