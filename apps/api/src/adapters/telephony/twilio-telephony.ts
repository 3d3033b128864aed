import { leadFlowCallCalls } from '@client-admin/contracts/lead-flow-calls.calls';
import type { LegEventKind } from '@client-admin/domain/lead-flow/call-legs';
import type { DialRequest, LegEvent, LegEventHandler, TelephonyPort } from './telephony-port';
import { TwilioOutboundCalls } from './twilio-outbound-calls';
import { twilioAuthorization, twilioCallsUrl, type TwilioAccount } from './twilio-rest';

export interface TwilioOptions extends TwilioAccount {
  /** The Twilio number the legs are placed from. */
  fromNumber: string;
  /** Where Twilio reaches us back: {publicUrl}/api/telephony/twilio/... */
  publicUrl: string;
  fetch?: typeof fetch;
}

// The callbacks' paths are the call table's (twilioStatus, twilioRecording).
const TWILIO_STATUS_PATH = leadFlowCallCalls.twilioStatus.path;
const TWILIO_RECORDING_PATH = leadFlowCallCalls.twilioRecording.path;

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Twilio's CallStatus as a leg event; null for the ones we wait past (queued, initiated). */
export function legEventKindOf(callStatus: string): LegEventKind | null {
  switch (callStatus) {
    case 'ringing':
      return 'ringing';
    case 'in-progress':
      return 'answered';
    case 'completed':
      return 'completed';
    case 'busy':
      return 'busy';
    case 'no-answer':
      return 'no-answer';
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return null;
  }
}

/**
 * The production adapter: Twilio's REST API places the leg (create call, TwiML that bridges the
 * channel to the caller when it answers), Twilio's status and recording callbacks bring the
 * events back (routes in modules/lead-flow/calls, signed with X-Twilio-Signature).
 */
export class TwilioTelephony implements TelephonyPort {
  readonly name = 'twilio';
  readonly outbound: TwilioOutboundCalls;
  private handler: LegEventHandler | null = null;
  private readonly fetch: typeof fetch;

  constructor(readonly options: TwilioOptions) {
    this.fetch = options.fetch ?? fetch;
    this.outbound = new TwilioOutboundCalls({ ...options, fetch: this.fetch });
  }

  onEvent(handler: LegEventHandler): void {
    this.handler = handler;
  }

  private get authorization() {
    return twilioAuthorization(this.options);
  }

  async dial(request: DialRequest): Promise<{ providerCallId: string }> {
    const { fromNumber, publicUrl } = this.options;
    const sid = encodeURIComponent(request.sid);
    const form = new URLSearchParams({
      To: request.to,
      From: fromNumber,
      Twiml: `<Response><Dial callerId="${escapeXml(fromNumber)}">${escapeXml(request.from)}</Dial></Response>`,
      StatusCallback: `${publicUrl}${TWILIO_STATUS_PATH}?sid=${sid}`,
      StatusCallbackMethod: 'POST',
      Timeout: '25',
    });
    for (const event of ['initiated', 'ringing', 'answered', 'completed']) {
      form.append('StatusCallbackEvent', event);
    }
    if (request.record) {
      form.set('Record', 'true');
      form.set('RecordingStatusCallback', `${publicUrl}${TWILIO_RECORDING_PATH}?sid=${sid}`);
    }
    const res = await this.fetch(twilioCallsUrl(this.options), {
      method: 'POST',
      headers: {
        authorization: this.authorization,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Twilio create call answered ${res.status}`);
    const body = (await res.json()) as { sid?: unknown };
    if (typeof body.sid !== 'string') throw new Error('Twilio create call answered no sid');
    return { providerCallId: body.sid };
  }

  /** A status callback, already verified: the leg event it says, if any. */
  async statusCallback(sid: string, params: Readonly<Record<string, string>>): Promise<void> {
    const kind = legEventKindOf(params.CallStatus ?? '');
    if (!kind) return;
    const duration = Number(params.CallDuration ?? '0');
    const event: LegEvent = {
      sid,
      kind,
      at: params.Timestamp ? new Date(params.Timestamp) : new Date(),
      ...(kind === 'ringing' || kind === 'answered'
        ? {}
        : { durationSeconds: Number.isFinite(duration) ? duration : 0 }),
    };
    if (Number.isNaN(event.at.getTime())) event.at = new Date();
    await this.handler?.(event);
  }

  /** A recording callback, already verified: the recording of a completed leg. */
  async recordingCallback(sid: string, params: Readonly<Record<string, string>>): Promise<void> {
    if (params.RecordingStatus && params.RecordingStatus !== 'completed') return;
    if (!params.RecordingUrl) return;
    await this.handler?.({
      sid,
      kind: 'completed',
      at: new Date(),
      recording: {
        kind: 'remote',
        url: params.RecordingUrl,
        durationSeconds: Number(params.RecordingDuration ?? '0') || 0,
      },
    });
  }

  async fetchRecording(url: string): Promise<{ audio: Buffer; contentType: string }> {
    const res = await this.fetch(url.endsWith('.wav') ? url : `${url}.wav`, {
      headers: { authorization: this.authorization },
      signal: AbortSignal.timeout(20_000),
    });
    if (!res.ok) throw new Error(`Twilio recording answered ${res.status}`);
    return { audio: Buffer.from(await res.arrayBuffer()), contentType: 'audio/wav' };
  }

  async close(): Promise<void> {}
}
