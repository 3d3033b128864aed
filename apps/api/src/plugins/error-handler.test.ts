import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from './error-handler';

/** node-postgres's errors, as drizzle wraps them (the SQLSTATE on the cause). */
const wrapped = (code: string, message: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(message), { code }) });

/** What a request answers when the database, not the request, made it fail. */
describe('errors of the database', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/lost', () => Promise.reject(wrapped('57P01', 'terminating connection')));
    app.get('/deadlock', () => Promise.reject(wrapped('40P01', 'deadlock detected')));
    app.get('/serialization', () => Promise.reject(wrapped('40001', 'could not serialize')));
    app.get('/bug', () => Promise.reject(new Error('a bug')));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 503 with Retry-After for a lost connection', async () => {
    const res = await app.inject({ url: '/lost' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({
      message: 'The database connection was lost; please try again.',
    });
  });

  it('answers 503 with Retry-After for a transaction given up in a deadlock or serialization failure', async () => {
    for (const url of ['/deadlock', '/serialization']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The database was busy with a conflicting request; please try again.',
      });
    }
  });

  it('answers 500 with an error id for anything else', async () => {
    const res = await app.inject({ url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ statusCode: 500, errorId: expect.any(String) });
  });
});
