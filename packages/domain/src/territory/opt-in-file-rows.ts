import {
  MAX_CHANNEL_ID,
  MAX_EXCLUDED_ZIPS_PER_ROW,
  MAX_OPT_IN_ROWS,
  OPT_IN_FILE_EXTENSIONS,
  type OptInFileKind,
} from './constants';
import { normaliseSpreadsheetZip } from './geo-codes';
import { TERRITORY_LOOKUP_MESSAGES as M } from './territory-messages';

/**
 * The rows of a secondary territories opt-in file (POST
 * /api/leadType/bulk-update-secondary-territories-opt-status?optIn, seed 001 §7), after the API
 * has decoded the CSV or the first xlsx sheet into cells of text. The seed shows no layout; ours:
 *
 *   column A  the channel id (clientQuoteTypeId), required
 *   column B  zip codes to exclude from its secondary territory, optional, separated by spaces,
 *             commas, semicolons or pipes; read on opt-in only (opting out clears them)
 *
 * A first row whose column A holds no digit is a header. Blank rows are skipped. Row numbers
 * are the file's (1 is the first line), as a spreadsheet shows them. Any bad row means nothing
 * is changed: the answer lists every bad row with its reasons.
 */
export interface OptInRow {
  rowNumber: number;
  clientQuoteTypeId: number;
  excludedZipCodes: string[];
}

export interface BadOptInRow {
  rowNumber: number;
  reasons: string[];
}

export interface ParsedOptInFile {
  rows: OptInRow[];
  badRows: BadOptInRow[];
  /** A fault of the whole file (no rows, too many rows); the rows are then not read. */
  fileError: string | null;
}

/** The kind of an uploaded file by its name's extension; null for any other (a 400). */
export function optInFileKind(fileName: string): OptInFileKind | null {
  const extension = /\.([^.]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return (OPT_IN_FILE_EXTENSIONS as readonly string[]).includes(extension ?? '')
    ? (extension as OptInFileKind)
    : null;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
const ID = /^\d+$/;

function parseRow(cells: readonly string[], rowNumber: number, optIn: boolean) {
  const reasons: string[] = [];
  const idText = (cells[0] ?? '').trim();
  const clientQuoteTypeId = ID.test(idText) ? Number(idText) : NaN;
  if (!(clientQuoteTypeId >= 1 && clientQuoteTypeId <= MAX_CHANNEL_ID))
    reasons.push(M.rowChannelId);

  const excludedZipCodes: string[] = [];
  if (optIn) {
    const entries = (cells[1] ?? '').split(/[\s,;|]+/).filter((e) => e !== '');
    const invalid = entries.filter((e) => normaliseSpreadsheetZip(e) === null);
    if (invalid.length > 0) reasons.push(M.rowExcludedZips(invalid));
    for (const entry of entries) {
      const zip = normaliseSpreadsheetZip(entry);
      if (zip && !excludedZipCodes.includes(zip)) excludedZipCodes.push(zip);
    }
    if (excludedZipCodes.length > MAX_EXCLUDED_ZIPS_PER_ROW) {
      reasons.push(M.rowTooManyExcludedZips(MAX_EXCLUDED_ZIPS_PER_ROW));
    }
  }
  return { row: { rowNumber, clientQuoteTypeId, excludedZipCodes }, reasons };
}

export function parseOptInRows(
  cells: readonly (readonly string[])[],
  optIn: boolean,
  maxRows: number = MAX_OPT_IN_ROWS,
): ParsedOptInFile {
  const numbered = cells.map((row, i) => ({ row, rowNumber: i + 1 }));
  const first = numbered.find(({ row }) => !isBlank(row));
  const header = first !== undefined && !/\d/.test(first.row[0] ?? '') ? first : undefined;
  const data = numbered.filter((entry) => !isBlank(entry.row) && entry !== header);
  if (data.length === 0) return { rows: [], badRows: [], fileError: M.fileEmpty };
  if (data.length > maxRows) return { rows: [], badRows: [], fileError: M.tooManyRows };

  const rows: OptInRow[] = [];
  const badRows: BadOptInRow[] = [];
  const firstRowOf = new Map<number, number>();
  for (const { row: cellsOfRow, rowNumber } of data) {
    const { row, reasons } = parseRow(cellsOfRow, rowNumber, optIn);
    const earlier = firstRowOf.get(row.clientQuoteTypeId);
    if (reasons.length === 0 && earlier !== undefined) reasons.push(M.rowRepeated(earlier));
    if (reasons.length > 0) badRows.push({ rowNumber, reasons });
    else {
      firstRowOf.set(row.clientQuoteTypeId, rowNumber);
      rows.push(row);
    }
  }
  return { rows, badRows, fileError: null };
}

/** Whether the file may be applied: a whole file of good rows, or nothing at all. */
export function canApplyOptInFile(parsed: ParsedOptInFile): boolean {
  return parsed.fileError === null && parsed.badRows.length === 0 && parsed.rows.length > 0;
}
