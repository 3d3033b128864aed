import type { DialerCallStatus } from '@client-admin/domain/credits/credit-constants';
import type { LegEventKind } from '@client-admin/domain/lead-flow/call-legs';

/**
 * The telephony port (issue 16, decision 0033): places the outbound leg of an inbound call to a
 * channel's phone and reports what happens to it. The embedded default simulates a telephone
 * network; the Twilio adapter drives a real one. The credit dialer's calls are its `outbound`.
 */
export interface DialRequest {
  /** Our id of the leg (call_legs.sid); every event names it. */
  sid: string;
  /** The channel's phone number. */
  to: string;
  /** The consumer's number, shown to the channel (caller id). */
  from: string;
  record: boolean;
}

/** A recording the network made of an answered leg. */
export type LegRecording =
  | { kind: 'audio'; audio: Buffer; contentType: string; durationSeconds: number }
  /** Held by the provider: fetched once with fetchRecording, then kept in call_recordings. */
  | { kind: 'remote'; url: string; durationSeconds: number };

export interface LegEvent {
  sid: string;
  kind: LegEventKind;
  at: Date;
  /** Seconds connected, on the final event of an answered leg. */
  durationSeconds?: number;
  recording?: LegRecording;
}

export type LegEventHandler = (event: LegEvent) => Promise<void>;

/** Where an outbound call of the credit dialer stands. */
export type OutboundCallStatus = Exclude<DialerCallStatus, 'unknown'>;

export interface OutboundCall {
  /** The network's id of the call. */
  sid: string;
  status: OutboundCallStatus;
}

/**
 * The credit dialer's outbound calls (decision 0044), known by phone number: a staff member's
 * own phone is rung onto a line of its own, then the consumer is rung and joined to that line.
 */
export interface OutboundCalls {
  /** Rings the phone onto a line of its own. */
  call(phone: string): Promise<OutboundCall>;
  /** Rings `to` and joins it to the line of `from`. */
  join(from: string, to: string): Promise<OutboundCall>;
  /** Ends the phones' calls still ringing or connected; answers the calls so ended. */
  hangUp(phones: readonly string[]): Promise<OutboundCall[]>;
  /** The phone's latest call, null when it has had none. */
  latest(phone: string): Promise<OutboundCall | null>;
}

export interface TelephonyPort {
  readonly name: 'embedded' | 'twilio';
  readonly outbound: OutboundCalls;
  /** Places the leg; answers the provider's id of it. Events follow through the handler. */
  dial(request: DialRequest): Promise<{ providerCallId: string }>;
  /** Where the events go: the lead flow sets it once at start. */
  onEvent(handler: LegEventHandler): void;
  fetchRecording(url: string): Promise<{ audio: Buffer; contentType: string }>;
  close(): Promise<void>;
}
