import { MAX_IMPORT_ROWS, MAX_LISTED_BAD_ROWS, type SubsidyColumn } from './constants';
import { SUBSIDY_MESSAGES as M } from './subsidy-messages';
import { SubsidyKeys } from './subsidy-keys';
import {
  isBlankRow,
  parseSubsidyRow,
  subsidyHeader,
  SubsidyRowTexts,
  type BadCell,
  type SubsidyKey,
  type SubsidyRow,
  type SubsidyRowContext,
  type SubsidyValue,
} from './subsidy-rows';

/** Rows by their keys' codes, and the codes they were given. */
export interface KeyedSubsidyRows {
  readonly rows: ReadonlyMap<number, SubsidyRow>;
  readonly keys: SubsidyKeys;
}

/**
 * A subsidy sheet read row by row: its good rows by key, its bad cells (the first
 * MAX_LISTED_BAD_ROWS listed, all counted) and a fault of the whole file. Feed the header first,
 * then each row in order.
 */
export class SubsidySheet implements KeyedSubsidyRows {
  readonly rows = new Map<number, SubsidyRow>();
  readonly keys = new SubsidyKeys();
  private readonly texts = new SubsidyRowTexts();
  readonly bad: BadCell[] = [];
  badRowCount = 0;
  fileError: string | null = null;
  private index: Record<SubsidyColumn, number> | null = null;
  private dataRows = 0;

  constructor(private readonly context: SubsidyRowContext) {}

  /** False once the file is refused whole: stop reading. */
  add(line: number, cells: readonly string[]): boolean {
    if (this.fileError) return false;
    if (!this.index) {
      if (isBlankRow(cells)) return true;
      const header = subsidyHeader(cells);
      if (!header.ok) {
        this.fileError = M.missingColumns(header.missing);
        return false;
      }
      this.index = header.index;
      return true;
    }
    if (isBlankRow(cells)) return true;
    if (++this.dataRows > MAX_IMPORT_ROWS) {
      this.fileError = M.tooManyRows;
      return false;
    }
    const parsed = parseSubsidyRow(line, cells, this.index, this.context, this.texts);
    if (!parsed.ok) return this.refuse(parsed.bad);
    const key = this.keys.codeOf(parsed.row);
    const first = this.rows.get(key);
    if (first) return this.refuse([{ line, column: 'county', reason: M.duplicate(first.line) }]);
    this.rows.set(key, parsed.row);
    return true;
  }

  /** After the last row: a sheet without a header or without rows is refused whole. */
  finish(): this {
    if (this.fileError) return this;
    if (!this.index)
      this.fileError = M.missingColumns([
        'leadState',
        'county',
        'product',
        'subsidy',
        'subsidyCap',
      ]);
    else if (this.dataRows === 0) this.fileError = M.noRows;
    return this;
  }

  get isValid(): boolean {
    return this.fileError === null && this.badRowCount === 0;
  }

  /** The states the file names: the file is the whole list of subsidies of these states. */
  get states(): string[] {
    return this.keys.states().sort();
  }

  private refuse(cells: BadCell[]): true {
    this.badRowCount++;
    if (this.bad.length < MAX_LISTED_BAD_ROWS) this.bad.push(...cells);
    return true;
  }
}

export type PlanAction = 'ADD' | 'UPDATE' | 'DELETE';

/**
 * One change of a plan. Its key and values are the file's row and the existing subsidy
 * themselves, not copies (a 100k-row plan would copy each twice): read only these fields.
 */
export interface PlannedChange {
  action: PlanAction;
  readonly key: SubsidyKey;
  /** Null when added. */
  readonly before: SubsidyValue | null;
  /** Null when deleted. */
  readonly after: SubsidyValue | null;
  /** The file's line; null for a deletion. */
  line: number | null;
}

export interface SubsidyPlan {
  changes: PlannedChange[];
  toBeAdded: number;
  toBeUpdated: number;
  toBeDeleted: number;
  unchanged: number;
}

const sameValue = (a: SubsidyValue, b: SubsidyValue) =>
  a.kind === b.kind && a.amount === b.amount && a.capCents === b.capCents;
/** The plan of a sheet that cannot be applied: nothing. */
export const noChanges = (): SubsidyPlan => ({
  changes: [],
  toBeAdded: 0,
  toBeUpdated: 0,
  toBeDeleted: 0,
  unchanged: 0,
});

/** An index into the changes, packed beside each one's place in key order (below 2^30). */
const INDEX_SPAN = 2 ** 22;

/** The changes in key order, by the codes they were planned under (codes[i] is changes[i]'s). */
function inKeyOrder(codes: readonly number[], changes: PlannedChange[], keys: SubsidyKeys) {
  if (changes.length > INDEX_SPAN) throw new Error('Too many subsidy changes to order');
  const order = keys.order();
  const places = new Float64Array(changes.length);
  for (let i = 0; i < changes.length; i++) places[i] = order(codes[i]!) * INDEX_SPAN + i;
  places.sort();
  const ordered = new Array<PlannedChange>(changes.length);
  for (let i = 0; i < changes.length; i++) ordered[i] = changes[places[i]! % INDEX_SPAN]!;
  return ordered;
}

/**
 * What applying a file does (decision 0070): the file is the whole list of subsidies of the
 * states it names. A row not there yet is added, one whose value differs is updated, and a
 * subsidy of those states the file leaves out is deleted; other states are not touched. The
 * changes are in key order (state, county, product), so the same file and the same subsidies give
 * the same plan.
 */
export function planSubsidyImport(
  file: KeyedSubsidyRows,
  existing: readonly (SubsidyKey & SubsidyValue)[],
): SubsidyPlan {
  const { rows, keys } = file;
  const current = new Map<number, SubsidyKey & SubsidyValue>();
  for (const e of existing) if (keys.hasState(e.leadState)) current.set(keys.codeOf(e), e);
  const codes: number[] = [];
  const changes: PlannedChange[] = [];
  const counts = { ADD: 0, UPDATE: 0, DELETE: 0 };
  const plan = (code: number, change: PlannedChange) => {
    codes.push(code);
    changes.push(change);
    counts[change.action]++;
  };
  let unchanged = 0;
  for (const [code, row] of rows) {
    const before = current.get(code);
    if (!before) {
      plan(code, {
        action: 'ADD',
        key: row,
        before: null,
        after: row,
        line: row.line,
      });
    } else if (!sameValue(before, row)) {
      plan(code, {
        action: 'UPDATE',
        key: row,
        before,
        after: row,
        line: row.line,
      });
    } else unchanged++;
  }
  for (const [code, before] of current) {
    if (!rows.has(code)) {
      plan(code, {
        action: 'DELETE',
        key: before,
        before,
        after: null,
        line: null,
      });
    }
  }
  return {
    changes: inKeyOrder(codes, changes, keys),
    toBeAdded: counts.ADD,
    toBeUpdated: counts.UPDATE,
    toBeDeleted: counts.DELETE,
    unchanged,
  };
}
