import type { PGlite } from '@electric-sql/pglite';
import type { ExecuteSql } from './database';

/**
 * Raw SQL on PGlite as node-postgres runs it: parameters go through the extended protocol,
 * a text without them may hold several statements (the job queue's own BEGIN…COMMIT scripts).
 */
export function pgliteExecuteSql(client: PGlite): ExecuteSql {
  return async (text, values) => {
    if (values && values.length > 0) return client.query(text, values);
    try {
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    } catch (err) {
      // A failed script stops after its BEGIN: the one connection would stay in an aborted
      // transaction and refuse every later query, the app's included.
      if (client.isInTransaction()) await client.exec('ROLLBACK');
      throw err;
    }
  };
}
