import { describe, expect, it } from 'vitest';
import { LaneBatches } from './lane-batches';
import { MarketLanes } from './market-lanes';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Lane batches whose decisions log the items each turn took and answer each item doubled. */
function doubling(maxBatch?: number) {
  const turns: number[][] = [];
  const batches = new LaneBatches<number, number>(
    new MarketLanes(),
    async (items) => {
      turns.push([...items]);
      await tick();
      return items.map((n) =>
        n < 0
          ? { status: 'rejected', reason: new Error(`refused ${n}`) }
          : { status: 'fulfilled', value: n * 2 },
      );
    },
    maxBatch,
  );
  return { batches, turns };
}

describe('LaneBatches', () => {
  it('takes together the items queued while the lane was busy', async () => {
    const { batches, turns } = doubling();
    const first = batches.submit('1:auto:OK', 1);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const answers = await Promise.all([
      first,
      ...[2, 3, 4].map((n) => batches.submit('1:auto:OK', n)),
    ]);
    expect(answers).toEqual([2, 4, 6, 8]);
    expect(turns).toEqual([[1], [2, 3, 4]]);
  });

  it('takes at most maxBatch items a turn, in arrival order', async () => {
    const { batches, turns } = doubling(2);
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => batches.submit('lane', n)));
    expect(turns).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
  });

  it('keeps lanes apart', async () => {
    const { batches, turns } = doubling();
    await Promise.all([batches.submit('OK', 1), batches.submit('KS', 2), batches.submit('OK', 3)]);
    expect(turns).toEqual([[1, 3], [2]]);
  });

  it("answers each item its own result: one item's refusal is its own", async () => {
    const { batches } = doubling();
    const settled = await Promise.allSettled([0, -1, 2].map((n) => batches.submit('lane', n)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('fails every item of a turn whose decision failed, and the lane goes on', async () => {
    let fail = true;
    const batches = new LaneBatches<number, number>(new MarketLanes(), async (items) => {
      await tick();
      if (fail) throw new Error('connection lost');
      return items.map((n) => ({ status: 'fulfilled', value: n }));
    });
    const first = batches.submit('lane', 1);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const queued = batches.submit('lane', 2);
    await expect(first).rejects.toThrow('connection lost');
    fail = false;
    await expect(queued).resolves.toBe(2);
  });
});
