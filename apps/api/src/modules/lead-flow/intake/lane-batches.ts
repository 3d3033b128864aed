import type { MarketLanes } from './market-lanes';

interface Waiting<I, R> {
  item: I;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

/**
 * Works queued in a market's lane, taken together (decision 0063): while a lane is busy, the
 * items that arrive wait in its queue, and the next turn of the lane takes them all (at most
 * `maxBatch`) to `decide`, which answers one settled result an item, in the items' order. One
 * item alone is decided as one; the lane's order and patience (MarketLanes) are kept.
 */
export class LaneBatches<I, R> {
  private readonly queues = new Map<string, Waiting<I, R>[]>();

  constructor(
    private readonly lanes: MarketLanes,
    private readonly decide: (items: readonly I[]) => Promise<PromiseSettledResult<R>[]>,
    private readonly maxBatch = 20,
  ) {}

  /** Queues the item in its lane and answers its own result. */
  submit(lane: string, item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const queue = this.queues.get(lane);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      this.queues.set(lane, [{ item, resolve, reject }]);
      this.takeTurn(lane);
    });
  }

  /** A turn of the lane for what is queued when it starts. */
  private takeTurn(lane: string) {
    // A turn's failure is answered to each of its items (settle); the lane itself never rejects.
    void this.lanes.run(lane, () => this.settle(lane)).catch(() => undefined);
  }

  private async settle(lane: string): Promise<void> {
    const queue = this.queues.get(lane) ?? [];
    const batch = queue.splice(0, this.maxBatch);
    if (queue.length === 0) this.queues.delete(lane);
    else this.takeTurn(lane);
    if (batch.length === 0) return;
    let results: PromiseSettledResult<R>[];
    try {
      results = await this.decide(batch.map((w) => w.item));
    } catch (err) {
      results = batch.map(() => ({ status: 'rejected', reason: err }));
    }
    batch.forEach((waiting, i) => {
      const result = results[i];
      if (result?.status === 'fulfilled') waiting.resolve(result.value);
      else waiting.reject(result ? result.reason : new Error('the batch gave no result'));
    });
  }
}
