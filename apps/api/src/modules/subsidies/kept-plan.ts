import { createHash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type {
  PlanAction,
  PlannedChange,
  SubsidyPlan,
} from '@client-admin/domain/subsidies/subsidy-plan';
import type { SubsidyKind, SubsidyValue } from '@client-admin/domain/subsidies/subsidy-rows';

/**
 * A plan as the pre-process keeps it on the upload for the apply (decision 0086): its counts and
 * its changes as column arrays (JSON), deflated: 100k changes keep in about 0.4 MB, not 7.4 MB
 * that would travel as hex and be compressed again by the database. The SHA-256 of the JSON is
 * the plan's digest.
 */
interface PlanColumns {
  counts: [added: number, updated: number, deleted: number, unchanged: number];
  action: PlanAction[];
  line: (number | null)[];
  leadState: string[];
  county: string[];
  product: string[];
  before: ValueColumns;
  after: ValueColumns;
}

interface ValueColumns {
  kind: (SubsidyKind | null)[];
  amount: (number | null)[];
  capCents: (number | null)[];
}

const valueColumns = (values: (SubsidyValue | null)[]): ValueColumns => ({
  kind: values.map((v) => v?.kind ?? null),
  amount: values.map((v) => v?.amount ?? null),
  capCents: values.map((v) => v?.capCents ?? null),
});

const valueAt = (columns: ValueColumns, i: number): SubsidyValue | null => {
  const kind = columns.kind[i];
  return kind ? { kind, amount: columns.amount[i]!, capCents: columns.capCents[i]! } : null;
};

export function keepPlan(plan: SubsidyPlan): { bytes: Buffer; digest: string } {
  const { changes } = plan;
  const columns: PlanColumns = {
    counts: [plan.toBeAdded, plan.toBeUpdated, plan.toBeDeleted, plan.unchanged],
    action: changes.map((c) => c.action),
    line: changes.map((c) => c.line),
    leadState: changes.map((c) => c.key.leadState),
    county: changes.map((c) => c.key.county),
    product: changes.map((c) => c.key.product),
    before: valueColumns(changes.map((c) => c.before)),
    after: valueColumns(changes.map((c) => c.after)),
  };
  const json = Buffer.from(JSON.stringify(columns));
  return {
    bytes: deflateRawSync(json, { level: 1 }),
    digest: createHash('sha256').update(json).digest('hex'),
  };
}

export function keptPlan(bytes: Buffer): SubsidyPlan {
  const columns = JSON.parse(inflateRawSync(bytes).toString('utf8')) as PlanColumns;
  const [toBeAdded, toBeUpdated, toBeDeleted, unchanged] = columns.counts;
  const changes = columns.action.map((action, i): PlannedChange => ({
    action,
    key: {
      leadState: columns.leadState[i]!,
      county: columns.county[i]!,
      product: columns.product[i]!,
    },
    before: valueAt(columns.before, i),
    after: valueAt(columns.after, i),
    line: columns.line[i]!,
  }));
  return { changes, toBeAdded, toBeUpdated, toBeDeleted, unchanged };
}
