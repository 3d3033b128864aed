import type { Readable } from 'node:stream';
import type { FileRow } from '../file-row';
import type { CellContext } from './cell-text';
import { PlainRowReader } from './plain-row';
import { cellColumnOf, fillGaps, lineOf, placeCell } from './sheet-cells';
import { StringItemText } from './string-item';
import { xmlScanner } from './xml-scanner';

/**
 * A worksheet part's rows, in the batches each chunk of its XML completes: a row numbered by its
 * r and its cells placed by theirs ('' in the gaps); a row or cell without r follows the one
 * before it, as the format allows. A cell without a value, or whose value is empty text, is a
 * gap.
 */
export async function* worksheetRows(
  part: Readable,
  context: CellContext,
): AsyncGenerator<FileRow[]> {
  const rows: FileRow[] = [];
  let row: FileRow | null = null;
  let line = 0;
  let column = 0;
  let type: string | undefined;
  let style = 0;
  let raw = '';
  let hasValue = false;
  let inValue = false;
  let inInline = false;
  const inline = new StringItemText();
  const plainRows = new PlainRowReader(context);

  const parser = xmlScanner({
    take(text, at) {
      // Only between rows: inside a row, a value or an inline string, a <row> is the scanner's.
      if (row || inValue || inInline || text.charCodeAt(at + 1) !== 114) return -1;
      const plain = plainRows.read(text, at);
      if (!plain) return -1;
      line = plain.row.line;
      rows.push(plain.row);
      return plain.end;
    },
    open(name, attributes) {
      if (inInline) return inline.open(name);
      switch (name) {
        case 'row': {
          const r = attributes.get('r');
          line = r === undefined ? line + 1 : lineOf(r);
          row = { line, cells: [] };
          column = 0;
          break;
        }
        case 'c': {
          const r = attributes.get('r');
          column = r === undefined ? column + 1 : cellColumnOf(r);
          type = attributes.get('t');
          const s = attributes.get('s');
          style = s === undefined ? 0 : Number(s);
          raw = '';
          hasValue = false;
          break;
        }
        case 'v':
          inValue = hasValue = true;
          raw = '';
          break;
        case 'is':
          inInline = hasValue = true;
          inline.start();
          break;
      }
    },
    text(text) {
      if (inValue) raw += text;
      else if (inInline) inline.add(text);
    },
    close(name) {
      if (inInline) {
        if (name !== 'is') return inline.close(name);
        inInline = false;
        raw = inline.text;
        type = 'inlineStr';
        return;
      }
      switch (name) {
        case 'v':
          inValue = false;
          break;
        case 'c':
          if (row && hasValue) placeCell(row.cells, column, context, type, raw, style);
          break;
        case 'row':
          if (row) {
            fillGaps(row.cells);
            rows.push(row);
            row = null;
          }
          break;
      }
    },
  });

  try {
    for await (const chunk of part) {
      parser.write(chunk as string);
      if (rows.length > 0) yield rows.splice(0);
    }
    parser.close();
  } finally {
    part.destroy();
  }
}
