import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateAccountRequest, type AccountDetails } from '@client-admin/contracts/clients';
import { buildTestApp, type TestApp } from '../test/test-app';

/** Everything the app logged during this file, one JSON line each. */
function collectingStream() {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line) };
}

const PERSONAL_EMAIL = 'leak.check.person@example.com';
const PERSONAL_CITY = 'Leakcheckville';
const SECRETS = ['SECRET-AUTH-CODE-123', 'SECRET-ACCESS-TOKEN-456', 'SECRET-STATE-789'];

describe('the log holds no secrets and no personal data', () => {
  let t: TestApp;
  const stream = collectingStream();
  beforeAll(async () => {
    t = await buildTestApp({ logLevel: 'info' }, { logStream: stream });
  });
  afterAll(() => t.close());

  it('blanks authorization codes and tokens in logged URLs', async () => {
    await t.get(`/callback?code=${SECRETS[0]}&state=${SECRETS[2]}`);
    await t.get(`/api/clients/search?access_token=${SECRETS[1]}`);
    const log = stream.lines.join('');
    expect(log).toContain('/callback?code=[redacted]');
    for (const secret of SECRETS) expect(log).not.toContain(secret);
  });

  it('blanks a card number put in a path', async () => {
    const cs = await t.as('cs@example.com');
    const card = '4111111111111111';
    const before = stream.lines.length;
    await t.delete(`/api/billing/1/card/${card}`, cs);
    await t.delete(`/api/billing/1/card/${card.replace(/(\d{4})(?!$)/g, '$1%20')}`, cs);
    const log = stream.lines.slice(before).join('');
    expect(log).toContain('/api/billing/1/card/[redacted]');
    expect(log).not.toContain(card);
    expect(log).not.toContain('4111%201111');
  });

  it('a failed statement is logged without its parameters or PostgreSQL detail', async () => {
    const cs = await t.as('cs@example.com');
    const account = (await t.get('/api/clients/10/account', cs)).json() as AccountDetails;
    const fields = Object.keys(updateAccountRequest.shape) as (keyof AccountDetails)[];
    const body = Object.fromEntries(fields.map((field) => [field, account[field]]));
    // Every audit row now fails; PostgreSQL's detail would then repeat the whole row.
    await t.app.database.db.execute(
      sql`ALTER TABLE client_logs ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`,
    );
    try {
      const res = await t.post('/api/Clients/10/agent', cs, {
        ...body,
        email: PERSONAL_EMAIL,
        city: PERSONAL_CITY,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.app.database.db.execute(sql`ALTER TABLE client_logs DROP CONSTRAINT refuse_all`);
    }
    const log = stream.lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('23514');
    expect(log).not.toContain(PERSONAL_EMAIL);
    expect(log).not.toContain(PERSONAL_CITY);
    expect(log).not.toContain('Bearer ');
  });
});
