import type { Tx } from '../../../db/database';
import { databaseOf } from '../../../db/tx-session';

/**
 * How much one process keeps per database, in units of about a hundred bytes (one territory entry,
 * one filter): a channel weighs its fixed settings plus its lists, so a channel mapped zip by zip
 * takes the room of many mapped by state. About 100 MB at most.
 */
export const CHANNEL_FACTS_CACHE_UNITS = 1_000_000;

/**
 * A channel's kept facts by channel id, each under the version of the row it was read from; the
 * least recently used go first once the cache is full. A version that differs is a miss: the row
 * was written since, and is read again.
 */
export class ChannelFactsCache<F> {
  private readonly entries = new Map<number, { version: string; facts: F; units: number }>();
  private units = 0;

  constructor(
    private readonly weigh: (facts: F) => number,
    private readonly capacity = CHANNEL_FACTS_CACHE_UNITS,
  ) {}

  get(id: number, version: string): F | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.version !== version) return undefined;
    // Map keeps insertion order: taking the entry out and back in makes it the most recent.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.facts;
  }

  set(id: number, version: string, facts: F): void {
    this.remove(id);
    const units = this.weigh(facts);
    this.entries.set(id, { version, facts, units });
    this.units += units;
    while (this.units > this.capacity && this.entries.size > 1) {
      this.remove(this.entries.keys().next().value!);
    }
  }

  private remove(id: number): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.units -= entry.units;
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<object, ChannelFactsCache<never>>();

/**
 * The facts cache of the database this transaction runs on: one per database, so two databases
 * in one process (the tests' copies of one template, whose rows carry the same versions) never
 * share facts.
 */
export function channelFactsCacheOf<F>(tx: Tx, weigh: (facts: F) => number): ChannelFactsCache<F> {
  const database = databaseOf(tx);
  let cache = caches.get(database) as ChannelFactsCache<F> | undefined;
  if (!cache) {
    cache = new ChannelFactsCache<F>(weigh);
    caches.set(database, cache as unknown as ChannelFactsCache<never>);
  }
  return cache;
}
