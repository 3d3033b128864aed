import { describe, expect, it } from 'vitest';
import type { PlannedChange, SubsidyPlan } from '@client-admin/domain/subsidies/subsidy-plan';
import {
  keptPlanOf,
  NUMBER_SEPARATOR,
  TEXT_SEPARATOR,
  type KeptColumn,
  type KeptTexts,
} from './kept-plan';

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

/** The columns a plan is kept as, by the writer's calls. */
async function keptColumns(plan: SubsidyPlan) {
  const columns: KeptTexts = {};
  await keptPlanOf(plan, async (texts) => {
    await Promise.resolve();
    Object.assign(columns, texts);
  });
  return columns;
}

describe('a plan as the apply keeps it (decisions 0087, 0090)', () => {
  it('joins each column after a separator, so one empty value is still one value', async () => {
    const text = await keptColumns(
      planOf(change({ action: 'DELETE', after: null, line: null, key: { ...change().key } })),
    );
    expect(text.county).toBe(TEXT_SEPARATOR);
    expect(text.kind).toBe(TEXT_SEPARATOR);
    expect(text.amount).toBe(NUMBER_SEPARATOR);
    // No change: no value at all.
    expect((await keptColumns(planOf())).action).toBe('');
  });

  it('hands the writer every column once, the keys then the values, and the same digest as without a writer', async () => {
    const plan = planOf(change(), change({ action: 'ADD', before: null, line: 4 }));
    const written: KeptColumn[][] = [];
    const kept = await keptPlanOf(plan, async (texts) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      written.push(Object.keys(texts) as KeptColumn[]);
    });
    expect(written).toEqual([
      ['action', 'leadState', 'county', 'product'],
      ['kind', 'amount', 'capCents'],
    ]);
    expect(kept.digest).toBe((await keptPlanOf(plan)).digest);
    expect(kept.counts).toEqual({ toBeAdded: 1, toBeUpdated: 1, toBeDeleted: 0, unchanged: 0 });
  });

  it('keeps every value of a plan longer than one joined slice, in order', async () => {
    const changes = Array.from({ length: 2_500 }, (_, i) =>
      change({ line: i + 2, key: { leadState: 'UT', county: `C${i}`, product: 'SF-AUTO-WEB' } }),
    );
    const text = await keptColumns(planOf(...changes));
    expect(text.county!.split(TEXT_SEPARATOR).slice(1)).toEqual(changes.map((c) => c.key.county));
    expect(text.amount!.split(NUMBER_SEPARATOR)).toHaveLength(2_501);
    const key = { leadState: 'UT', county: `A${TEXT_SEPARATOR}B`, product: 'SF-AUTO-WEB' };
    const late = [...changes.slice(0, 2_000), change({ key })];
    await expect(keptPlanOf(planOf(...late))).rejects.toThrow(/separator/);
  });

  it('fails when a column cannot be written, after the writes it started', async () => {
    let calls = 0;
    const failing = keptPlanOf(planOf(change()), async () => {
      calls++;
      await Promise.resolve();
      throw new Error('connection lost');
    });
    await expect(failing).rejects.toThrow('connection lost');
    expect(calls).toBe(1);
  });

  it('gives the same digest to the same plan, another to any other line or value shown', async () => {
    const digestOf = async (plan: SubsidyPlan) => (await keptPlanOf(plan)).digest;
    const digest = await digestOf(planOf(change()));
    expect(await digestOf(planOf(change()))).toBe(digest);
    expect(await digestOf(planOf(change({ line: 3 })))).not.toBe(digest);
    expect(
      await digestOf(planOf(change({ before: { kind: 'FLAT', amount: 101, capCents: null } }))),
    ).not.toBe(digest);
    expect(
      await digestOf(planOf(change({ before: { kind: 'PERCENT', amount: 100, capCents: null } }))),
    ).not.toBe(digest);
    expect(
      await digestOf(planOf(change({ before: { kind: 'FLAT', amount: 100, capCents: 0 } }))),
    ).not.toBe(digest);
    expect(await digestOf(planOf(change({ before: null })))).not.toBe(digest);
    expect(await digestOf(planOf(change(), change()))).not.toBe(digest);
  });

  it('refuses a value holding the separator rather than split it', async () => {
    const key = { leadState: 'UT', county: `A${TEXT_SEPARATOR}B`, product: 'SF-AUTO-WEB' };
    await expect(keptPlanOf(planOf(change({ key })))).rejects.toThrow(/separator/);
  });
});
