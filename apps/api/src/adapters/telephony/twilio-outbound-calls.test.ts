import { describe, expect, it } from 'vitest';
import { e164, outboundStatusOf, TwilioOutboundCalls } from './twilio-outbound-calls';

interface Sent {
  method: string;
  url: string;
  form: Record<string, string>;
  authorization: string | null;
}

/** Twilio's Calls resource faked: answers each request with the next of `answers`. */
function twilio(answers: { status?: number; body: unknown }[]) {
  const sent: Sent[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({
      method: init.method ?? 'GET',
      url,
      form: Object.fromEntries(new URLSearchParams(String(init.body ?? ''))),
      authorization: new Headers(init.headers).get('authorization'),
    });
    const answer = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  }) as typeof globalThis.fetch;
  const calls = new TwilioOutboundCalls({
    accountSid: 'AC1',
    authToken: 'secret',
    apiUrl: 'https://twilio.test',
    fromNumber: '+15005550006',
    fetch,
  });
  return { calls, sent };
}

const CALLS = 'https://twilio.test/2010-04-01/Accounts/AC1/Calls.json';

describe('the dialer’s calls over Twilio (decision 0044)', () => {
  it('dials E.164 numbers and reads Twilio’s statuses as the dialer’s', () => {
    expect(e164('(512) 555-0101')).toBe('+15125550101');
    expect(e164('+44 20 7946 0958')).toBe('+442079460958');
    expect(e164('1-512-555-0101')).toBe('+15125550101');
    expect(['queued', 'initiated', 'ringing'].map(outboundStatusOf)).toEqual([
      'ringing',
      'ringing',
      'ringing',
    ]);
    expect(outboundStatusOf('in-progress')).toBe('in-progress');
    expect(outboundStatusOf('canceled')).toBe('completed');
    expect(outboundStatusOf('no-answer')).toBe('no-answer');
  });

  it('rings the staff phone into its own conference, then the consumer into it', async () => {
    const { calls, sent } = twilio([
      { status: 201, body: { sid: 'CA1', status: 'queued' } },
      { status: 201, body: { sid: 'CA2', status: 'queued' } },
    ]);
    expect(await calls.call('(512) 555-0101')).toEqual({ sid: 'CA1', status: 'ringing' });
    expect(await calls.join('(512) 555-0101', '512.555.0202')).toEqual({
      sid: 'CA2',
      status: 'ringing',
    });
    expect(sent.map((s) => [s.method, s.url, s.form.To, s.form.From])).toEqual([
      ['POST', CALLS, '+15125550101', '+15005550006'],
      ['POST', CALLS, '+15125550202', '+15005550006'],
    ]);
    expect(sent[0]!.form.Twiml).toContain('endConferenceOnExit="true">dialer-15125550101<');
    expect(sent[1]!.form.Twiml).toContain('endConferenceOnExit="false">dialer-15125550101<');
    expect(sent[0]!.authorization).toBe(`Basic ${Buffer.from('AC1:secret').toString('base64')}`);
  });

  it('reads a phone’s latest call, none for a phone never called', async () => {
    const { calls, sent } = twilio([
      { body: { calls: [{ sid: 'CA9', status: 'in-progress' }] } },
      { body: { calls: [] } },
    ]);
    expect(await calls.latest('5125550101')).toEqual({ sid: 'CA9', status: 'in-progress' });
    expect(await calls.latest('5125550102')).toBeNull();
    expect(sent[0]).toMatchObject({
      method: 'GET',
      url: `${CALLS}?To=%2B15125550101&PageSize=1`,
    });
  });

  it('hangs up a live call: an answered one completed, a ringing one canceled', async () => {
    const { calls, sent } = twilio([
      { body: { calls: [{ sid: 'CA2', status: 'ringing' }] } },
      { body: { sid: 'CA2', status: 'canceled' } },
      { body: { calls: [{ sid: 'CA1', status: 'in-progress' }] } },
      { body: { sid: 'CA1', status: 'completed' } },
      { body: { calls: [{ sid: 'CA0', status: 'busy' }] } },
    ]);
    expect(await calls.hangUp(['5125550202', '5125550101', '5125550303'])).toEqual([
      { sid: 'CA2', status: 'completed' },
      { sid: 'CA1', status: 'completed' },
    ]);
    const updates = sent.filter((s) => s.method === 'POST');
    expect(updates.map((s) => [s.url, s.form.Status])).toEqual([
      ['https://twilio.test/2010-04-01/Accounts/AC1/Calls/CA2.json', 'canceled'],
      ['https://twilio.test/2010-04-01/Accounts/AC1/Calls/CA1.json', 'completed'],
    ]);
  });

  it('fails when Twilio refuses or answers no call', async () => {
    await expect(twilio([{ status: 401, body: {} }]).calls.call('5125550101')).rejects.toThrow(
      'Twilio calls answered 401',
    );
    await expect(twilio([{ body: { status: 'queued' } }]).calls.call('5125550101')).rejects.toThrow(
      'without a sid',
    );
  });
});
