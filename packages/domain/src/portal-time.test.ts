import { describe, expect, it } from 'vitest';
import { formatPortalDateTime } from './portal-time';

describe('formatPortalDateTime', () => {
  it("writes New York's clock with its label, noon and midnight as people read them", () => {
    expect(formatPortalDateTime(new Date('2026-11-30T14:05:00Z'))).toBe('11-30-2026 09:05 AM ET');
    expect(formatPortalDateTime(new Date('2026-07-01T16:00:00Z'))).toBe('07-01-2026 12:00 PM ET');
    expect(formatPortalDateTime(new Date('2026-07-01T04:00:00Z'))).toBe('07-01-2026 12:00 AM ET');
  });
});
