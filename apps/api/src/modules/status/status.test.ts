import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@client-admin/domain/messages';
import { clientLogs } from '../../db/schema/clients';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expectError } from '../../test/expect-error';

describe('client status', () => {
  let t: TestApp;
  let cs: { authorization: string };
  let agent: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  it('reads the status for staff and the own client user', async () => {
    const res = await t.get('/api/status/1', agent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1, status: 'ACTIVE', statusLabel: 'Active' });
    expect((await t.get('/api/status/2', cs)).json().status).toBe('INACTIVE');
  });

  it('changes the status and writes its audit row', async () => {
    const res = await t.put('/api/status/6/PAUSE_VAC', cs);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: 6, status: 'PAUSE_VAC', statusLabel: 'Paused - Vacation' });
    expect((await t.get('/api/status/6', cs)).json().status).toBe('PAUSE_VAC');
    const again = await t.put('/api/status/6/cash%20cap', await t.as('csadmin@example.com'));
    expect(again.json()).toMatchObject({ status: 'cash cap', statusLabel: 'Cash Capped' });

    const logs = await t.app.database.db
      .select()
      .from(clientLogs)
      .where(eq(clientLogs.clientId, 6))
      .orderBy(clientLogs.id);
    expect(logs.map((l) => [l.action, l.after])).toEqual([
      ['STATUS_CHANGED', { status: 'PAUSE_VAC' }],
      ['STATUS_CHANGED', { status: 'cash cap' }],
    ]);
    expect(logs[1]).toMatchObject({
      before: { status: 'PAUSE_VAC' },
      actorEmail: 'csadmin@example.com',
    });
  });

  it('matches the status code ignoring case and skips the audit when nothing changes', async () => {
    expect((await t.put('/api/status/7/active', cs)).json().status).toBe('ACTIVE');
    const count = async () =>
      (await t.app.database.db.select().from(clientLogs).where(eq(clientLogs.clientId, 7))).length;
    const before = await count();
    expect((await t.put('/api/status/7/ACTIVE', cs)).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it('answers 400 Unknown status, 404 for an unknown client, 400 for a bad id', async () => {
    expectError(await t.put('/api/status/6/SLEEPING', cs), 400, 'Unknown status', 'status');
    expectError(await t.put('/api/status/999999/ACTIVE', cs), 404, MESSAGES.invalidClientId);
    expectError(await t.get('/api/status/999999', cs), 404, MESSAGES.invalidClientId);
    expect((await t.get('/api/status/abc', cs)).statusCode).toBe(400);
  });

  it('lets only client services or admins change it', async () => {
    expectError(await t.put('/api/status/1/PAUSE', agent), 403);
    expectError(await t.put('/api/status/1/PAUSE', await t.as('sales@example.com')), 403);
    expectError(await t.put('/api/status/2/PAUSE', agent), 403);
    expectError(await t.get('/api/status/2', agent), 403);
    expect((await t.get('/api/status/1', agent)).json().status).toBe('ACTIVE');
  });
});
