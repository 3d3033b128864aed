import { describe, expect, it } from 'vitest';
import { formatPercent, formatSubsidy, subsidyCountyLabel } from './subsidy-display';

describe('subsidy display (seed 002 §9)', () => {
  it('shows a percent subsidy as a percentage with its cap in USD', () => {
    expect(formatSubsidy({ kind: 'PERCENT', amount: 2500, capCents: 1000 })).toBe(
      '25% (cap $10.00)',
    );
    expect(formatSubsidy({ kind: 'PERCENT', amount: 1250, capCents: 123456 })).toBe(
      '12.5% (cap $1,234.56)',
    );
    expect(formatPercent(5)).toBe('0.05%');
  });

  it('shows any other subsidy as a flat USD amount', () => {
    expect(formatSubsidy({ kind: 'FLAT', amount: 500, capCents: null })).toBe('$5.00');
    expect(formatSubsidy({ kind: 'FLAT', amount: 500, capCents: 900 })).toBe('$5.00');
  });

  it('names a state-wide row', () => {
    expect(subsidyCountyLabel('')).toBe('All counties');
    expect(subsidyCountyLabel('KING')).toBe('KING');
  });
});
