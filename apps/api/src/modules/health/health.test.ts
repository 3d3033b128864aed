import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthResponse } from '@client-admin/contracts/health';
import type { DatabaseHandle } from '../../db/database';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { health } from './health.service';

describe('health API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health answers without a token', async () => {
    const res = await t.get('/api/health');
    expect(res.statusCode).toBe(200);
    const body = res.json() as HealthResponse;
    expect(body.status).toBe('ok');
    expect(body.api.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(body.database).toMatchObject({ status: 'ok', kind: t.app.database.kind });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.adapters.identity).toMatchObject({ status: 'ok', kind: 'embedded' });
    expect(body.adapters.cardVault).toMatchObject({ status: 'ok', kind: 'sandbox' });
    expect(body.adapters.dialer).toMatchObject({ status: 'ok', kind: t.config.telephony.kind });
  });

  it('reports degraded when the database does not answer', async () => {
    const broken = {
      kind: 'postgres',
      db: { execute: () => Promise.reject(new Error('down')) },
    } as unknown as DatabaseHandle;
    const answer = await health(t.config, broken);
    expect(answer.status).toBe('degraded');
    expect(answer.database).toEqual({ status: 'error', kind: 'postgres', latencyMs: null });
  });

  describe('POST /api/health/flushCache/{additionalPrefix}', () => {
    const flush = async (prefix: string, email = 'cs@example.com') =>
      t.post(`/api/health/flushCache/${prefix}`, await t.as(email));

    it('empties the prefix asked for', async () => {
      t.app.cache.clear();
      await t.get('/api/feature/flags', await t.as('cs@example.com'));
      t.app.cache.set('options:statuses', ['ACTIVE']);
      const res = await flush('flags');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ flushed: 1 });
      expect(t.app.cache.get('options:statuses')).toEqual(['ACTIVE']);
      expect((await flush('flags:')).json()).toEqual({ flushed: 0 });
    });

    it("'all' empties everything", async () => {
      t.app.cache.clear();
      t.app.cache.set('options:a', 1);
      t.app.cache.set('flags:all', []);
      expect((await flush('all')).json()).toEqual({ flushed: 2 });
      expect(t.app.cache.get('options:a')).toBeUndefined();
    });

    it('is for client services only', async () => {
      expect((await flush('all', 'agent@example.com')).statusCode).toBe(403);
      expect((await flush('all', 'product@example.com')).statusCode).toBe(403);
      const anonymous = await t.post('/api/health/flushCache/all');
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers 400 for a prefix with odd characters', async () => {
      const res = await flush('a%20b');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.additionalPrefix).toMatch(/Prefix may only contain/);
    });
  });
});
