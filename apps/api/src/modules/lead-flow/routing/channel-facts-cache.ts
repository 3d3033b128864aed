import type { Tx } from '../../../db/database';
import { databaseOf } from '../../../db/tx-session';

/** How many channels' facts one process keeps per database: a few hundred markets' candidates. */
export const CHANNEL_FACTS_CACHE_SIZE = 20_000;

/**
 * A channel's kept facts by channel id, each under the version of the row it was read from; the
 * least recently used go first once the cache is full. A version that differs is a miss: the row
 * was written since, and is read again.
 */
export class ChannelFactsCache<F> {
  private readonly entries = new Map<number, { version: string; facts: F }>();

  constructor(private readonly capacity = CHANNEL_FACTS_CACHE_SIZE) {}

  get(id: number, version: string): F | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.version !== version) return undefined;
    // Map keeps insertion order: taking the entry out and back in makes it the most recent.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.facts;
  }

  set(id: number, version: string, facts: F): void {
    this.entries.delete(id);
    this.entries.set(id, { version, facts });
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<object, ChannelFactsCache<unknown>>();

/**
 * The facts cache of the database this transaction runs on: one per database, so two databases
 * in one process (the tests' copies of one template, whose rows carry the same versions) never
 * share facts.
 */
export function channelFactsCacheOf<F>(tx: Tx): ChannelFactsCache<F> {
  const database = databaseOf(tx);
  let cache = caches.get(database);
  if (!cache) {
    cache = new ChannelFactsCache<unknown>();
    caches.set(database, cache);
  }
  return cache as ChannelFactsCache<F>;
}
