import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import type { JobDefinition } from './job-definition';
import { jobList } from './job-list';
import { createJobQueue, startJobs, tickOptions, type JobQueueOptions } from './job-queue';

export interface JobsOptions {
  /** The app's job list unless a test brings its own. */
  definitions?: readonly JobDefinition[];
  /** The time each run sees as `now`. */
  clock?: () => Date;
  /** false runs no queue at all, only `run` (the test app's default). */
  queue?: false | JobQueueOptions;
}

export interface Jobs {
  /** Runs a job's handler here and now, outside the queue. */
  run: (name: string) => Promise<unknown>;
  /** Queues this minute's run of a job; null when some instance has queued it already. */
  send: (name: string) => Promise<string | null>;
  /** The pg-boss instance; null when the app runs without the queue. */
  queue: PgBoss | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** The scheduled jobs on pg-boss in the app's own database, from ready until close. */
export const jobsPlugin = fp<JobsOptions>(
  async (app, options) => {
    const definitions = options.definitions ?? jobList;
    const clock = options.clock ?? (() => new Date());
    const byName = new Map(definitions.map((definition) => [definition.name, definition]));
    const run = async (name: string): Promise<unknown> => {
      const definition = byName.get(name);
      if (!definition) throw new Error(`no job named ${name}`);
      return definition.handler({
        db: app.database.db,
        now: clock(),
        log: app.log.child({ job: name }),
        email: app.email,
        crm: app.crm,
        cardVault: app.cardVault,
      });
    };

    if (options.queue === false) {
      const send = () => Promise.reject(new Error('the job queue is off'));
      app.decorate('jobs', { run, send, queue: null } satisfies Jobs);
      return;
    }
    const queueOptions = options.queue ?? {};
    const queue = createJobQueue(app.database.executeSql, queueOptions, app.log);
    const send = (name: string) => queue.send(name, {}, tickOptions(name));
    app.decorate('jobs', { run, send, queue } satisfies Jobs);

    queue.on('error', (err) => app.log.error({ err }, 'job queue failed'));
    app.addHook('onReady', () =>
      startJobs(queue, definitions, run, { ...queueOptions, log: app.log }),
    );
    // The database closes after the app: stop first, letting a running job finish.
    app.addHook('onClose', () => queue.stop({ graceful: true, wait: true }));
  },
  { name: 'jobs' },
);
