import type { Readable } from 'node:stream';
import type { FileRow } from '../file-row';
import { cellText, type CellContext } from './cell-text';
import { CUT, NOT_PLAIN, PlainRowReader } from './plain-row';
import { cellColumnOf, fillGaps, lineOf, placeCell } from './sheet-cells';
import { StringItemText } from './string-item';
import { xmlScanner } from './xml-scanner';

const ROW = Buffer.from('<row');
const LESS_THAN = 0x3c;
/**
 * The most bytes held for the next chunk: a row still cut past this size is the scanner's, and
 * a longer tag or text is handed to it (which refuses a node past the longest a cell has). With
 * a chunk (zip-parts.ts), a plain row read whole stays below the scanner's longest node, so the
 * two readers refuse the same values.
 */
const MAX_HELD_BYTES = 1 << 19;

/** Where the bytes end on a whole UTF-8 character: before a sequence the bytes cut. */
function wholeCharacters(bytes: Buffer, from: number): number {
  let lead = bytes.length;
  while (lead > from && lead > bytes.length - 4 && (bytes[lead - 1]! & 0xc0) === 0x80) lead--;
  if (lead === from) return bytes.length;
  const byte = bytes[lead - 1]!;
  const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
  return lead - 1 + length <= bytes.length ? bytes.length : lead - 1;
}

/**
 * A worksheet part's rows, in the batches each chunk of its bytes completes: a row numbered by
 * its r and its cells placed by theirs ('' in the gaps); a row or cell without r follows the one
 * before it, as the format allows. A cell without a value, or whose value is empty text, is a
 * gap. A plain row is read from the bytes themselves (plain-row.ts); the scanner reads the rest
 * as text, cut only before a '<' or between characters, so what it reads is the part's UTF-8.
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
          if (row && hasValue) placeCell(row.cells, column, cellText(context, type, raw, style));
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

  /** The scanner reads the bytes from `from` to `to`. */
  const scan = (bytes: Buffer, from: number, to: number) => {
    if (to > from) parser.write(bytes.toString('utf8', from, to));
  };
  /** At a '<row': the plain row read, and where it ends; or NOT_PLAIN, or CUT. */
  const readPlain = (bytes: Buffer, at: number) => {
    if (row || inValue || inInline || !parser.atMarkup()) return NOT_PLAIN;
    const end = plainRows.read(bytes, at, rows);
    if (end >= 0) line = rows.at(-1)!.line;
    return end === CUT && bytes.length - at > MAX_HELD_BYTES ? NOT_PLAIN : end;
  };

  let held: Buffer | null = null;
  try {
    for await (const chunk of part) {
      const bytes: Buffer = held ? Buffer.concat([held, chunk as Buffer]) : (chunk as Buffer);
      let i = 0;
      let cut = -1;
      for (let at = bytes.indexOf(ROW); at >= 0; at = bytes.indexOf(ROW, i)) {
        scan(bytes, i, at);
        i = at;
        const end = readPlain(bytes, at);
        if (end === CUT) {
          cut = at;
          break;
        }
        if (end >= 0) {
          i = end;
          continue;
        }
        // Not plain: the scanner's, up to the next row (or as far as this chunk goes).
        const next = bytes.indexOf(ROW, at + 1);
        if (next < 0) break;
        scan(bytes, at, next);
        i = next;
      }
      if (cut < 0) {
        // Held back: from the last '<' (a row may start there), or a character the chunk cuts.
        const lastMarkup = bytes.lastIndexOf(LESS_THAN);
        cut =
          lastMarkup >= i && bytes.length - lastMarkup <= MAX_HELD_BYTES
            ? lastMarkup
            : wholeCharacters(bytes, i);
        scan(bytes, i, cut);
      }
      held = cut < bytes.length ? bytes.subarray(cut) : null;
      if (rows.length > 0) yield rows.splice(0);
    }
    if (held) scan(held, 0, held.length);
    parser.close();
  } finally {
    part.destroy();
  }
}
