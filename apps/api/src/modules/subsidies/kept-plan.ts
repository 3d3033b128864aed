import { createHash } from 'node:crypto';
import type { SubsidyPlan } from '@client-admin/domain/subsidies/subsidy-plan';

/** A plan's counts: what its batch records. */
export type PlanCounts = Pick<
  SubsidyPlan,
  'toBeAdded' | 'toBeUpdated' | 'toBeDeleted' | 'unchanged'
>;

export const changeCount = (counts: PlanCounts) =>
  counts.toBeAdded + counts.toBeUpdated + counts.toBeDeleted;

/** Between the values of a text column: a control character no checked value holds. */
export const TEXT_SEPARATOR = '\x1f';
/** Between the values of a number column; an empty value is null. */
export const NUMBER_SEPARATOR = ',';

/**
 * The columns of a plan's changes as the apply writes them (kept_subsidy_plans, decision 0087):
 * one text a column, each value after a separator (so that a single empty value is not an empty
 * text), which the database splits into the kept arrays. Joined text travels and splits several
 * times faster than the driver's array parameters. The value is the one after each change (none
 * for a delete).
 */
export type KeptColumn =
  'action' | 'leadState' | 'county' | 'product' | 'kind' | 'amount' | 'capCents';

/** Kept columns' texts, by column. */
export type KeptTexts = Partial<Record<KeptColumn, string>>;

/**
 * Where a kept plan's columns go once built, a few at a time: the database, in the request's
 * transaction.
 */
export type KeptColumnWriter = (texts: KeptTexts) => Promise<void>;

export interface KeptPlan {
  counts: PlanCounts;
  /**
   * The SHA-256 of everything the pre-process showed: the counts, and each change with its line
   * and its values before and after. An apply that plans the file again applies only a plan of
   * the same digest.
   */
  digest: string;
}

type Change = SubsidyPlan['changes'][number];

/** How many times `separator` occurs in `text`. */
function occurrences(text: string, separator: string): number {
  let count = 0;
  for (let at = text.indexOf(separator); at >= 0; at = text.indexOf(separator, at + 1)) count++;
  return count;
}

/**
 * How many values are joined at a time. V8 joins a 100k-element array at about twice the time
 * per value of a 1k-element one (measured: 37 ms against 18 ms for two columns of 100k changes),
 * so a column is joined in slices and the slices' texts then joined.
 */
const JOIN_SLICE = 1024;

/** One column's text, built value by value: every value after its separator. */
class ColumnText {
  private readonly slices: string[] = [];
  private readonly values = new Array<string>(JOIN_SLICE);
  private held = 0;
  private count = 0;

  /** `free`: a value may hold any text (a name from the geography), checked to hold no separator. */
  constructor(
    private readonly separator: string,
    private readonly free = false,
  ) {}

  add(value: string): void {
    this.values[this.held++] = value;
    this.count++;
    if (this.held === JOIN_SLICE) this.flush();
  }

  text(): string {
    this.flush();
    if (this.count === 0) return '';
    const text = this.separator + this.slices.join(this.separator);
    if (this.free && occurrences(text, this.separator) !== this.count) {
      throw new Error('A planned subsidy holds a separator');
    }
    return text;
  }

  private flush() {
    if (this.held === 0) return;
    const values = this.held === JOIN_SLICE ? this.values : this.values.slice(0, this.held);
    this.slices.push(values.join(this.separator));
    this.held = 0;
  }
}

const numberText = (n: number | null | undefined) =>
  n === null || n === undefined ? '' : String(n);

/** The changes' actions and keys, in one pass over them. */
function keyTexts(changes: readonly Change[]): KeptTexts {
  const action = new ColumnText(TEXT_SEPARATOR);
  const leadState = new ColumnText(TEXT_SEPARATOR, true);
  const county = new ColumnText(TEXT_SEPARATOR, true);
  const product = new ColumnText(TEXT_SEPARATOR, true);
  for (const change of changes) {
    action.add(change.action);
    leadState.add(change.key.leadState);
    county.add(change.key.county);
    product.add(change.key.product);
  }
  return {
    action: action.text(),
    leadState: leadState.text(),
    county: county.text(),
    product: product.text(),
  };
}

/** The values after the changes (none for a delete), in one pass over them. */
function valueTexts(changes: readonly Change[]): KeptTexts {
  const kind = new ColumnText(TEXT_SEPARATOR);
  const amount = new ColumnText(NUMBER_SEPARATOR);
  const capCents = new ColumnText(NUMBER_SEPARATOR);
  for (const { after } of changes) {
    kind.add(after?.kind ?? '');
    amount.add(numberText(after?.amount));
    capCents.add(numberText(after?.capCents));
  }
  return { kind: kind.text(), amount: amount.text(), capCents: capCents.text() };
}

/** A shown value's kind as a number: none (an added subsidy has no value before), or its kind. */
const KIND_NUMBER = { none: 0, FLAT: 1, PERCENT: 2 } as const;
/** What stands for a missing line or cap among the shown numbers: no line or amount is negative. */
const MISSING = -1;

/**
 * What the pre-process shows beyond the kept columns, each change's line and value before, as
 * numbers (four a change) for the digest alone: nothing splits them, and 100k changes' lines as
 * text cost more than the rest of the digest.
 */
function shownNumbers(changes: readonly Change[]): Buffer {
  const numbers = new Float64Array(changes.length * 4);
  for (let i = 0, at = 0; i < changes.length; i++, at += 4) {
    const { line, before } = changes[i]!;
    numbers[at] = line ?? MISSING;
    numbers[at + 1] = KIND_NUMBER[before?.kind ?? 'none'];
    numbers[at + 2] = before?.amount ?? MISSING;
    numbers[at + 3] = before?.capCents ?? MISSING;
  }
  return Buffer.from(numbers.buffer, numbers.byteOffset, numbers.byteLength);
}

/** The column groups in the order they are built, written and hashed. */
const GROUPS = [keyTexts, valueTexts];

/** A turn of the event loop: a query just started is sent before the next group is built. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A plan's counts and digest; with `write`, its columns kept as well. The columns are built in
 * two groups, each in one pass over the changes (the keys, then the values after), and each group
 * is handed over as soon as it is built: the database splits the keys' texts while the values'
 * are built here (decision 0092).
 */
export async function keptPlanOf(plan: SubsidyPlan, write?: KeptColumnWriter): Promise<KeptPlan> {
  const { changes } = plan;
  const counts: PlanCounts = {
    toBeAdded: plan.toBeAdded,
    toBeUpdated: plan.toBeUpdated,
    toBeDeleted: plan.toBeDeleted,
    unchanged: plan.unchanged,
  };
  const hash = createHash('sha256').update(Object.values(counts).join(NUMBER_SEPARATOR));
  let writing = Promise.resolve();
  for (const build of GROUPS) {
    const texts = build(changes);
    for (const text of Object.values(texts)) hash.update('\x1e').update(text);
    if (!write) continue;
    await writing;
    writing = write(texts);
    // Awaited at the next group or after the last; until then a failure is not unhandled.
    writing.catch(() => undefined);
    await nextTurn();
  }
  hash.update('\x1e').update(shownNumbers(changes));
  await writing;
  return { counts, digest: hash.digest('hex') };
}
