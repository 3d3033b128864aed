import { MAX_IMPORT_ROWS, MAX_LISTED_BAD_ROWS, type SubsidyColumn } from './constants';
import { SUBSIDY_MESSAGES as M } from './subsidy-messages';
import {
  isBlankRow,
  parseSubsidyRow,
  subsidyHeader,
  subsidyKeyOf,
  type BadCell,
  type SubsidyKey,
  type SubsidyRow,
  type SubsidyRowContext,
  type SubsidyValue,
} from './subsidy-rows';

/**
 * A subsidy sheet read row by row: its good rows by key, its bad cells (the first
 * MAX_LISTED_BAD_ROWS listed, all counted) and a fault of the whole file. Feed the header first,
 * then each row in order.
 */
export class SubsidySheet {
  readonly rows = new Map<string, SubsidyRow>();
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
    const parsed = parseSubsidyRow(line, cells, this.index, this.context);
    if (!parsed.ok) return this.refuse(parsed.bad);
    const key = subsidyKeyOf(parsed.row);
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
    return [...new Set([...this.rows.values()].map((r) => r.leadState))].sort();
  }

  private refuse(cells: BadCell[]): true {
    this.badRowCount++;
    if (this.bad.length < MAX_LISTED_BAD_ROWS) this.bad.push(...cells);
    return true;
  }
}

export type PlanAction = 'ADD' | 'UPDATE' | 'DELETE';

export interface PlannedChange {
  action: PlanAction;
  key: SubsidyKey;
  /** Null when added. */
  before: SubsidyValue | null;
  /** Null when deleted. */
  after: SubsidyValue | null;
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

const valueOf = (v: SubsidyValue): SubsidyValue => ({
  kind: v.kind,
  amount: v.amount,
  capCents: v.capCents,
});
const sameValue = (a: SubsidyValue, b: SubsidyValue) =>
  a.kind === b.kind && a.amount === b.amount && a.capCents === b.capCents;
const keyOf = (k: SubsidyKey): SubsidyKey => ({
  leadState: k.leadState,
  county: k.county,
  product: k.product,
});

/**
 * What applying a file does (decision 0070): the file is the whole list of subsidies of the
 * states it names. A row not there yet is added, one whose value differs is updated, and a
 * subsidy of those states the file leaves out is deleted; other states are not touched. The
 * changes are in key order, so the same file and the same subsidies give the same plan.
 */
export function planSubsidyImport(
  fileRows: ReadonlyMap<string, SubsidyRow>,
  existing: readonly (SubsidyKey & SubsidyValue)[],
): SubsidyPlan {
  const states = new Set([...fileRows.values()].map((r) => r.leadState));
  const current = new Map(
    existing.filter((e) => states.has(e.leadState)).map((e) => [subsidyKeyOf(e), e]),
  );
  // Each change beside its key, so that the sort compares the keys made once.
  const keyed: [string, PlannedChange][] = [];
  const counts = { ADD: 0, UPDATE: 0, DELETE: 0 };
  const plan = (key: string, change: PlannedChange) => {
    keyed.push([key, change]);
    counts[change.action]++;
  };
  let unchanged = 0;
  for (const [key, row] of fileRows) {
    const before = current.get(key);
    if (!before) {
      plan(key, {
        action: 'ADD',
        key: keyOf(row),
        before: null,
        after: valueOf(row),
        line: row.line,
      });
    } else if (!sameValue(before, row)) {
      plan(key, {
        action: 'UPDATE',
        key: keyOf(row),
        before: valueOf(before),
        after: valueOf(row),
        line: row.line,
      });
    } else unchanged++;
  }
  for (const [key, before] of current) {
    if (!fileRows.has(key)) {
      plan(key, {
        action: 'DELETE',
        key: keyOf(before),
        before: valueOf(before),
        after: null,
        line: null,
      });
    }
  }
  keyed.sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
  return {
    changes: keyed.map(([, change]) => change),
    toBeAdded: counts.ADD,
    toBeUpdated: counts.UPDATE,
    toBeDeleted: counts.DELETE,
    unchanged,
  };
}
