import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientLogsResponse } from '@client-admin/contracts/clients';
import { MESSAGES } from '@client-admin/domain/messages';
import { clientLogs } from '../../db/schema/clients';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expectError } from '../../test/expect-error';

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/clients/:id/logs', () => {
  let t: TestApp;
  let cs: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    const entry = (action: string, createdAt: Date) => ({
      clientId: 4,
      actorEmail: 'cs@example.com',
      action,
      before: { n: 0 },
      after: { n: 1 },
      createdAt,
    });
    await t.app.database.db.insert(clientLogs).values([
      entry('RECENT_1', new Date(Date.now() - 1 * DAY)),
      entry('RECENT_10', new Date(Date.now() - 10 * DAY)),
      entry('OLD_50', new Date(Date.now() - 50 * DAY)),
      // 23:30 on 9 March 2025 in New York, already 10 March in UTC.
      entry('NY_MARCH_9_LATE', new Date('2025-03-10T03:30:00Z')),
      // 00:30 on 10 March 2025 in New York.
      entry('NY_MARCH_10_EARLY', new Date('2025-03-10T04:30:00Z')),
      entry('NY_MARCH_8', new Date('2025-03-08T15:00:00Z')),
    ]);
  });
  afterAll(() => t.close());

  const logs = async (query: string, id = 4) => {
    const res = await t.get(`/api/clients/${id}/logs?${query}`, cs);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ClientLogsResponse;
  };
  const actions = (body: ClientLogsResponse) => body.items.map((i) => i.action);

  it('lists the newest first by default, oldest first on request', async () => {
    const body = await logs('');
    expect(body.metaData).toEqual({ page: 1, pageSize: 10, totalRecords: 6, totalPages: 1 });
    expect(actions(body)).toEqual([
      'RECENT_1',
      'RECENT_10',
      'OLD_50',
      'NY_MARCH_10_EARLY',
      'NY_MARCH_9_LATE',
      'NY_MARCH_8',
    ]);
    expect(body.items[0]).toMatchObject({ clientId: 4, before: { n: 0 }, after: { n: 1 } });
    expect(actions(await logs('sortBy=createdAt'))[0]).toBe('NY_MARCH_8');
  });

  it('pages with currentPage and pageSize', async () => {
    const body = await logs('currentPage=2&pageSize=4');
    expect(body.metaData).toEqual({ page: 2, pageSize: 4, totalRecords: 6, totalPages: 2 });
    expect(actions(body)).toEqual(['NY_MARCH_9_LATE', 'NY_MARCH_8']);
  });

  it('keeps only the last 45 days', async () => {
    expect(actions(await logs('last45Days=true'))).toEqual(['RECENT_1', 'RECENT_10']);
  });

  it('shows the demo history of a demo agent', async () => {
    expect((await logs('', 1)).metaData.totalRecords).toBe(3);
    expect(actions(await logs('last45Days=true', 1))).toEqual([
      'CONSENT_COMPANY_CHANGED',
      'ACCOUNT_UPDATED',
    ]);
  });

  it('filters whole New York days, both ends included', async () => {
    expect(actions(await logs('startDate=2025-03-09&endDate=2025-03-09'))).toEqual([
      'NY_MARCH_9_LATE',
    ]);
    expect(actions(await logs('startDate=2025-03-08&endDate=2025-03-10'))).toEqual([
      'NY_MARCH_10_EARLY',
      'NY_MARCH_9_LATE',
      'NY_MARCH_8',
    ]);
    expect(actions(await logs('endDate=2025-03-08'))).toEqual(['NY_MARCH_8']);
  });

  it('answers 400 with the field for bad dates or paging', async () => {
    const get = (query: string) => t.get(`/api/clients/4/logs?${query}`, cs);
    expectError(
      await get('startDate=03-09-2025'),
      400,
      'startDate must be a date (YYYY-MM-DD)',
      'startDate',
    );
    expectError(
      await get('startDate=2025-03-10&endDate=2025-03-09'),
      400,
      'endDate must be on or after startDate',
      'endDate',
    );
    expectError(await get('pageSize=0'), 400, 'pageSize must be between 1 and 100', 'pageSize');
    expectError(await get('sortBy=action'), 400);
  });

  it('is for client services: 403 for client users and other staff, 404 when unknown', async () => {
    const agent = await t.as('agent@example.com');
    for (const id of [1, 4]) {
      const res = await t.get(`/api/clients/${id}/logs`, agent);
      expectError(res, 403);
    }
    const sales = await t.get('/api/clients/4/logs', await t.as('sales@example.com'));
    expectError(sales, 403);
    const unknown = await t.get('/api/clients/999999/logs', cs);
    expectError(unknown, 404, MESSAGES.invalidClientId);
  });
});
