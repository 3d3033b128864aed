import { describe, expect, it } from 'vitest';
import type { PlannedChange, SubsidyPlan } from '@client-admin/domain/subsidies/subsidy-plan';
import { keptPlanOf, NUMBER_SEPARATOR, TEXT_SEPARATOR } from './kept-plan';

const change = (over: Partial<PlannedChange> = {}): PlannedChange => ({
  action: 'UPDATE',
  key: { leadState: 'UT', county: '', product: 'SF-AUTO-WEB' },
  before: { kind: 'FLAT', amount: 100, capCents: null },
  after: { kind: 'PERCENT', amount: 2500, capCents: 1000 },
  line: 2,
  ...over,
});
const planOf = (...changes: PlannedChange[]): SubsidyPlan => ({
  changes,
  toBeAdded: changes.filter((c) => c.action === 'ADD').length,
  toBeUpdated: changes.filter((c) => c.action === 'UPDATE').length,
  toBeDeleted: changes.filter((c) => c.action === 'DELETE').length,
  unchanged: 0,
});

describe('a plan as the apply keeps it (decision 0087)', () => {
  it('joins each column after a separator, so one empty value is still one value', () => {
    const { text } = keptPlanOf(
      planOf(change({ action: 'DELETE', after: null, line: null, key: { ...change().key } })),
    );
    expect(text.county).toBe(TEXT_SEPARATOR);
    expect(text.kind).toBe(TEXT_SEPARATOR);
    expect(text.amount).toBe(NUMBER_SEPARATOR);
    // No change: no value at all.
    expect(keptPlanOf(planOf()).text.action).toBe('');
  });

  it('gives the same digest to the same plan, another to any other line or value shown', () => {
    const digest = keptPlanOf(planOf(change())).digest;
    expect(keptPlanOf(planOf(change())).digest).toBe(digest);
    expect(keptPlanOf(planOf(change({ line: 3 }))).digest).not.toBe(digest);
    expect(
      keptPlanOf(planOf(change({ before: { kind: 'FLAT', amount: 101, capCents: null } }))).digest,
    ).not.toBe(digest);
    expect(keptPlanOf(planOf(change(), change())).digest).not.toBe(digest);
  });

  it('refuses a value holding the separator rather than split it', () => {
    const key = { leadState: 'UT', county: `A${TEXT_SEPARATOR}B`, product: 'SF-AUTO-WEB' };
    expect(() => keptPlanOf(planOf(change({ key })))).toThrow(/separator/);
  });
});
