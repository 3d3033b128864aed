import { describe, expect, it } from 'vitest';
import { SimulatedOutboundCalls } from './simulated-outbound-calls';
import type { SimulatedOutcome } from './simulated-telephony';

const STAFF = '(512) 555-0101';
const CONSUMER = '512-555-0202';

/** The network at 10 simulated seconds a real second, on a clock the test moves. */
function network(outcomes: Record<string, SimulatedOutcome>) {
  let now = Date.parse('2026-11-30T15:00:00Z');
  const calls = new SimulatedOutboundCalls({
    speed: 10,
    outcomeOf: (phone) => outcomes[phone] ?? { kind: 'failed', ringSeconds: 0 },
    clock: () => new Date(now),
  });
  return { calls, later: (ms: number) => void (now += ms) };
}

describe('the embedded network’s outbound calls (decision 0044)', () => {
  it('rings a call, answers it after its ring time, and completes it on hang-up', async () => {
    const { calls, later } = network({
      [STAFF]: { kind: 'busy', ringSeconds: 8 },
      [CONSUMER]: { kind: 'answered', ringSeconds: 20, talkSeconds: 30 },
    });
    const own = await calls.call(STAFF);
    expect(own.status).toBe('ringing');
    later(700);
    expect(await calls.latest(STAFF)).toEqual({ sid: own.sid, status: 'ringing' });
    later(100);
    // The staff member picks up their own phone whatever the number draws.
    expect(await calls.latest(STAFF)).toEqual({ sid: own.sid, status: 'in-progress' });
    const consumer = await calls.join(STAFF, CONSUMER);
    later(1999);
    expect((await calls.latest(CONSUMER))?.status).toBe('ringing');
    later(1);
    expect((await calls.latest(CONSUMER))?.status).toBe('in-progress');
    // Answered calls stay connected past their talk time, until hung up.
    later(60_000);
    expect((await calls.latest(CONSUMER))?.status).toBe('in-progress');
    expect(await calls.hangUp([CONSUMER, STAFF])).toEqual([
      { sid: consumer.sid, status: 'completed' },
      { sid: own.sid, status: 'completed' },
    ]);
    expect(await calls.hangUp([CONSUMER, STAFF])).toEqual([]);
  });

  it('ends a consumer’s call busy, unanswered or failed after its ring time', async () => {
    const { calls, later } = network({
      '5125550301': { kind: 'busy', ringSeconds: 1 },
      '5125550302': { kind: 'no-answer', ringSeconds: 25 },
      '5125550303': { kind: 'failed', ringSeconds: 0 },
    });
    for (const phone of ['5125550301', '5125550302', '5125550303']) await calls.join(STAFF, phone);
    expect((await calls.latest('5125550303'))?.status).toBe('failed');
    later(2500);
    expect((await calls.latest('5125550301'))?.status).toBe('busy');
    expect((await calls.latest('5125550302'))?.status).toBe('no-answer');
    expect(await calls.hangUp(['5125550301'])).toEqual([]);
  });

  it('knows a phone by its digits, with or without the country code', async () => {
    const { calls } = network({ [STAFF]: { kind: 'answered', ringSeconds: 1, talkSeconds: 9 } });
    const own = await calls.call(STAFF);
    expect((await calls.latest('+1 512 555 0101'))?.sid).toBe(own.sid);
    expect((await calls.latest('5125550101'))?.sid).toBe(own.sid);
    expect(await calls.latest('5125550109')).toBeNull();
  });
});
