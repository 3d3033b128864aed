import type { FileRow } from '../file-row';
import type { CellContext } from './cell-text';
import { cellColumnOf, fillGaps, lineOf, placeCell } from './sheet-cells';

/**
 * A row as Excel and most writers save it (decision 0088): its r first, then attributes each
 * after one space, with no reference in a value; cells each with r, then s and t when they have
 * them, and a plain value or none. Anything else (other spacing, a formula, an inline string, a
 * prefixed name, a row cut by the end of a chunk) does not match and is read by the scanner.
 */
const ROW_START = /<row r="([0-9]{1,7})"((?: [A-Za-z_][\w.:-]*="[^"<&]*")*)>/y;
const ATTRIBUTE = / ([A-Za-z_][\w.:-]*)="/g;
const CELL =
  /<c r="([A-Z]{1,3}[0-9]{1,7})"(?: s="([0-9]{1,5})")?(?: t="([a-z]{1,3})")?(?:\/>|><v>([^<&\r]*)<\/v><\/c>)/y;
const ROW_END = '</row>';

/** Whether a row's other attributes name none twice, nor r again (the scanner refuses both). */
function distinctNames(rest: string): boolean {
  const names = new Set(['r']);
  for (const [, name] of rest.matchAll(ATTRIBUTE)) {
    if (names.has(name!)) return false;
    names.add(name!);
  }
  return true;
}

/**
 * Reads plain rows: the same row, cells and errors the scanner's handlers give for the same
 * text, several times faster (a 100k-row sheet is mostly such rows).
 */
export class PlainRowReader {
  /** The last attributes checked distinct: a sheet's rows mostly repeat theirs. */
  private checkedRest = '';

  constructor(private readonly context: CellContext) {}

  /** The plain row whose '<' is at `at`, and where it ends; null when it is not one. */
  read(text: string, at: number): { row: FileRow; end: number } | null {
    ROW_START.lastIndex = at;
    const start = ROW_START.exec(text);
    if (!start) return null;
    const rest = start[2]!;
    if (rest !== this.checkedRest) {
      if (!distinctNames(rest)) return null;
      this.checkedRest = rest;
    }
    const line = lineOf(start[1]!);
    const cells: string[] = [];
    let i = ROW_START.lastIndex;
    for (;;) {
      CELL.lastIndex = i;
      const cell = CELL.exec(text);
      if (!cell) break;
      i = CELL.lastIndex;
      const column = cellColumnOf(cell[1]!);
      const raw = cell[4];
      if (raw === undefined) continue;
      const style = cell[2] === undefined ? 0 : Number(cell[2]);
      placeCell(cells, column, this.context, cell[3], raw, style);
    }
    if (!text.startsWith(ROW_END, i)) return null;
    return { row: { line, cells: fillGaps(cells) }, end: i + ROW_END.length };
  }
}
