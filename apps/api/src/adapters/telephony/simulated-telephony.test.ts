import { describe, expect, it } from 'vitest';
import { drawOutcome, SimulatedTelephony } from './simulated-telephony';
import type { LegEvent } from './telephony-port';
import { wavAudio } from './wav-audio';

describe('the embedded telephone network', () => {
  it('draws the same outcome for the same number and leg, and a spread over many', () => {
    expect(drawOutcome(1, '+15125550100', 'CA1')).toEqual(drawOutcome(1, '+15125550100', 'CA1'));
    const kinds = new Set(
      Array.from({ length: 200 }, (_, i) => drawOutcome(1, `+1512555${i}`, 'CA1').kind),
    );
    expect(kinds).toEqual(new Set(['answered', 'busy', 'no-answer', 'failed']));
  });

  it('plays a leg out in order, spaced by simulated seconds, with a recording', async () => {
    const start = new Date('2026-11-24T16:00:00Z');
    const sim = new SimulatedTelephony({ seed: 1, speed: Infinity, clock: () => start });
    const events: LegEvent[] = [];
    sim.onEvent(async (event) => void events.push(event));
    sim.setOutcome('+1', { kind: 'answered', ringSeconds: 4, talkSeconds: 90 });
    const { providerCallId } = await sim.dial({ sid: 'CAab', to: '+1', from: '+2', record: true });
    await sim.idle();
    expect(providerCallId).toBe('SIMab');
    expect(
      events.map((e) => [e.kind, e.at.getTime() - start.getTime(), e.durationSeconds]),
    ).toEqual([
      ['ringing', 0, undefined],
      ['answered', 4000, undefined],
      ['completed', 94_000, 90],
    ]);
    const recording = events[2]!.recording;
    expect(recording?.kind).toBe('audio');
    if (recording?.kind === 'audio') {
      expect(recording.audio.subarray(0, 4).toString()).toBe('RIFF');
      expect(recording.durationSeconds).toBe(4);
    }
  });

  it('reports a busy line at once, without a recording', async () => {
    const sim = new SimulatedTelephony({ seed: 1, speed: Infinity });
    const events: LegEvent[] = [];
    sim.onEvent(async (event) => void events.push(event));
    sim.setOutcome('+1', { kind: 'busy', ringSeconds: 1 });
    await sim.dial({ sid: 'CAcd', to: '+1', from: '+2', record: true });
    await sim.idle();
    expect(events.map((e) => e.kind)).toEqual(['ringing', 'busy']);
    expect(events[1]!.recording).toBeUndefined();
  });
});

describe('wavAudio', () => {
  it('is a valid 8 kHz 16-bit mono WAV of the length asked', () => {
    const wav = wavAudio(2, 42);
    expect(wav.length).toBe(44 + 2 * 8000 * 2);
    expect(wav.readUInt32LE(24)).toBe(8000);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    expect(wavAudio(2, 42).equals(wav)).toBe(true);
  });
});
