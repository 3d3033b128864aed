import { describe, expect, it } from 'vitest';
import { TRUMP_FLAG_LABELS, TRUMP_FLAGS, isTrumpFlag } from './trump-flags';

describe('trump flags (seed 001 §9)', () => {
  it('orders lowest, standard, plus, highest', () => {
    expect(TRUMP_FLAGS).toEqual({ LOWEST: -1, STANDARD: 0, PLUS: 1, HIGHEST: 2 });
    expect(TRUMP_FLAG_LABELS[-1]).toBe('Lowest');
    expect(TRUMP_FLAG_LABELS[2]).toBe('Highest');
  });

  it('knows its values', () => {
    expect(isTrumpFlag(1)).toBe(true);
    expect(isTrumpFlag(3)).toBe(false);
  });
});
