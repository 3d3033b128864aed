import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ConsentCompany } from '@client-admin/contracts/options';
import { MESSAGES } from '@client-admin/domain/messages';
import { clientLogs } from '../../db/schema/clients';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expectError } from '../../test/expect-error';

describe('consent companies', () => {
  let t: TestApp;
  let cs: { authorization: string };
  let agent: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  it('lists the names to any signed-in user', async () => {
    const res = await t.get('/api/consentcompany', agent);
    expect(res.statusCode).toBe(200);
    const names = (res.json() as ConsentCompany[]).map((c) => c.name);
    expect(names).toContain('ConsentIQ');
    expect(names).toEqual([...names].sort());
  });

  it("reads a client's consent company for staff and the own client user", async () => {
    const res = await t.get('/api/consentcompany/client/1', agent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ clientId: 1 });
    expectError(await t.get('/api/consentcompany/client/2', agent), 403);
    expectError(
      await t.get('/api/consentcompany/client/999999', cs),
      404,
      MESSAGES.invalidClientId,
    );
  });

  it('sets it and writes its audit row', async () => {
    const before = (await t.get('/api/consentcompany/client/8', cs)).json().consentCompanyId;
    const target = before === 2 ? 3 : 2;
    const res = await t.put(`/api/consentcompany/${target}/8`, cs);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ clientId: 8, consentCompanyId: target });
    expect((await t.get('/api/consentcompany/client/8', cs)).json().consentCompanyId).toBe(target);
    const logs = await t.app.database.db
      .select()
      .from(clientLogs)
      .where(eq(clientLogs.clientId, 8));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      action: 'CONSENT_COMPANY_CHANGED',
      before: { consentCompanyId: before },
      after: { consentCompanyId: target },
    });
  });

  it('answers 404 for an unknown consent company or client, 400 for a bad id', async () => {
    expectError(await t.put('/api/consentcompany/999/8', cs), 404, 'Unknown consent company');
    expectError(await t.put('/api/consentcompany/1/999999', cs), 404, MESSAGES.invalidClientId);
    expect((await t.put('/api/consentcompany/x/8', cs)).statusCode).toBe(400);
  });

  it('lets only staff set it', async () => {
    expectError(await t.put('/api/consentcompany/1/1', agent), 403);
    expectError(await t.put('/api/consentcompany/1/2', agent), 403);
  });
});
