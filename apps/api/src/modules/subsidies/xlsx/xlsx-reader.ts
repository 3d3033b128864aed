import { SUBSIDY_MESSAGES as M } from '@client-admin/domain/subsidies/subsidy-messages';
import { badRequest } from '../../../errors';
import type { FileRow } from '../file-row';
import type { CellContext } from './cell-text';
import { readNumberStyles } from './number-styles';
import { readSharedStrings } from './shared-strings';
import { readWorkbookIndex, type WorkbookIndex } from './workbook-index';
import { worksheetRows } from './worksheet-rows';
import { openZipParts, type ZipParts } from './zip-parts';

/**
 * Reading an xlsx: the zip through its central directory (every part addressable, nothing on
 * disk), its small XML parts through a SAX parser, a worksheet from its bytes: plain rows by
 * plain-row.ts, the rest through our own scanner (xml-scanner.ts), row by row into text cells.
 * Whatever goes wrong reading the file (not a zip, a part missing, too large or lying about its
 * size, malformed XML) is one 400: the file is not a readable workbook.
 */

const notAWorkbook = () => badRequest('file', M.notAWorkbook);

async function readable<T>(reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch {
    throw notAWorkbook();
  }
}

async function* readableRows(rows: AsyncGenerator<FileRow[]>): AsyncGenerator<FileRow[]> {
  try {
    yield* rows;
  } catch {
    throw notAWorkbook();
  }
}

async function openWorkbook(bytes: Buffer): Promise<{ zip: ZipParts; index: WorkbookIndex }> {
  const zip = await openZipParts(bytes);
  return { zip, index: await readWorkbookIndex(zip) };
}

async function cellContextOf(zip: ZipParts, index: WorkbookIndex): Promise<CellContext> {
  return {
    sharedStrings: index.sharedStrings
      ? await readSharedStrings(await zip.text(index.sharedStrings))
      : [],
    numberStyles: index.styles ? await readNumberStyles(await zip.text(index.styles)) : [],
    date1904: index.date1904,
  };
}

/** The worksheets of a workbook, in its order. */
export async function xlsxSheetNames(bytes: Buffer): Promise<string[]> {
  const { index } = await readable(openWorkbook(bytes));
  if (index.sheets.length === 0) throw notAWorkbook();
  return index.sheets.map((sheet) => sheet.name);
}

/** The rows of one worksheet, in order; `onRow` answers false to stop reading. */
export async function readXlsxRows(
  bytes: Buffer,
  sheetName: string,
  onRow: (row: FileRow) => boolean,
): Promise<void> {
  const { zip, index } = await readable(openWorkbook(bytes));
  const sheet = index.sheets.find((s) => s.name === sheetName);
  if (!sheet) throw badRequest('sheetname', M.unknownSheet(sheetName));
  const context = await readable(cellContextOf(zip, index));
  const part = await readable(zip.bytes(sheet.part));
  for await (const rows of readableRows(worksheetRows(part, context))) {
    for (const row of rows) if (!onRow(row)) return;
  }
}
