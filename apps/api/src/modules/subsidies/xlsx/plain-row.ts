import type { FileRow } from '../file-row';
import { cellText, type CellContext } from './cell-text';
import { fillGaps, placeCell, sheetColumn, sheetLine } from './sheet-cells';

/**
 * A row as Excel and most writers save it (decisions 0088, 0091), read from the part's bytes:
 *
 *   <row r="7"( name="value")*><c r="A7"( s="1")?( t="s")?(/>|><v>value</v></c>)…</row>
 *
 * its r first, then attributes each after one space, with no `"`, `<` or `&` in a value; cells
 * each with r, then s and t when they have them, and a value without `<`, `&` or a carriage
 * return, or none. Anything else (other spacing, a formula, an inline string, a prefixed name,
 * an entity) is not plain and is read by the scanner.
 */

/** `read`'s answer for a row that is not plain. */
export const NOT_PLAIN = -1;
/** `read`'s answer for a row the bytes end inside: read it again with the next chunk. */
export const CUT = -2;

const ROW_OPEN = Buffer.from('<row r="');
const CELL_OPEN = Buffer.from('<c r="');
const STYLE = Buffer.from(' s="');
const TYPE = Buffer.from(' t="');
const VALUE_OPEN = Buffer.from('><v>');
const VALUE_CLOSE = Buffer.from('</v></c>');
const ROW_CLOSE = Buffer.from('</row>');

const QUOTE = 0x22;
const AMPERSAND = 0x26;
const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
const SLASH = 0x2f;
const SPACE = 0x20;
const EQUALS = 0x3d;
const CARRIAGE_RETURN = 0x0d;
const LOWER_S = 0x73;

const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39;
const isUpper = (byte: number) => byte >= 0x41 && byte <= 0x5a;
const isLower = (byte: number) => byte >= 0x61 && byte <= 0x7a;
/** [A-Za-z_]: what an attribute's name starts with. */
const isNameStart = (byte: number) => isUpper(byte) || isLower(byte) || byte === 0x5f;
/** [\w.:-]: what an attribute's name goes on with. */
const isNameByte = (byte: number) =>
  isNameStart(byte) || isDigit(byte) || byte === 0x2e || byte === 0x3a || byte === 0x2d;

/** The bytes at `at` are `literal`'s: 1; the bytes end first: 0; they differ: -1. */
function matches(bytes: Buffer, at: number, literal: Buffer): number {
  const end = Math.min(bytes.length, at + literal.length);
  for (let i = at; i < end; i++) if (bytes[i] !== literal[i - at]) return -1;
  return end - at === literal.length ? 1 : 0;
}

