import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema/idempotency';
import { jobList } from '../jobs/job-list';
import { buildTestApp, type TestApp } from '../test/test-app';
import { IDEMPOTENCY_KEY_MS } from './idempotency';
import { idempotencyPurgeJob } from './idempotency-purge.job';

describe('Idempotency-Key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('treats the same body with its keys in another order as the same request', async () => {
    const headers = { ...(await t.as('cs@example.com')), 'idempotency-key': 'order-1' };
    const first = await t.post('/api/billing/1/transactions', headers, {
      ClientId: 1,
      Service: 1,
      TypeCode: 'PROMO',
      PromoCode: 'CUSTOM',
      Amount: 5,
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await t.post('/api/billing/1/transactions', headers, {
      Amount: 5,
      PromoCode: 'CUSTOM',
      TypeCode: 'PROMO',
      Service: 1,
      ClientId: 1,
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('purges keys older than 24 hours, hourly, and keeps younger ones', async () => {
    const db = t.app.database.db;
    const now = new Date();
    await db.insert(idempotencyKeys).values([
      {
        caller: 'test',
        key: 'old',
        requestHash: 'x',
        statusCode: 201,
        responseBody: {},
        createdAt: new Date(now.getTime() - IDEMPOTENCY_KEY_MS - 1000),
      },
      {
        caller: 'test',
        key: 'young',
        requestHash: 'x',
        statusCode: 201,
        responseBody: {},
        createdAt: new Date(now.getTime() - IDEMPOTENCY_KEY_MS + 60_000),
      },
    ]);
    const result = await idempotencyPurgeJob.handler({
      db,
      now,
      log: t.app.log,
      crm: t.app.crm,
      email: t.app.email,
    });
    expect(result).toEqual({ purged: 1 });
    const left = (await db.select().from(idempotencyKeys)).map((k) => k.key);
    expect(left).toContain('young');
    expect(left).not.toContain('old');
    expect(jobList).toContain(idempotencyPurgeJob);
    expect(idempotencyPurgeJob.cron).toBe('17 * * * *');
  });
});
