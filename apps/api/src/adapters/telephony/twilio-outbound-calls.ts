import type { OutboundCall, OutboundCallStatus, OutboundCalls } from './telephony-port';
import { twilioAuthorization, twilioCallsUrl, type TwilioAccount } from './twilio-rest';

export interface TwilioOutboundOptions extends TwilioAccount {
  /** The Twilio number the calls are placed from. */
  fromNumber: string;
  fetch: typeof fetch;
}

/** Twilio's CallStatus as the dialer's: queued and initiated ring, a canceled call ended. */
export function outboundStatusOf(callStatus: string): OutboundCallStatus {
  switch (callStatus) {
    case 'in-progress':
    case 'completed':
    case 'busy':
    case 'no-answer':
    case 'failed':
      return callStatus;
    case 'canceled':
      return 'completed';
    default:
      return 'ringing';
  }
}

/** A phone as Twilio dials it (E.164): ten digits without a + are a US number. */
export function e164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return !phone.trim().startsWith('+') && digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

/** The conference a staff member's dialer call holds: named after the staff phone (digits only). */
const conferenceOf = (phone: string) => `dialer-${e164(phone).slice(1)}`;

function toCall(body: unknown): OutboundCall {
  const { sid, status } = (body ?? {}) as { sid?: unknown; status?: unknown };
  if (typeof sid !== 'string') throw new Error('Twilio answered a call without a sid');
  return { sid, status: outboundStatusOf(typeof status === 'string' ? status : '') };
}

const LIVE: readonly OutboundCallStatus[] = ['ringing', 'in-progress'];

/**
 * The dialer's calls over Twilio's REST API: the staff member's phone is rung into a conference
 * of its own, the consumer into the same one; hanging up ends each phone's live call. Where a
 * call stands is asked of Twilio: the latest call to the phone.
 */
export class TwilioOutboundCalls implements OutboundCalls {
  constructor(private readonly options: TwilioOutboundOptions) {}

  call(phone: string): Promise<OutboundCall> {
    return this.ringInto(phone, conferenceOf(phone), true);
  }

  join(from: string, to: string): Promise<OutboundCall> {
    return this.ringInto(to, conferenceOf(from), false);
  }

  async hangUp(phones: readonly string[]): Promise<OutboundCall[]> {
    const ended: OutboundCall[] = [];
    for (const phone of phones) {
      const call = await this.latest(phone);
      if (!call || !LIVE.includes(call.status)) continue;
      // A call not yet answered is canceled; an answered one completed.
      const Status = call.status === 'ringing' ? 'canceled' : 'completed';
      ended.push(toCall(await this.request(twilioCallsUrl(this.options, call.sid), { Status })));
    }
    return ended;
  }

  async latest(phone: string): Promise<OutboundCall | null> {
    const query = new URLSearchParams({ To: e164(phone), PageSize: '1' });
    const body = (await this.request(`${twilioCallsUrl(this.options)}?${query}`)) as {
      calls?: unknown[];
    };
    const [latest] = body.calls ?? [];
    return latest === undefined ? null : toCall(latest);
  }

  /** The staff member's leaving ends the conference; the consumer's does not. */
  private async ringInto(phone: string, conference: string, ends: boolean) {
    const twiml = `<Response><Dial><Conference startConferenceOnEnter="true" endConferenceOnExit="${ends}">${conference}</Conference></Dial></Response>`;
    return toCall(
      await this.request(twilioCallsUrl(this.options), {
        To: e164(phone),
        From: this.options.fromNumber,
        Twiml: twiml,
        Timeout: '25',
      }),
    );
  }

  private async request(url: string, form?: Record<string, string>): Promise<unknown> {
    const res = await this.options.fetch(url, {
      method: form ? 'POST' : 'GET',
      headers: {
        authorization: twilioAuthorization(this.options),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Twilio calls answered ${res.status}`);
    return res.json();
  }
}