/** Whether a row's other attributes name none twice, nor r again (the scanner refuses both). */
function distinctNames(rest: string): boolean {
  const names = new Set(['r']);
  for (const [, name] of rest.matchAll(/ ([A-Za-z_][\w.:-]*)="/g)) {
    if (names.has(name!)) return false;
    names.add(name!);
  }
  return true;
}

/** Numbers up to this many bytes are kept as a number key (7 bits a byte, and the length). */
const KEYED_VALUE_BYTES = 7;

/** A short ASCII value's bytes as one number (below 2^52), or -1 for any other value. */
function numberKey(bytes: Buffer, start: number, end: number): number {
  if (end - start > KEYED_VALUE_BYTES) return -1;
  let key = end - start;
  for (let i = start; i < end; i++) {
    if (bytes[i]! >= 0x80) return -1;
    key = key * 128 + bytes[i]!;
  }
  return key;
}

/**
 * Reads plain rows: the same row, cells and errors the scanner's handlers give for the same
 * bytes, several times faster (a 100k-row sheet is mostly such rows).
 */
export class PlainRowReader {
  /** The last row attributes read and found plain (restEnd). */
  private knownRest = Buffer.alloc(0);
  /**
   * The texts of short values without a type (numbers), by style and by the value's bytes as a
   * number: a sheet repeats its amounts, read once each.
   */
  private readonly numberTexts = new Map<number, Map<number, string>>();

  constructor(private readonly context: CellContext) {}

  /**
   * The plain row whose '<' is at `at`: added to `rows`, and where it ends; NOT_PLAIN, or CUT
   * when the bytes end before it does.
   */
  read(bytes: Buffer, at: number, rows: FileRow[]): number {
    const opened = matches(bytes, at, ROW_OPEN);
    if (opened <= 0) return opened === 0 ? CUT : NOT_PLAIN;
    let i = at + ROW_OPEN.length;
    let line = 0;
    const lineStart = i;
    for (; i < bytes.length && isDigit(bytes[i]!); i++) line = line * 10 + bytes[i]! - 0x30;
    if (i >= bytes.length) return CUT;
    if (i === lineStart || i - lineStart > 7 || bytes[i] !== QUOTE) return NOT_PLAIN;
    i = this.restEnd(bytes, i + 1);
    if (i < 0) return i;
    sheetLine(line);
    i++;
    const cells: string[] = [];
    for (;;) {
      const cellOpened = matches(bytes, i, CELL_OPEN);
      if (cellOpened === 0) return CUT;
      if (cellOpened < 0) break;
      i += CELL_OPEN.length;
      const lettersStart = i;
      let column = 0;
      for (; i < bytes.length && isUpper(bytes[i]!); i++) column = column * 26 + bytes[i]! - 0x40;
      const digitsStart = i;
      while (i < bytes.length && isDigit(bytes[i]!)) i++;
      if (i >= bytes.length) return CUT;
      const letters = digitsStart - lettersStart;
      const digits = i - digitsStart;
      if (letters === 0 || letters > 3 || digits === 0 || digits > 7 || bytes[i] !== QUOTE) {
        return NOT_PLAIN;
      }
      i++;
      let style = 0;
      const styled = matches(bytes, i, STYLE);
      if (styled === 0) return CUT;
      if (styled > 0) {
        i += STYLE.length;
        const start = i;
        for (; i < bytes.length && isDigit(bytes[i]!); i++) style = style * 10 + bytes[i]! - 0x30;
        if (i >= bytes.length) return CUT;
        if (i === start || i - start > 5 || bytes[i] !== QUOTE) return NOT_PLAIN;
        i++;
      }
      let type: string | undefined;
      const typed = matches(bytes, i, TYPE);
      if (typed === 0) return CUT;
      if (typed > 0) {
        i += TYPE.length;
        const start = i;
        while (i < bytes.length && isLower(bytes[i]!)) i++;
        if (i >= bytes.length) return CUT;
        if (i === start || i - start > 3 || bytes[i] !== QUOTE) return NOT_PLAIN;
        type =
          i - start === 1 && bytes[start] === LOWER_S ? 's' : bytes.toString('latin1', start, i);
        i++;
      }
      if (i + 1 >= bytes.length) return CUT;
      sheetColumn(column);
      if (bytes[i] === SLASH && bytes[i + 1] === GREATER_THAN) {
        i += 2;
        continue;
      }
      const valued = matches(bytes, i, VALUE_OPEN);
      if (valued <= 0) return valued === 0 ? CUT : NOT_PLAIN;
      i += VALUE_OPEN.length;
      const valueStart = i;
      for (; i < bytes.length; i++) {
        const byte = bytes[i]!;
        if (byte === LESS_THAN || byte === AMPERSAND || byte === CARRIAGE_RETURN) break;
      }
      const closed = matches(bytes, i, VALUE_CLOSE);
      if (closed <= 0) return closed === 0 ? CUT : NOT_PLAIN;
      placeCell(cells, column, this.valueText(bytes, valueStart, i, type, style));
      i += VALUE_CLOSE.length;
    }
    const closed = matches(bytes, i, ROW_CLOSE);
    if (closed <= 0) return closed === 0 ? CUT : NOT_PLAIN;
    rows.push({ line, cells: fillGaps(cells) });
    return i + ROW_CLOSE.length;
  }

  /** A cell's text, as cellText gives it; a shared string and a repeated number without a string in between. */
  private valueText(
    bytes: Buffer,
    start: number,
    end: number,
    type: string | undefined,
    style: number,
  ): string {
    const length = end - start;
    if (type === 's' && length > 0 && length <= 9) {
      let index = 0;
      let i = start;
      for (; i < end && isDigit(bytes[i]!); i++) index = index * 10 + bytes[i]! - 0x30;
      if (i === end) {
        const text = this.context.sharedStrings[index];
        if (text === undefined) throw new Error(`no shared string ${index}`);
        return text;
      }
    }
    const key = type === undefined ? numberKey(bytes, start, end) : -1;
    if (key < 0) return cellText(this.context, type, bytes.toString('utf8', start, end), style);
    let ofStyle = this.numberTexts.get(style);
    if (!ofStyle) this.numberTexts.set(style, (ofStyle = new Map()));
    let text = ofStyle.get(key);
    if (text === undefined) {
      text = cellText(this.context, type, bytes.toString('latin1', start, end), style);
      ofStyle.set(key, text);
    }
    return text;
  }

  /**
   * Where a row's other attributes end (at its '>'), or NOT_PLAIN, or CUT. Attributes the same,
   * byte for byte, as the last ones read are known plain: a sheet's rows mostly repeat theirs.
   */
  private restEnd(bytes: Buffer, start: number): number {
    const known = this.knownRest;
    const knownEnd = start + known.length;
    if (knownEnd < bytes.length && bytes[knownEnd] === GREATER_THAN) {
      let same = 0;
      while (same < known.length && known[same] === bytes[start + same]) same++;
      if (same === known.length) return knownEnd;
    }
    let i = start;
    while (bytes[i] !== GREATER_THAN) {
      if (i + 1 >= bytes.length) return CUT;
      if (bytes[i] !== SPACE || !isNameStart(bytes[i + 1]!)) return NOT_PLAIN;
      i += 2;
      while (i < bytes.length && isNameByte(bytes[i]!)) i++;
      if (i + 1 >= bytes.length) return CUT;
      if (bytes[i] !== EQUALS || bytes[i + 1] !== QUOTE) return NOT_PLAIN;
      i += 2;
      for (; i < bytes.length; i++) {
        const byte = bytes[i]!;
        if (byte === QUOTE || byte === LESS_THAN || byte === AMPERSAND) break;
      }
      if (i >= bytes.length) return CUT;
      if (bytes[i] !== QUOTE) return NOT_PLAIN;
      i++;
    }
    if (!distinctNames(bytes.toString('utf8', start, i))) return NOT_PLAIN;
    this.knownRest = Buffer.from(bytes.subarray(start, i));
    return i;
  }
}
