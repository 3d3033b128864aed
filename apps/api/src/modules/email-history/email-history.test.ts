import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  EmailHistoryResponse,
  EmailStatusResponse,
  EmailTimelineResponse,
  SpamReportsResponse,
} from '@client-admin/contracts/email-history';
import { EMAIL_HISTORY_MESSAGES as M } from '@client-admin/domain/email-history/email-events';
import { INVALID_EMAIL_FORMAT } from '@client-admin/domain/email';
import { emailMessages, emailSuppressions } from '../../db/schema/email-history';
import { mailOutbox } from '../../db/schema/mail';
import { clientLogs } from '../../db/schema/clients';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expectError } from '../../test/expect-error';
import type { RequestHeaders } from '../../test/test-requests';
import { clientOfLogin } from '../billing/recharge/recharge-test-helpers';

describe('e-mail history through the e-mail port', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let agentClient: number;
  let otherClient: number;

  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    agentClient = await clientOfLogin(t, 'agent@example.com');
    otherClient = await clientOfLogin(t, 'corporate@example.com');
    const send = (to: string, subject: string, clientId: number | undefined = agentClient) =>
      t.app.email.send({ to, subject, text: subject, clientId, category: 'other' });
    await send('someone@agency.org', 'Plain');
    await send('reader@example.com', 'Read me');
    await send('bounce@example.com', 'Bounces');
    await send('x+blocked@example.com', 'Blocked');
    await send('x+spam@example.com', 'Spammed');
    await send('not-an-address', 'Invalid');
    await send('other@agency.org', 'Another client', otherClient);
  });
  afterAll(() => t.close());

  const history = async (query = '', headers = cs, id = agentClient) => {
    const res = await t.get(`/api/clients/${id}/emailHistory?${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EmailHistoryResponse;
  };
  const messageOf = async (subject: string) => {
    const [row] = await t.app.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.subject, subject));
    return row!;
  };

  describe('the port', () => {
    it('records every message with the embedded events and keeps it in the outbox', async () => {
      const plain = await messageOf('Plain');
      expect(plain).toMatchObject({
        clientId: agentClient,
        toEmail: 'someone@agency.org',
        status: 'delivered',
        opensCount: 0,
        clicksCount: 0,
      });
      const outbox = await t.app.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, 'Plain'));
      expect(outbox).toHaveLength(1);
      expect(plain.msgId).toBe(`outbox-${outbox[0]!.id}`);
    });

    it('lists bounced, blocked, invalid and spam addresses from their events', async () => {
      const lists = await t.app.database.db.select().from(emailSuppressions);
      const byList = (l: string) => lists.filter((s) => s.list === l).map((s) => s.email);
      expect(byList('bounced')).toContain('bounce@example.com');
      expect(byList('blocked')).toContain('x+blocked@example.com');
      expect(byList('invalid')).toContain('not-an-address');
      expect(byList('spam')).toContain('x+spam@example.com');
      expect((await messageOf('Bounces')).status).toBe('not_delivered');
      expect((await messageOf('Spammed')).status).toBe('delivered');
    });

    it('never sends to a suppressed address and says so in the history', async () => {
      const before = await t.app.database.db.select().from(mailOutbox);
      await t.app.email.send({ to: 'Bounce@Example.com', subject: 'Again', text: 'again' });
      const after = await t.app.database.db.select().from(mailOutbox);
      expect(after.length).toBe(before.length);
      const again = await messageOf('Again');
      expect(again).toMatchObject({ status: 'suppressed', toEmail: 'bounce@example.com' });
    });

    it('drops an address that fails the e-mail rule without sending it', async () => {
      const invalid = await messageOf('Invalid');
      expect(invalid.status).toBe('not_delivered');
      const res = await t.get(`/api/clients/${agentClient}/emailTimeline/${invalid.id}`, cs);
      const body = res.json() as EmailTimelineResponse;
      expect(body.events.map((e) => [e.event, e.reason])).toEqual([
        ['dropped', INVALID_EMAIL_FORMAT],
      ]);
    });

    it("records the demo history's lead e-mails under the buying client", async () => {
      const leadMail = await t.app.database.db
        .select()
        .from(emailMessages)
        .where(eq(emailMessages.category, 'lead-delivery'));
      expect(leadMail.length).toBeGreaterThan(0);
      expect(leadMail.every((m) => m.clientId !== null)).toBe(true);
      expect(leadMail.some((m) => m.clientId === agentClient)).toBe(true);
    });

    it('finds the client of a message by the login of its address', async () => {
      await t.app.email.send({ to: 'Agent@Example.com', subject: 'By login', text: 'x' });
      expect((await messageOf('By login')).clientId).toBe(agentClient);
    });
  });

  describe('GET /api/clients/{id}/emailHistory', () => {
    it('pages the client messages, last event first, with the seed fields', async () => {
      // The demo history's lead e-mails are the client's too.
      const recorded = await t.app.database.db
        .select()
        .from(emailMessages)
        .where(eq(emailMessages.clientId, agentClient));
      const body = await history('pageSize=2');
      expect(body.metaData).toMatchObject({ page: 1, pageSize: 2, totalRecords: recorded.length });
      expect(recorded.length).toBeGreaterThanOrEqual(7);
      expect(body.items).toHaveLength(2);
      const all = await history('pageSize=100');
      const times = all.items.map((i) => i.last_event_time);
      expect([...times].sort().reverse()).toEqual(times);
      expect(all.items.map((i) => i.subject)).not.toContain('Another client');
      const read = all.items.find((i) => i.subject === 'Read me')!;
      expect(read).toMatchObject({
        to_email: 'reader@example.com',
        from_email: expect.stringContaining('@'),
        status: 'delivered',
        category: 'other',
      });
      expect(read.opens_count).toBeGreaterThanOrEqual(0);
    });

    it('filters by status and by the start of the address', async () => {
      const failed = await history('status=not_delivered&pageSize=50');
      expect(failed.items.every((i) => i.status === 'not_delivered')).toBe(true);
      const mine = failed.items.map((i) => i.subject).filter((s) => !s.startsWith('Test lead'));
      expect(mine.sort()).toEqual(['Blocked', 'Bounces', 'Invalid']);
      const byTo = await history('to=X%2B&pageSize=50');
      expect(byTo.items.map((i) => i.subject).sort()).toEqual(['Blocked', 'Spammed']);
      const like = await history('to=%25&pageSize=50');
      expect(like.items).toEqual([]);
    });

    it('lets the client user read its own history, and no other', async () => {
      expect((await history('', agent)).items.length).toBeGreaterThan(0);
      expectError(await t.get(`/api/clients/${otherClient}/emailHistory`, agent), 403);
    });

    it('answers 400 naming the field, 404 for an unknown client', async () => {
      expectError(
        await t.get(`/api/clients/${agentClient}/emailHistory?status=lost`, cs),
        400,
        undefined,
      );
      const bad = await t.get(`/api/clients/${agentClient}/emailHistory?pageSize=0`, cs);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['pageSize']);
      const status = await t.get(`/api/clients/${agentClient}/emailHistory?status=lost`, cs);
      expect(Object.keys(status.json().errors)).toEqual(['status']);
      expect((await t.get('/api/clients/999999/emailHistory', cs)).statusCode).toBe(404);
    });
  });

  describe('GET /api/clients/{id}/emailStatus', () => {
    it('answers the client addresses on each list', async () => {
      const res = await t.get(`/api/clients/${agentClient}/emailStatus`, cs);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as EmailStatusResponse;
      // The demo's own e-mails to its failure addresses are on the lists too.
      expect(body.bounced.map((s) => s.email).sort()).toEqual([
        'avery+bounce@example.com',
        'bounce@example.com',
      ]);
      expect(body.blocked.map((s) => s.email).sort()).toEqual([
        'avery+blocked@example.com',
        'x+blocked@example.com',
      ]);
      expect(body.invalid.map((s) => s.email).sort()).toEqual([
        'avery.example.com',
        'not-an-address',
      ]);
      expect(body.spam.map((s) => s.email).sort()).toEqual([
        'avery+spam@example.com',
        'x+spam@example.com',
      ]);
      expect(body.bounced[0]!.reason).toMatch(/550/);
      const other = (await t.get(`/api/clients/${otherClient}/emailStatus`, cs)).json();
      expect(other).toEqual({ blocked: [], bounced: [], invalid: [], spam: [] });
    });

    it('answers 403 to another client user, 404 for an unknown client, 400 for a bad id', async () => {
      expectError(await t.get(`/api/clients/${otherClient}/emailStatus`, agent), 403);
      expect((await t.get('/api/clients/999999/emailStatus', cs)).statusCode).toBe(404);
      const bad = await t.get('/api/clients/x1/emailStatus', cs);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['id']);
    });
  });

  describe('GET /api/clients/{id}/emailTimeline/{messageId}', () => {
    it('answers the message and its events, oldest first', async () => {
      const spam = await messageOf('Spammed');
      const res = await t.get(`/api/clients/${agentClient}/emailTimeline/${spam.id}`, cs);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as EmailTimelineResponse;
      expect(body.message).toMatchObject({ id: spam.id, subject: 'Spammed', opens_count: 1 });
      expect(body.events.map((e) => e.event)).toEqual([
        'processed',
        'delivered',
        'open',
        'spamreport',
      ]);
    });

    it('answers 404 for a message of another client, 403 to another client user, 400 naming messageId', async () => {
      const other = await messageOf('Another client');
      expectError(
        await t.get(`/api/clients/${agentClient}/emailTimeline/${other.id}`, cs),
        404,
        M.messageNotFound,
      );
      expectError(await t.get(`/api/clients/${otherClient}/emailTimeline/${other.id}`, agent), 403);
      const bad = await t.get(`/api/clients/${agentClient}/emailTimeline/0`, cs);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['messageId']);
    });
  });

  describe('spam reports', () => {
    it('lists them for staff, by address start and by client', async () => {
      const res = await t.get('/api/clients/spam-reports', cs);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as SpamReportsResponse;
      expect(body.items.map((i) => i.email)).toContain('x+spam@example.com');
      const mine = (await t.get(`/api/clients/spam-reports?clientId=${otherClient}`, cs)).json();
      expect(mine.items).toEqual([]);
      const prefix = (await t.get('/api/clients/spam-reports?email=x%2Bs', cs)).json();
      expect(prefix.items.map((i: { email: string }) => i.email)).toEqual(['x+spam@example.com']);
      const demo = (await t.get('/api/clients/spam-reports?email=avery', cs)).json();
      expect(demo.items.map((i: { email: string }) => i.email)).toEqual(['avery+spam@example.com']);
    });

    it('refuses client users and non-staff, 400 naming the field', async () => {
      expectError(await t.get('/api/clients/spam-reports', agent), 403);
      expectError(
        await t.request('DELETE', '/api/clients/spam-reports', agent, { emails: ['a@b.co'] }),
        403,
      );
      const bad = await t.get('/api/clients/spam-reports?pageSize=1000', cs);
      expect(Object.keys(bad.json().errors)).toEqual(['pageSize']);
    });

    it('removes addresses with the seed rule checked, logs it, and mail goes there again', async () => {
      const invalid = await t.request('DELETE', '/api/clients/spam-reports', cs, {
        emails: ['nope'],
      });
      expectError(invalid, 400, INVALID_EMAIL_FORMAT, 'emails.0');
      const none = await t.request('DELETE', '/api/clients/spam-reports', cs, { emails: [] });
      expectError(none, 400, M.chooseAddresses, 'emails');
      expectError(
        await t.request('DELETE', '/api/clients/spam-reports', cs, {
          emails: ['never@listed.com'],
        }),
        404,
        M.notOnSpamList,
      );
      const res = await t.request('DELETE', '/api/clients/spam-reports', cs, {
        emails: ['X+Spam@example.com'],
        clientId: agentClient,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().removed).toEqual(['x+spam@example.com']);
      const logged = await t.app.database.db
        .select()
        .from(clientLogs)
        .where(eq(clientLogs.action, 'SPAM_REPORTS_REMOVED'));
      expect(logged.map((l) => l.clientId)).toEqual([agentClient]);
      const status = (await t.get(`/api/clients/${agentClient}/emailStatus`, cs)).json();
      expect(status.spam.map((s: { email: string }) => s.email)).toEqual([
        'avery+spam@example.com',
      ]);
      await t.app.email.send({ to: 'x+spam@example.com', subject: 'Welcome back', text: 'x' });
      expect((await messageOf('Welcome back')).status).not.toBe('suppressed');
    });

    it('routes spam-reports as its own path, not as a client id', async () => {
      const res = await t.get('/api/clients/spam-reports', await t.as('csadmin@example.com'));
      expect(res.statusCode).toBe(200);
    });
  });
});
