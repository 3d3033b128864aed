import { createHash } from 'node:crypto';

/** How long a caller's row is trusted without reading it again (decision 0018). */
export const USER_CACHE_MS = 5_000;
/** Entries kept at most per map; the oldest goes first. */
export const CALLER_CACHE_LIMIT = 10_000;

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/** A bounded map whose entries expire; the oldest entry is dropped when it is full. */
class ExpiringMap<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: T, expiresAt: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt });
  }

  deleteWhere(matches: (value: T) => boolean): void {
    for (const [key, entry] of this.entries) {
      if (matches(entry.value)) this.entries.delete(key);
    }
  }
}

/**
 * What the API learnt about a caller, so a burst of requests does not verify one token's
 * signature and read one user row again and again: verified claims until the token expires,
 * the user row for USER_CACHE_MS. Keys are token digests, so no token is held as such.
 */
export class CallerCache<User extends { id: string }> {
  private readonly claims: ExpiringMap<Record<string, unknown>>;
  private readonly users: ExpiringMap<User>;

  constructor(
    private readonly now: () => number = Date.now,
    limit = CALLER_CACHE_LIMIT,
  ) {
    this.claims = new ExpiringMap(limit, now);
    this.users = new ExpiringMap(limit, now);
  }

  private static digest(token: string): string {
    return createHash('sha256').update(token).digest('base64url');
  }

  async verified(
    token: string,
    verify: (token: string) => Promise<Record<string, unknown>>,
  ): Promise<Record<string, unknown>> {
    const key = CallerCache.digest(token);
    const cached = this.claims.get(key);
    if (cached) return cached;
    const claims = await verify(token);
    const exp = Number(claims.exp) * 1000;
    if (Number.isFinite(exp)) this.claims.set(key, claims, exp);
    return claims;
  }

  /** The user of a subject; `null` answers (unknown, disabled) are never kept. */
  async user(
    subject: string,
    load: () => Promise<User | null>,
    keep: (user: User) => boolean,
  ): Promise<User | null> {
    const cached = this.users.get(subject);
    if (cached) return cached;
    const user = await load();
    if (user && keep(user)) this.users.set(subject, user, this.now() + USER_CACHE_MS);
    return user;
  }

  /** After a change to a login (disabled, renamed, bound to a client) on this instance. */
  forgetUser(userId: string): void {
    this.users.deleteWhere((user) => user.id === userId);
  }
}
