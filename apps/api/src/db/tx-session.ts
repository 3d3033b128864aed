import type { SQL } from 'drizzle-orm';
import type { Tx } from './database';

/**
 * What drizzle keeps behind a transaction (not in its public types): the driver's connection,
 * the dialect that turns SQL into text and parameters, and the prepared-query factory.
 */
export interface TxSession {
  client: unknown;
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    arrayMode: false,
  ): { execute(): Promise<unknown> };
}

/** A transaction's session: its driver's kind (its class) and the connection it runs on. */
export const sessionOf = (tx: Tx) => (tx as unknown as { session: TxSession }).session;

/**
 * What identifies the database a transaction runs on, for state kept per database in memory: the
 * dialect drizzle makes once per database and hands to each of its transactions.
 */
export const databaseOf = (tx: Tx): object => sessionOf(tx).dialect;
