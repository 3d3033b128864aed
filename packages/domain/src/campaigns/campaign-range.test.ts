import { describe, expect, it } from 'vitest';
import { defaultSummaryRange } from './campaign-range';

describe('campaign summary range', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(defaultSummaryRange('2026-11-24')).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(defaultSummaryRange('2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
});
