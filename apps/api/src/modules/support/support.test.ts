import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@client-admin/domain/messages';
import { clients } from '../../db/schema/clients';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expectError } from '../../test/expect-error';

describe('GET /api/support/contact', () => {
  let t: TestApp;
  let cs: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
  });
  afterAll(() => t.close());

  const clientOfTeam = async (team: string | null) => {
    const [row] = await t.app.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(
        team === null
          ? isNull(clients.salesSupportTeamName)
          : eq(clients.salesSupportTeamName, team),
      )
      .limit(1);
    return row!.id;
  };
  const contact = async (clientId: number, headers = cs) => {
    const res = await t.get(`/api/support/contact?clientId=${clientId}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('gives elite teams the elite e-mail and their own phone', async () => {
    expect(await contact(await clientOfTeam('ELITE WEST'))).toEqual({
      teamName: 'ELITE WEST',
      phone: '(888) 555-0112',
      email: 'elite.support@example.com',
      isElite: true,
    });
  });

  it('gives other named teams their own contact, and no team the default', async () => {
    expect(await contact(await clientOfTeam('CORPORATE'))).toEqual({
      teamName: 'CORPORATE',
      phone: '(888) 555-0120',
      email: 'corporate.support@example.com',
      isElite: false,
    });
    expect(await contact(await clientOfTeam(null))).toEqual({
      teamName: null,
      phone: '(888) 555-0100',
      email: 'support@example.com',
      isElite: false,
    });
  });

  it("answers the client's own user, and 403 for another client's", async () => {
    const agent = await t.as('agent@example.com');
    await contact(1, agent);
    const res = await t.get('/api/support/contact?clientId=2', agent);
    expectError(res, 403);
  });

  it('answers 400 without a clientId and 404 for an unknown one', async () => {
    const missing = await t.get('/api/support/contact', cs);
    expectError(missing, 400);
    expect(Object.keys(missing.json().errors)).toEqual(['clientId']);
    const unknown = await t.get('/api/support/contact?clientId=999999', cs);
    expectError(unknown, 404, MESSAGES.invalidClientId);
  });
});
