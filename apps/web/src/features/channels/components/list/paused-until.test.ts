import { describe, expect, it } from 'vitest';
import { pausedUntilLabel } from './paused-until';

describe('pausedUntilLabel', () => {
  it('shows the end in New York time', () => {
    expect(pausedUntilLabel('2026-11-22T22:30:00.000Z')).toBe('Paused until 11-22-2026 5:30 pm ET');
    expect(pausedUntilLabel('2026-07-01T04:00:00.000Z')).toBe(
      'Paused until 07-01-2026 12:00 am ET',
    );
  });

  it('says only Paused without a valid end', () => {
    expect(pausedUntilLabel(null)).toBe('Paused');
    expect(pausedUntilLabel('soon')).toBe('Paused');
  });
});
