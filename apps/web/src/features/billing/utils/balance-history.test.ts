import { describe, expect, it } from 'vitest';
import { balanceHistory } from './balance-history';

const range = { from: '2026-11-01', to: '2026-11-24' };
const at = (iso: string) => Date.parse(iso);
const now = at('2026-11-24T12:00:00Z');

describe('balanceHistory', () => {
  it('walks back from today through each line of the range', () => {
    const points = balanceHistory({
      balance: 125,
      lines: [
        { Amount: 100, CreateDate: '2026-11-02T10:00:00Z' },
        { Amount: -25.5, CreateDate: '2026-11-10T10:00:00Z' },
        { Amount: 50.5, CreateDate: '2026-11-20T10:00:00Z' },
      ],
      range,
      now,
    });
    expect(points).toEqual([
      { at: at('2026-11-01T00:00:00Z'), cents: 0 },
      { at: at('2026-11-02T10:00:00Z'), cents: 10_000 },
      { at: at('2026-11-10T10:00:00Z'), cents: 7_450 },
      { at: at('2026-11-20T10:00:00Z'), cents: 12_500 },
      { at: now, cents: 12_500 },
    ]);
  });

  it('undoes the lines after the range before drawing it', () => {
    const points = balanceHistory({
      balance: 80,
      lines: [
        { Amount: 30, CreateDate: '2026-11-05T10:00:00Z' },
        { Amount: -20, CreateDate: '2026-11-15T10:00:00Z' },
      ],
      range: { from: '2026-11-01', to: '2026-11-10' },
      now,
    });
    expect(points).toEqual([
      { at: at('2026-11-01T00:00:00Z'), cents: 7_000 },
      { at: at('2026-11-05T10:00:00Z'), cents: 10_000 },
      { at: at('2026-11-11T00:00:00Z'), cents: 10_000 },
    ]);
  });

  it('is flat when nothing moved', () => {
    expect(balanceHistory({ balance: 10, lines: [], range, now })).toEqual([
      { at: at('2026-11-01T00:00:00Z'), cents: 1_000 },
      { at: now, cents: 1_000 },
    ]);
  });
});
