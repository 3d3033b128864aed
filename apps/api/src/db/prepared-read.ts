import { sql } from 'drizzle-orm';
import type { Tx } from './database';
import { flatRowMapper } from './flat-row-mapper';
import { sessionOf } from './tx-session';

/** A value given when a prepared read runs, by name. */
export const placeholder = sql.placeholder;

/** What drizzle's `.prepare()` returns: a built query that takes only its placeholders' values. */
interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

interface Preparable<R> {
  prepare(name: string): Prepared<R>;
}

/**
 * A hot read whose SQL is built once a process (decision 0028): drizzle builds a query's text,
 * parameters and row mapping again on every call, which was the largest cost of a small read
 * the bare SQL does not have. Built on first use with `sql.placeholder`s, it then runs on each
 * request's transaction connection (node-postgres' pool client, PGlite's transaction), so it
 * stays inside that transaction; one is built per driver, as each driver runs its own kind.
 * Unnamed: PostgreSQL parses and plans each run with its values (a generic plan is a trap for a
 * query whose plan depends on them, decision 0047).
 */
export function preparedRead<R>(build: (tx: Tx) => Preparable<R>) {
  const byDriver = new Map<unknown, Prepared<R>>();
  return (tx: Tx, values: Record<string, unknown> = {}): Promise<R> => {
    const session = sessionOf(tx);
    const driver = session.constructor;
    let prepared = byDriver.get(driver);
    if (!prepared) {
      prepared = flatRowMapper(build(tx).prepare(undefined as unknown as string));
      byDriver.set(driver, prepared);
    }
    const onThisConnection = Object.create(prepared, {
      client: { value: session.client },
    }) as Prepared<R>;
    return onThisConnection.execute(values);
  };
}

/**
 * One prepared read per shape of a query (its optional conditions, its order), made on first use:
 * the shape, a plain object, is its key (as JSON) and what its query is built from.
 */
export function preparedReads<S, R>(build: (shape: S) => (tx: Tx) => Preparable<R>) {
  const reads = new Map<string, ReturnType<typeof preparedRead<R>>>();
  return (shape: S) => {
    const key = JSON.stringify(shape);
    let read = reads.get(key);
    if (!read) {
      read = preparedRead(build(shape));
      reads.set(key, read);
    }
    return read;
  };
}
