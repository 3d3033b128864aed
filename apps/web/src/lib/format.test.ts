import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('dates and times of the portal', () => {
  it('shows a time in New York, labelled ET, whatever zone the browser runs in', () => {
    expect(formatDateTime('2026-11-30T14:00:00.000Z')).toBe('11-30-2026 09:00 AM ET');
    expect(formatDateTime('2026-07-01T03:30:00.000Z')).toBe('06-30-2026 11:30 PM ET');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('soon')).toBe('');
  });

  it('shows a date as its New York day, and a bare date as itself', () => {
    expect(formatDate('2026-07-01T03:30:00.000Z')).toBe('06-30-2026');
    expect(formatDate('2026-07-01')).toBe('07-01-2026');
  });
});
