import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntakeCallResponse } from '@client-admin/contracts/lead-flow-calls';
import { CALL_MESSAGES as C } from '@client-admin/domain/lead-flow/call-messages';
import { callLegs } from '../../../db/schema/calls';
import { clients } from '../../../db/schema/clients';
import { twilioSignature } from '../../../adapters/telephony/twilio-signature';
import { wavAudio } from '../../../adapters/telephony/wav-audio';
import { expectError } from '../../../test/expect-error';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';
import { createKey, isolateFromDemoChannels } from '../lead-flow-test-fixtures';
import { addCallChannel, callBody, fundCalls } from './calls-test-fixtures';

const AUTH_TOKEN = 'twilio-test-token';
const ACCOUNT = 'ACtest0001';

/** A local stand-in for Twilio's REST API: create call and a recording's audio. */
function fakeTwilio() {
  const created: { authorization: string | undefined; form: URLSearchParams }[] = [];
  const audio = wavAudio(1, 5);
  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'POST' && req.url === `/2010-04-01/Accounts/${ACCOUNT}/Calls.json`) {
        created.push({
          authorization: req.headers.authorization,
          form: new URLSearchParams(await body(req)),
        });
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ sid: `CAprovider${created.length}`, status: 'queued' }));
        return;
      }
      if (req.method === 'GET' && req.url === '/recordings/RE1.wav') {
        res.writeHead(200, { 'content-type': 'audio/wav' });
        res.end(audio);
        return;
      }
      res.writeHead(404).end();
    })();
  });
  return { server, created, audio };
}

describe('the Twilio telephony adapter', () => {
  const fake = fakeTwilio();
  let t: TestApp;
  let key: string;
  let baseUrl: string;

  const callback = (path: string, sid: string, params: Record<string, string>, sign = true) => {
    const url = `${path}?sid=${sid}`;
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': sign
          ? twilioSignature(AUTH_TOKEN, `${TEST_PUBLIC_URL}${url}`, params)
          : 'bad',
      },
      payload: new URLSearchParams(params).toString(),
    });
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    t = await buildTestApp({
      telephony: {
        kind: 'twilio',
        accountSid: ACCOUNT,
        authToken: AUTH_TOKEN,
        fromNumber: '+15005550006',
        apiUrl: baseUrl,
      },
    });
    const db = t.app.database.db;
    await isolateFromDemoChannels(db);
    const [client] = await db.select({ id: clients.id }).from(clients).limit(1);
    await db
      .update(clients)
      .set({ status: 'ACTIVE', timeZone: 6 })
      .where(eq(clients.id, client!.id));
    await fundCalls(db, [client!.id], 50_000);
    await addCallChannel(db, {
      clientId: client!.id,
      phone: '+15125550042',
      geo: 'AZ',
      billTimeThreshold: 60,
      enableRecording: true,
    });
    key = await createKey(t);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it('places the leg through the REST API and follows the signed callbacks', async () => {
    const res = await t.post('/api/intake/calls', { 'x-api-key': key }, callBody('tw-1', 'AZ'));
    expect(res.statusCode, res.body).toBe(201);
    const { outboundCallSid: sid } = res.json() as IntakeCallResponse;
    expect(fake.created).toHaveLength(1);
    const { authorization, form } = fake.created[0]!;
    expect(authorization).toBe(
      `Basic ${Buffer.from(`${ACCOUNT}:${AUTH_TOKEN}`).toString('base64')}`,
    );
    expect(form.get('To')).toBe('+15125550042');
    expect(form.get('From')).toBe('+15005550006');
    expect(form.get('Record')).toBe('true');
    expect(form.get('StatusCallback')).toBe(
      `${TEST_PUBLIC_URL}/api/telephony/twilio/status?sid=${sid}`,
    );
    expect(form.get('Twiml')).toContain('(512) 555-0199');
    const leg = async () =>
      (await t.app.database.db.select().from(callLegs).where(eq(callLegs.sid, sid!)))[0]!;
    expect((await leg()).providerCallId).toBe('CAprovider1');

    const status = '/api/telephony/twilio/status';
    expect(
      (await callback(status, sid!, { CallSid: 'CAprovider1', CallStatus: 'ringing' })).statusCode,
    ).toBe(200);
    await callback(status, sid!, { CallSid: 'CAprovider1', CallStatus: 'in-progress' });
    expect((await leg()).status).toBe('answered');
    await callback(status, sid!, {
      CallSid: 'CAprovider1',
      CallStatus: 'completed',
      CallDuration: '75',
    });
    expect(await leg()).toMatchObject({ status: 'completed', durationSeconds: 75, billable: true });

    const recorded = await callback('/api/telephony/twilio/recording', sid!, {
      CallSid: 'CAprovider1',
      RecordingStatus: 'completed',
      RecordingUrl: `${baseUrl}/recordings/RE1`,
      RecordingDuration: '1',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const audio = await t.get(`/api/leads/calls/${sid}/recording`, await t.as('cs@example.com'));
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload.equals(fake.audio)).toBe(true);
  });

  it('403s a callback without a valid signature', async () => {
    const res = await callback(
      '/api/telephony/twilio/status',
      `CA${'1'.repeat(32)}`,
      { CallStatus: 'completed' },
      false,
    );
    expectError(res, 403, C.invalidSignature);
  });
});
