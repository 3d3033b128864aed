import { createHash } from 'node:crypto';
import type { SubsidyPlan } from '@client-admin/domain/subsidies/subsidy-plan';
import type { SubsidyValue } from '@client-admin/domain/subsidies/subsidy-rows';

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

/** A column of values, joined into one text with every value after its separator. */
class JoinedColumn {
  private readonly values: string[] = [];
  constructor(private readonly separator: string) {}
  add(value: string) {
    if (value.includes(this.separator)) throw new Error('A planned subsidy holds a separator');
    this.values.push(value);
  }
  addNumber(value: number | null) {
    this.values.push(value === null ? '' : String(value));
  }
  text(): string {
    return this.values.length === 0 ? '' : this.separator + this.values.join(this.separator);
  }
}

/** A subsidy value's three columns. */
class ValueColumns {
  readonly kind = new JoinedColumn(TEXT_SEPARATOR);
  readonly amount = new JoinedColumn(NUMBER_SEPARATOR);
  readonly capCents = new JoinedColumn(NUMBER_SEPARATOR);
  add(value: SubsidyValue | null) {
    this.kind.add(value?.kind ?? '');
    this.amount.addNumber(value?.amount ?? null);
    this.capCents.addNumber(value?.capCents ?? null);
  }
}

export function keptPlanOf(plan: SubsidyPlan): KeptPlan {
  const action = new JoinedColumn(TEXT_SEPARATOR);
  const leadState = new JoinedColumn(TEXT_SEPARATOR);
  const county = new JoinedColumn(TEXT_SEPARATOR);
  const product = new JoinedColumn(TEXT_SEPARATOR);
  const after = new ValueColumns();
  const before = new ValueColumns();
  const line = new JoinedColumn(NUMBER_SEPARATOR);
  for (const change of plan.changes) {
    action.add(change.action);
    leadState.add(change.key.leadState);
    county.add(change.key.county);
    product.add(change.key.product);
    after.add(change.after);
    before.add(change.before);
    line.addNumber(change.line);
  }
  const text: PlanText = {
    action: action.text(),
    leadState: leadState.text(),
    county: county.text(),
    product: product.text(),
    kind: after.kind.text(),
    amount: after.amount.text(),
    capCents: after.capCents.text(),
  };
  const counts: PlanCounts = {
    toBeAdded: plan.toBeAdded,
    toBeUpdated: plan.toBeUpdated,
    toBeDeleted: plan.toBeDeleted,
    unchanged: plan.unchanged,
  };
  const hash = createHash('sha256').update(Object.values(counts).join(NUMBER_SEPARATOR));
  const shown = [line, before.kind, before.amount, before.capCents].map((c) => c.text());
  for (const column of [...Object.values(text), ...shown]) hash.update('\x1e').update(column);
  return { counts, text, digest: hash.digest('hex') };
}
