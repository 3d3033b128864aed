/** Key prefixes in use; a flush names one of them (or 'all'). */
export const CACHE_PREFIX = { flags: 'flags:', options: 'options:' } as const;

export const DEFAULT_TTL_MS = 5 * 60 * 1000;

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * An in-memory cache with a time to live per entry and key prefixes. It lives in one process:
 * with several API processes, a flush reaches only the one that answered.
 */
export class TtlCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every removal, so a load that started before a flush is not stored after it. */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  set<T>(key: string, value: T, ttlMs: number = DEFAULT_TTL_MS): void {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  /** The cached value, or the loader's (stored unless the cache was flushed meanwhile). */
  async getOrLoad<T>(key: string, load: () => Promise<T>, ttlMs = DEFAULT_TTL_MS): Promise<T> {
    const cached = this.get<T>(key);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) this.set(key, value, ttlMs);
    return value;
  }

  /** Removes every key starting with the prefix; answers how many were removed. */
  deleteByPrefix(prefix: string): number {
    this.generation++;
    let removed = 0;
    for (const key of [...this.entries.keys()]) {
      if (key.startsWith(prefix)) {
        this.entries.delete(key);
        removed++;
      }
    }
    return removed;
  }

  clear(): number {
    this.generation++;
    const removed = this.entries.size;
    this.entries.clear();
    return removed;
  }
}
