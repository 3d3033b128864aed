/**
 * A few seconds of generated audio as a WAV file (8 kHz, 16-bit mono PCM): the embedded
 * network's recordings. A two-tone "conversation" with a little noise, the same for the same seed.
 */
const SAMPLE_RATE = 8000;

function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

export function wavAudio(seconds: number, seed: number): Buffer {
  const samples = Math.max(1, Math.round(seconds * SAMPLE_RATE));
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(SAMPLE_RATE, 24);
  buffer.writeUInt32LE(SAMPLE_RATE * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples * 2, 40);
  const random = seededRandom(seed);
  const [low, high] = [220 + (seed % 7) * 20, 330 + (seed % 5) * 25];
  for (let i = 0; i < samples; i++) {
    const t = i / SAMPLE_RATE;
    // Speakers take turns every 0.8 s.
    const tone = Math.floor(t / 0.8) % 2 === 0 ? low : high;
    const value = 0.3 * Math.sin(2 * Math.PI * tone * t) + 0.05 * (random() * 2 - 1);
    buffer.writeInt16LE(Math.round(value * 32767), 44 + i * 2);
  }
  return buffer;
}
