/**
 * Where a worksheet's rows and cells go, the same for either reader of the part (the scanner's
 * handlers in worksheet-rows.ts, the plain rows read from bytes in plain-row.ts).
 */

/** A sheet's last column (XFD) and row: a reference past them is no workbook's. */
const MAX_COLUMN = 16_384;
const MAX_LINE = 1_048_576;

/** A cell reference's column, 1 for A ("AB12" is 28); 0 when it starts with no letter. */
function columnOf(ref: string): number {
  let column = 0;
  for (let i = 0; i < ref.length && column <= MAX_COLUMN; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column;
}

/** A row's line, or an error: a line outside the sheet is no workbook's. */
export function sheetLine(line: number): number {
  if (!Number.isInteger(line) || line < 1 || line > MAX_LINE) throw new Error(`row ${line}`);
  return line;
}

/** A cell's column, or an error: a column outside the sheet is no workbook's. */
export function sheetColumn(column: number): number {
  if (column < 1 || column > MAX_COLUMN) throw new Error(`column ${column}`);
  return column;
}

/** A row's line from its r. */
export const lineOf = (r: string) => sheetLine(Number(r));

/** A cell's column from its r ("AB12" is 28). */
export const cellColumnOf = (r: string) => sheetColumn(columnOf(r));

/** A cell's text placed in its row by its column; an empty text is a gap. */
export function placeCell(cells: string[], column: number, text: string): void {
  if (text !== '') cells[column - 1] = text;
}

/** A finished row's gaps as ''. */
export function fillGaps(cells: string[]): string[] {
  for (let i = 0; i < cells.length; i++) cells[i] ??= '';
  return cells;
}
