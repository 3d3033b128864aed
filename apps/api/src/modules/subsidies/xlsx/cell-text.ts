import type { NumberStyle } from './number-styles';
import { unescapeXstring } from './string-item';

/** What a sheet's cells are read with, from the workbook's other parts. */
export interface CellContext {
  sharedStrings: readonly string[];
  /** By a cell's style index (its s). */
  numberStyles: readonly NumberStyle[];
  /** The workbook counts its dates from 1904 (as old Mac workbooks do), not from 1900. */
  date1904: boolean;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Serial day 25569 of the 1900 system is 1970-01-01; the 1904 system's serials are 1462 less. */
function dateText(serial: number, date1904: boolean): string {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  if (Number.isNaN(date.getTime())) return String(serial);
  return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
}

function numberText(raw: string, style: NumberStyle, date1904: boolean): string {
  const value = Number(raw);
  if (raw.trim() === '' || Number.isNaN(value)) return raw;
  if (style === 'percent') return `${Number((value * 100).toFixed(6))}%`;
  if (style === 'date') return dateText(value, date1904);
  return String(value);
}

/**
 * A cell's text from its type (t), its saved value (<v>, or an inline string's text) and its
 * style (s): a shared string, text, TRUE or FALSE, an error as shown (#DIV/0!), or a number as
 * its format shows it. A formula cell reads the same, from the value saved with it: nothing is
 * ever evaluated.
 */
export function cellText(
  context: CellContext,
  type: string | undefined,
  raw: string,
  style: number,
): string {
  switch (type) {
    case 's': {
      const text = context.sharedStrings[Number(raw)];
      if (text === undefined) throw new Error(`no shared string ${raw}`);
      return text;
    }
    case 'inlineStr':
      return raw;
    case 'str':
      return unescapeXstring(raw);
    case 'b':
      return raw === '1' || raw === 'true' ? 'TRUE' : 'FALSE';
    case 'e':
      return raw;
    case 'd':
      // An ISO 8601 date, as strict workbooks save dates.
      return raw.slice(0, 10);
    default:
      return numberText(raw, context.numberStyles[style] ?? 'number', context.date1904);
  }
}
