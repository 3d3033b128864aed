import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DialerCall } from '@client-admin/contracts/credits';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import { MESSAGES } from '@client-admin/domain/messages';
import type { SimulatedTelephony } from '../../../adapters/telephony/simulated-telephony';
import { expectError } from '../../../test/expect-error';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';

const STAFF = '(512) 555-0101';
const CONSUMER = '(512) 555-0202';
const q = encodeURIComponent;

describe('the dialer service (decision 0044)', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let network: SimulatedTelephony;
  const callCaller = (phone: string, headers: RequestHeaders = cs) =>
    t.post(`/Dialer/MakeOutGoingCallToCaller?callerPhoneNumber=${q(phone)}`, headers);
  const callConsumer = (from: string, to: string) =>
    t.post(
      `/Dialer/MakeOutGoingCallToConsumer?fromPhoneNumber=${q(from)}&toPhoneNumber=${q(to)}`,
      cs,
    );
  const hangUp = (from: string, to: string) =>
    t.post(`/Dialer/HangUpCall?fromPhoneNumber=${q(from)}&toPhoneNumber=${q(to)}`, cs);
  const status = async (phone: string) => {
    const res = await t.get(`/Dialer/${q(phone)}/GetCallStatus`, cs);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DialerCall;
  };
  const answered = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DialerCall;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    network = t.app.telephony as SimulatedTelephony;
  });
  afterAll(() => t.close());

  it('answers a ping, for staff only, behind the bearer token like the API', async () => {
    expect(answered(await t.get('/dialer/ping', cs))).toEqual({ message: M.dialerUp });
    expect((await t.get('/DIALER/PING', cs)).statusCode).toBe(200);
    expectError(await t.get('/dialer/ping', agent), 403, MESSAGES.forbidden);
    const anonymous = await t.get('/dialer/ping');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toContain('invalid_token');
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('knows no call of a phone that was never rung', async () => {
    expect(await status('(512) 555-0999')).toEqual({ status: 'unknown', callSid: null });
  });

  it('rings the staff phone, joins the consumer once it is answered, and hangs both up', async () => {
    network.setOutcome(STAFF, { kind: 'answered', ringSeconds: 3600, talkSeconds: 60 });
    const ringing = answered(await callCaller(STAFF));
    expect(ringing).toEqual({
      status: 'ringing',
      callSid: expect.stringMatching(/^CA[0-9a-f]{32}$/),
    });
    expect(await status(STAFF)).toEqual(ringing);
    expectError(await callConsumer(STAFF, CONSUMER), 409, M.callerNotConnected);
    expect(await status(CONSUMER)).toEqual({ status: 'unknown', callSid: null });

    network.setOutcome(STAFF, { kind: 'answered', ringSeconds: 0, talkSeconds: 60 });
    network.setOutcome(CONSUMER, { kind: 'answered', ringSeconds: 0, talkSeconds: 60 });
    const own = answered(await callCaller(STAFF));
    expect(own.status).toBe('in-progress');
    expect(own.callSid).not.toBe(ringing.callSid);
    const consumer = answered(await callConsumer(STAFF, CONSUMER));
    expect(consumer.status).toBe('in-progress');
    expect(await status(CONSUMER)).toEqual(consumer);

    expect(answered(await hangUp(STAFF, CONSUMER))).toEqual({
      status: 'completed',
      callSid: consumer.callSid,
    });
    expect(await status(STAFF)).toEqual({ status: 'completed', callSid: own.callSid });
    expect(await status(CONSUMER)).toEqual({ status: 'completed', callSid: consumer.callSid });
  });

  it('tells a busy consumer from an answered one', async () => {
    network.setOutcome(STAFF, { kind: 'answered', ringSeconds: 0, talkSeconds: 60 });
    network.setOutcome('5125550303', { kind: 'busy', ringSeconds: 0 });
    answered(await callCaller(STAFF));
    expect(answered(await callConsumer(STAFF, '5125550303')).status).toBe('busy');
    // A call that ended on its own is not hung up again.
    expect(answered(await hangUp(STAFF, '5125550303')).status).toBe('busy');
    expect((await status(STAFF)).status).toBe('completed');
  });

  it('is a 502 with the dialer’s message when the phone network fails', async () => {
    const spy = vi.spyOn(network.outbound, 'call').mockRejectedValueOnce(new Error('network down'));
    try {
      expectError(await callCaller(STAFF), 502, M.dialerFailed);
    } finally {
      spy.mockRestore();
    }
  });

  it('names a bad phone number, and is staff only', async () => {
    const bad = 'callerPhoneNumber must be a phone number of 10 digits or more';
    expectError(await callCaller('12345'), 400, bad, 'callerPhoneNumber');
    expectError(await callCaller('512555010x'), 400, bad, 'callerPhoneNumber');
    expectError(await callCaller('5125550101\u0000'), 400, undefined, 'callerPhoneNumber');
    expectError(
      await t.post('/Dialer/MakeOutGoingCallToCaller', cs),
      400,
      undefined,
      'callerPhoneNumber',
    );
    expectError(await callConsumer(STAFF, 'nobody'), 400, undefined, 'toPhoneNumber');
    expectError(await hangUp('1', CONSUMER), 400, undefined, 'fromPhoneNumber');
    expectError(await t.get('/Dialer/123/GetCallStatus', cs), 400, undefined, 'phone');
    expectError(await callCaller(STAFF, agent), 403, MESSAGES.forbidden);
    expectError(await t.get(`/Dialer/${q(STAFF)}/GetCallStatus`, agent), 403, MESSAGES.forbidden);
  });
});
