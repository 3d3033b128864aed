import { randomBytes } from 'node:crypto';
import type { SimulatedOutcome } from './simulated-telephony';
import type { OutboundCall, OutboundCallStatus, OutboundCalls } from './telephony-port';

export interface SimulatedOutboundOptions {
  /** Simulated seconds per real second (Infinity: a call is answered at once). */
  speed: number;
  /** What a number does when rung: the network's outcome of it. */
  outcomeOf: (phone: string) => SimulatedOutcome;
  clock: () => Date;
}

interface Line {
  sid: string;
  startedAt: number;
  outcome: SimulatedOutcome;
  /** Always answered: a staff member picks up their own phone. */
  ownPhone: boolean;
  endedAt: number | null;
}

/** A phone's key: its digits, without the US country code. */
const phoneKey = (phone: string) => phone.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1');

const LIVE: readonly OutboundCallStatus[] = ['ringing', 'in-progress'];

/**
 * The embedded network's outbound calls: a call rings for its outcome's ring time (scaled by
 * speed), then is answered and stays connected until hung up (completed), or ends busy, not
 * answered or failed. Where a call stands is worked out from the clock when asked.
 */
export class SimulatedOutboundCalls implements OutboundCalls {
  private readonly lines = new Map<string, Line>();

  constructor(private readonly options: SimulatedOutboundOptions) {}

  call(phone: string): Promise<OutboundCall> {
    return Promise.resolve(this.place(phone, true));
  }

  join(_from: string, to: string): Promise<OutboundCall> {
    return Promise.resolve(this.place(to, false));
  }

  hangUp(phones: readonly string[]): Promise<OutboundCall[]> {
    const now = this.options.clock().getTime();
    const ended: OutboundCall[] = [];
    for (const phone of phones) {
      const line = this.lines.get(phoneKey(phone));
      if (!line || !LIVE.includes(this.statusOf(line, now))) continue;
      line.endedAt = now;
      ended.push(this.callOf(line, now));
    }
    return Promise.resolve(ended);
  }

  latest(phone: string): Promise<OutboundCall | null> {
    const line = this.lines.get(phoneKey(phone));
    return Promise.resolve(line ? this.callOf(line, this.options.clock().getTime()) : null);
  }

  private place(phone: string, ownPhone: boolean): OutboundCall {
    const now = this.options.clock().getTime();
    const line: Line = {
      sid: `CA${randomBytes(16).toString('hex')}`,
      startedAt: now,
      outcome: this.options.outcomeOf(phone),
      ownPhone,
      endedAt: null,
    };
    this.lines.set(phoneKey(phone), line);
    return this.callOf(line, now);
  }

  private callOf(line: Line, now: number): OutboundCall {
    return { sid: line.sid, status: this.statusOf(line, now) };
  }

  private statusOf(line: Line, now: number): OutboundCallStatus {
    if (line.endedAt !== null) return 'completed';
    const { speed } = this.options;
    const elapsed = speed === Infinity ? Infinity : ((now - line.startedAt) / 1000) * speed;
    if (elapsed < line.outcome.ringSeconds) return 'ringing';
    return line.ownPhone || line.outcome.kind === 'answered' ? 'in-progress' : line.outcome.kind;
  }
}
