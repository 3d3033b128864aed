import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { SESSION_OPTIONS } from '@client-admin/api/src/db/database';
import type { Statement } from './record-statements';

/**
 * The floor an API request is measured against: a bare Fastify route that sends the very
 * statements the API sent for it, in order, on one pooled connection, and answers the rows of
 * the last statement that returned any (the page), as JSON. No auth, validation, mapping or ORM.
 */
export async function startBareServer(options: {
  databaseUrl: string;
  poolSize: number;
  port: number;
  scenarios: Statement[][];
}): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  // The API's own connection settings, so both sides run the statements alike.
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize,
    options: SESSION_OPTIONS,
  });
  const app = Fastify({ logger: false });
  app.get<{ Params: { index: string } }>('/bare/:index', async (request) => {
    const statements = options.scenarios[Number(request.params.index)] ?? [];
    const client = await pool.connect();
    try {
      let rows: unknown[] = [];
      for (const statement of statements) {
        const result = await client.query(statement);
        if (result.rows.length > 0) rows = result.rows;
      }
      return rows;
    } finally {
      client.release();
    }
  });
  await app.listen({ port: options.port, host: '127.0.0.1' });
  return {
    app,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
