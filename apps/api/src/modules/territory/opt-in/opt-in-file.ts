import { readSheet } from 'read-excel-file/node';
import { csvCells } from '@client-admin/domain/csv-cells';
import type { OptInFileKind } from '@client-admin/domain/territory/constants';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { badRequest } from '../../../errors';

const cellText = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : value instanceof Date
      ? value.toISOString()
      : String(value);

/** The cells of an uploaded opt-in file as text: a CSV, or the first sheet of an xlsx. */
export async function optInFileCells(kind: OptInFileKind, bytes: Buffer): Promise<string[][]> {
  if (kind === 'csv') return csvCells(bytes.toString('utf8'));
  try {
    const rows = await readSheet(bytes);
    return rows.map((row) => row.map(cellText));
  } catch {
    throw badRequest('file', M.fileType);
  }
}
