import type pg from 'pg';
import type { Random } from './random';

export interface Terminations {
  /** Rounds run. */
  rounds: number;
  /** Backends ended over all rounds. */
  backends: number;
  errors: string[];
}

/**
 * Ends every backend of the test database but its own, `count` times spread over the run
 * (each at a seeded moment within its slice of the run), as a failover or an administrator would.
 */
export async function runTerminator(options: {
  db: pg.Client;
  database: string;
  count: number;
  seconds: number;
  rng: Random;
  stopped: () => boolean;
}): Promise<Terminations> {
  const result: Terminations = { rounds: 0, backends: 0, errors: [] };
  if (options.count === 0) return result;
  const start = Date.now();
  const slice = (options.seconds * 1000) / options.count;
  for (let round = 0; round < options.count; round++) {
    const at = start + slice * round + slice * (0.25 + 0.5 * options.rng.next());
    while (Date.now() < at) {
      if (options.stopped()) return result;
      await new Promise((resolve) => setTimeout(resolve, Math.min(200, at - Date.now())));
    }
    if (options.stopped()) return result;
    try {
      const { rows } = await options.db.query<{ ended: number }>(
        `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS ended
         FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [options.database],
      );
      result.rounds++;
      result.backends += rows[0]?.ended ?? 0;
    } catch (err) {
      result.errors.push((err as Error).message);
    }
  }
  return result;
}
