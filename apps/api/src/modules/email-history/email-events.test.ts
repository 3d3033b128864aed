import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EMAIL_HISTORY_MESSAGES as M } from '@client-admin/domain/email-history/email-events';
import { loadConfig } from '../../config';
import { emailMessages, emailSuppressions } from '../../db/schema/email-history';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { expectError } from '../../test/expect-error';

const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;

describe('POST /api/mail/events (the signed event webhook)', () => {
  let t: TestApp;
  let msgId: string;
  beforeAll(async () => {
    const email = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL }).email;
    t = await buildTestApp({
      email: {
        ...email,
        webhookPublicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
      },
    });
    await t.app.email.send({ to: 'reader@agency.org', subject: 'Webhook', text: 'x' });
    msgId = (await message()).msgId;
  });
  afterAll(() => t.close());

  async function message() {
    const [row] = await t.app.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.subject, 'Webhook'));
    return row!;
  }

  const post = (events: object[], key = privateKey, tsOffset = 0, tamper = false) => {
    const body = JSON.stringify(events);
    const ts = String(Math.floor(Date.now() / 1000) + tsOffset);
    const signature = sign('sha256', Buffer.from(ts + body), key).toString('base64');
    return t.app.inject({
      method: 'POST',
      url: '/api/mail/events',
      headers: {
        'content-type': 'application/json',
        'x-twilio-email-event-webhook-signature': signature,
        'x-twilio-email-event-webhook-timestamp': ts,
      },
      payload: tamper ? body.replace('open', 'bounce') : body,
    });
  };
  const event = (name: string, id: string, extra: object = {}) => ({
    event: name,
    email: 'reader@agency.org',
    timestamp: Math.floor(Date.now() / 1000),
    portal_msg_id: msgId,
    sg_event_id: id,
    ...extra,
  });

  it('refuses unsigned, badly signed, tampered and old calls and changes nothing', async () => {
    const before = await message();
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/mail/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([event('open', 'e-x')]),
    });
    expectError(unsigned, 401, M.badSignature);
    expectError(await post([event('open', 'e-y')], other), 401, M.badSignature);
    expectError(await post([event('open', 'e-z')], privateKey, 0, true), 401, M.badSignature);
    expectError(await post([event('open', 'e-w')], privateKey, -3600), 401, M.badSignature);
    expect(await message()).toEqual(before);
  });

  it("records a signed batch's events once, and a spam report lists the address", async () => {
    const batch = [
      event('open', 'e-1'),
      event('click', 'e-2', { url: 'https://agency.org/x' }),
      event('spamreport', 'e-3'),
      event('unsubscribe', 'e-4'),
      event('open', 'e-5', { portal_msg_id: 'unknown-message' }),
    ];
    const res = await post(batch);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: 5, recorded: 3 });
    expect(await message()).toMatchObject({ opensCount: 1, clicksCount: 1, status: 'delivered' });
    const again = await post(batch);
    expect(again.json()).toEqual({ received: 5, recorded: 0 });
    expect((await message()).opensCount).toBe(1);
    const spam = await t.app.database.db
      .select()
      .from(emailSuppressions)
      .where(eq(emailSuppressions.email, 'reader@agency.org'));
    expect(spam.map((s) => s.list)).toEqual(['spam']);
  });

  it('answers 400 naming the field of a bad event', async () => {
    const res = await post([{ event: 'open', email: 'a@b.co', timestamp: 'soon' }]);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['0.timestamp']);
  });
});
