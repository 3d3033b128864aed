import { createHash } from 'node:crypto';
import { SimulatedOutboundCalls } from './simulated-outbound-calls';
import type { DialRequest, LegEvent, LegEventHandler, TelephonyPort } from './telephony-port';
import { wavAudio } from './wav-audio';

/** What the embedded network does with a leg to a number. */
export type SimulatedOutcome =
  | { kind: 'answered'; ringSeconds: number; talkSeconds: number }
  | { kind: 'busy' | 'no-answer' | 'failed'; ringSeconds: number };

export interface SimulatedTelephonyOptions {
  /** Outcomes are drawn from the number and this seed: the same number answers the same way. */
  seed: number;
  /**
   * Simulated seconds per real second: 1 is real time; Infinity reports every event at once
   * (tests), with the events' instants still spaced by the simulated seconds.
   */
  speed: number;
  /** Fixed outcomes by dialed number (tests, demos). */
  outcomes?: Record<string, SimulatedOutcome>;
  /** Seconds of audio kept of a recorded call (the recording is short whatever the call). */
  recordingSeconds?: number;
  clock?: () => Date;
}

/** The seeded draw: 70% answered (15 s to 6 min), 12% no answer, 10% busy, 8% failed... */
export function drawOutcome(seed: number, number: string, attempt: string): SimulatedOutcome {
  const digest = createHash('sha256').update(`${seed}:${number}:${attempt}`).digest();
  const roll = digest.readUInt16BE(0) / 0x1_0000;
  const ringSeconds = 3 + (digest[2]! % 18);
  if (roll < 0.7)
    return { kind: 'answered', ringSeconds, talkSeconds: 15 + (digest.readUInt16BE(3) % 346) };
  if (roll < 0.82) return { kind: 'no-answer', ringSeconds: 25 };
  if (roll < 0.92) return { kind: 'busy', ringSeconds: 1 };
  return { kind: 'failed', ringSeconds: 0 };
}

/**
 * The embedded telephone network: each leg rings, then is answered and talks, or is busy, not
 * answered or fails, as its outcome says; the events come on a timer scaled by `speed`.
 */
export class SimulatedTelephony implements TelephonyPort {
  readonly name = 'embedded';
  readonly outbound: SimulatedOutboundCalls;
  private handler: LegEventHandler | null = null;
  private readonly pending = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;
  private readonly clock: () => Date;

  constructor(private readonly options: SimulatedTelephonyOptions) {
    this.clock = options.clock ?? (() => new Date());
    // A number answers the dialer the same way each time: its outcome is drawn from it alone.
    this.outbound = new SimulatedOutboundCalls({
      speed: options.speed,
      outcomeOf: (phone) =>
        this.options.outcomes?.[phone] ?? drawOutcome(this.options.seed, phone, 'dialer'),
      clock: this.clock,
    });
  }

  onEvent(handler: LegEventHandler): void {
    this.handler = handler;
  }

  /** Sets what a number does from now on (tests, demos). */
  setOutcome(number: string, outcome: SimulatedOutcome): void {
    this.options.outcomes = { ...this.options.outcomes, [number]: outcome };
  }

  dial(request: DialRequest): Promise<{ providerCallId: string }> {
    const outcome =
      this.options.outcomes?.[request.to] ??
      drawOutcome(this.options.seed, request.to, request.sid);
    const start = this.clock();
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const events: { after: number; event: LegEvent }[] = [
      { after: 0, event: { sid: request.sid, kind: 'ringing', at: start } },
    ];
    if (outcome.kind === 'answered') {
      const answerAt = outcome.ringSeconds;
      const endAt = answerAt + outcome.talkSeconds;
      events.push({
        after: answerAt,
        event: { sid: request.sid, kind: 'answered', at: at(answerAt) },
      });
      const seconds = Math.min(outcome.talkSeconds, this.options.recordingSeconds ?? 4);
      events.push({
        after: endAt,
        event: {
          sid: request.sid,
          kind: 'completed',
          at: at(endAt),
          durationSeconds: outcome.talkSeconds,
          ...(request.record
            ? {
                recording: {
                  kind: 'audio' as const,
                  audio: wavAudio(
                    seconds,
                    createHash('sha256').update(request.sid).digest().readUInt32BE(0),
                  ),
                  contentType: 'audio/wav',
                  durationSeconds: seconds,
                },
              }
            : {}),
        },
      });
    } else {
      events.push({
        after: outcome.ringSeconds,
        event: {
          sid: request.sid,
          kind: outcome.kind,
          at: at(outcome.ringSeconds),
          durationSeconds: 0,
        },
      });
    }
    this.play(events);
    return Promise.resolve({ providerCallId: `SIM${request.sid.slice(2)}` });
  }

  /** Events in order, each after the one before (a handler never sees them out of order). */
  private play(events: { after: number; event: LegEvent }[]) {
    const run = (async () => {
      let elapsed = 0;
      for (const { after, event } of events) {
        await this.wait((after - elapsed) / this.options.speed);
        elapsed = after;
        if (this.closed) return;
        await this.handler?.(event);
      }
    })().catch((err: unknown) => console.error('simulated telephony event failed:', err));
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  private wait(seconds: number): Promise<void> {
    if (!Number.isFinite(seconds) || seconds <= 0) return new Promise((r) => setImmediate(r));
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, seconds * 1000);
      timer.unref();
      this.timers.add(timer);
    });
  }

  /** Resolves when every leg dialed so far (and any they lead to) has played out. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  fetchRecording(): Promise<{ audio: Buffer; contentType: string }> {
    return Promise.reject(new Error('the embedded network hands recordings over with the event'));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
