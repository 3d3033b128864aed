import { describe, expect, it } from 'vitest';
import { MarketLanes, marketOf } from './market-lanes';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A work that logs its start and end around a tick, and answers its name. */
const loggedWork = (log: string[], name: string) => async () => {
  log.push(`${name} starts`);
  await tick();
  log.push(`${name} ends`);
  return name;
};

describe('MarketLanes', () => {
  it('runs one work at a time in a lane, in arrival order', async () => {
    const lanes = new MarketLanes();
    const log: string[] = [];
    const work = (name: string) => loggedWork(log, name);
    const answers = await Promise.all([
      lanes.run('1:auto:OK', work('a')),
      lanes.run('1:auto:OK', work('b')),
    ]);
    expect(answers).toEqual(['a', 'b']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
    expect(lanes.busyLanes).toBe(0);
  });

  it('runs lanes side by side', async () => {
    const lanes = new MarketLanes();
    const log: string[] = [];
    const work = (name: string) => loggedWork(log, name);
    await Promise.all([lanes.run('1:auto:OK', work('ok')), lanes.run('1:auto:KS', work('ks'))]);
    expect(log.slice(0, 2)).toEqual(['ok starts', 'ks starts']);
  });

  it("answers a work's failure to its caller only, and the lane goes on", async () => {
    const lanes = new MarketLanes();
    const failed = lanes.run('lane', async () => {
      throw new Error('lost connection');
    });
    const next = lanes.run('lane', async () => 'served');
    await expect(failed).rejects.toThrow('lost connection');
    await expect(next).resolves.toBe('served');
  });

  it('lets the next work go ahead when the one before it hangs past the patience', async () => {
    const lanes = new MarketLanes(20);
    void lanes.run('lane', () => new Promise<never>(() => undefined));
    const started = performance.now();
    await expect(lanes.run('lane', async () => 'served')).resolves.toBe('served');
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
  });

  it('names a market by product, quote type and state', () => {
    expect(marketOf({ productTypeId: 1, quoteType: 'Auto', state: 'OK' })).toBe('1:auto:OK');
  });
});
