import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorReport } from '@client-admin/contracts/error-reports';
import { buildTestApp, type TestApp } from '../../test/test-app';

const report = {
  message: 'TypeError: x is undefined',
  stack: 'at render (app.js:1:2)',
  url: 'http://localhost:3000/client/1',
  kind: 'browser',
  at: '2026-01-02T03:04:05.000Z',
};

describe('error reports API', () => {
  let t: TestApp;
  let dev: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    dev = await t.as('dev@example.com');
  });
  afterAll(() => t.close());

  const post = async (payload: object, email = 'agent@example.com') =>
    t.post('/api/errors', { ...(await t.as(email)), 'user-agent': 'vitest-browser' }, payload);

  it('any signed-in user reports; developers read them newest first', async () => {
    expect((await post(report)).statusCode).toBe(202);
    const second = await post(
      { ...report, kind: 'request', status: 500, message: 'GET /api/x failed', stack: null },
      'cs@example.com',
    );
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual({ received: true });

    const res = await t.get('/api/errors', dev);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as ErrorReport[];
    expect(items.map((i) => i.message)).toEqual(['GET /api/x failed', 'TypeError: x is undefined']);
    expect(items[1]).toMatchObject({
      kind: 'browser',
      status: null,
      stack: 'at render (app.js:1:2)',
      url: 'http://localhost:3000/client/1',
      at: '2026-01-02T03:04:05.000Z',
      userEmail: 'agent@example.com',
      userAgent: 'vitest-browser',
    });
    expect(items[0]).toMatchObject({ kind: 'request', status: 500, userEmail: 'cs@example.com' });

    const paged = await t.get('/api/errors?page=2&pageSize=1', dev);
    expect(paged.json().metaData).toEqual({ page: 2, pageSize: 1, totalRecords: 2, totalPages: 2 });
    expect(paged.json().items[0].message).toBe('TypeError: x is undefined');
  });

  it.each([
    [{ message: '' }, 'message', 'Message is required'],
    [{ kind: 'server' }, 'kind', "Kind must be 'browser' or 'request'"],
    [{ at: 'yesterday' }, 'at', 'At must be a date and time'],
  ])('answers 400 for %o', async (change, field, message) => {
    const res = await post({ ...report, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('needs a token to report', async () => {
    const res = await t.post('/api/errors', {}, report);
    expect(res.statusCode).toBe(401);
  });

  it('only developers list and clear', async () => {
    for (const email of ['agent@example.com', 'cs@example.com', 'product@example.com']) {
      const headers = await t.as(email);
      expect((await t.get('/api/errors', headers)).statusCode).toBe(403);
      expect((await t.delete('/api/errors', headers)).statusCode).toBe(403);
    }
  });

  it('DELETE clears the reports', async () => {
    await post(report);
    const res = await t.delete('/api/errors', dev);
    expect(res.statusCode).toBe(200);
    expect(res.json().deleted).toBeGreaterThan(0);
    const after = await t.get('/api/errors', dev);
    expect(after.json().metaData.totalRecords).toBe(0);
  });
});
