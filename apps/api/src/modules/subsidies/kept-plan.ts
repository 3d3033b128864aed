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
 * A plan's changes as the apply writes them (kept_subsidy_plans, decision 0087): one text a
 * column, each value after a separator (so that a single empty value is not an empty text), which
 * the database splits into the kept arrays. Joined text travels
 * and splits several times faster than the driver's array parameters. The value is the one after
 * each change (none for a delete).
 */
export interface PlanText {
  action: string;
  leadState: string;
  county: string;
  product: string;
  kind: string;
  amount: string;
  capCents: string;
}

export interface KeptPlan {
  counts: PlanCounts;
  text: PlanText;
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
 * One column of the changes as one text, every value after its separator. Built by map and join
 * per column: for 100k changes that is about half the time of pushing each value into its column
 * in one loop, as this code runs once a process and is not yet optimised. `free` names text
 * a value may hold (a name from the geography), checked to hold no separator.
 */
function joined(
  changes: readonly Change[],
  separator: string,
  valueOf: (c: Change) => string,
  free = false,
) {
  if (changes.length === 0) return '';
  const text = separator + changes.map(valueOf).join(separator);
  if (free && occurrences(text, separator) !== changes.length) {
    throw new Error('A planned subsidy holds a separator');
  }
  return text;
}

const numberText = (n: number | null | undefined) =>
  n === null || n === undefined ? '' : String(n);

/** What the pre-process shows beyond the kept columns: the line and the value before. */
const shownText = ({ line, before }: Change) =>
  before
    ? `${numberText(line)}${NUMBER_SEPARATOR}${before.kind}${NUMBER_SEPARATOR}${before.amount}${NUMBER_SEPARATOR}${numberText(before.capCents)}`
    : numberText(line);

export function keptPlanOf(plan: SubsidyPlan): KeptPlan {
  const { changes } = plan;
  const text: PlanText = {
    action: joined(changes, TEXT_SEPARATOR, (c) => c.action),
    leadState: joined(changes, TEXT_SEPARATOR, (c) => c.key.leadState, true),
    county: joined(changes, TEXT_SEPARATOR, (c) => c.key.county, true),
    product: joined(changes, TEXT_SEPARATOR, (c) => c.key.product, true),
    kind: joined(changes, TEXT_SEPARATOR, (c) => c.after?.kind ?? ''),
    amount: joined(changes, NUMBER_SEPARATOR, (c) => numberText(c.after?.amount)),
    capCents: joined(changes, NUMBER_SEPARATOR, (c) => numberText(c.after?.capCents)),
  };
  const counts: PlanCounts = {
    toBeAdded: plan.toBeAdded,
    toBeUpdated: plan.toBeUpdated,
    toBeDeleted: plan.toBeDeleted,
    unchanged: plan.unchanged,
  };
  const hash = createHash('sha256').update(Object.values(counts).join(NUMBER_SEPARATOR));
  for (const column of Object.values(text)) hash.update('\x1e').update(column);
  hash.update('\x1e').update(joined(changes, TEXT_SEPARATOR, shownText));
  return { counts, text, digest: hash.digest('hex') };
}
