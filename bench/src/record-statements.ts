import pg from 'pg';

/** One statement as node-postgres received it: its text, parameters and row mode. */
export type Statement = { text: string; values?: unknown[]; rowMode?: 'array' };

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

function statementOf(args: unknown[]): Statement | null {
  const [first, second] = args;
  if (typeof first === 'string') {
    return Array.isArray(second) ? { text: first, values: second } : { text: first };
  }
  if (first && typeof first === 'object' && 'text' in first) {
    const config = first as { text: string; values?: unknown[]; rowMode?: 'array' };
    // Drizzle passes the parameters beside the config, not in it.
    const values = Array.isArray(second) ? second : config.values;
    return {
      text: config.text,
      ...(values ? { values } : {}),
      ...(config.rowMode ? { rowMode: config.rowMode } : {}),
    };
  }
  return null;
}

/**
 * The statements every PostgreSQL client of this process sends while `run` runs: the user
 * look-up, BEGIN, the queries and COMMIT of one API request, to replay them without the API.
 */
export async function recordStatements(run: () => Promise<unknown>): Promise<Statement[]> {
  const recorded: Statement[] = [];
  const original = pg.Client.prototype.query as unknown as Query;
  (pg.Client.prototype as unknown as { query: Query }).query = function (...args: unknown[]) {
    const statement = statementOf(args);
    if (statement) recorded.push(statement);
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    (pg.Client.prototype as unknown as { query: Query }).query = original;
  }
  return recorded;
}
