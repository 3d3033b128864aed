import { describe, expect, it } from 'vitest';
import { balanceHistory } from './balance-history';

const range = { from: '2026-11-01', to: '2026-11-24' };
const at = (iso: string) => Date.parse(iso);
const now = at('2026-11-24T12:00:00Z');

// The range's days are New York's: Nov 1 starts at 04:00Z (still daylight time), Nov 11 at 05:00Z.
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
      { at: at('2026-11-01T04:00:00Z'), cents: 0 },
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
      { at: at('2026-11-01T04:00:00Z'), cents: 7_000 },
      { at: at('2026-11-05T10:00:00Z'), cents: 10_000 },
      { at: at('2026-11-11T05:00:00Z'), cents: 10_000 },
    ]);
  });

  it('is flat when nothing moved', () => {
    expect(balanceHistory({ balance: 10, lines: [], range, now })).toEqual([
      { at: at('2026-11-01T04:00:00Z'), cents: 1_000 },
      { at: now, cents: 1_000 },
    ]);
  });

  it('keeps a New York evening line in today, though UTC has already moved to tomorrow', () => {
    // 21:08 in New York on Nov 29 is 02:08Z on Nov 30; the refund an hour before is today's.
    const evening = at('2026-11-30T02:08:00Z');
    const points = balanceHistory({
      balance: 100,
      lines: [
        { Amount: 150, CreateDate: '2026-11-29T23:08:00Z' },
        { Amount: -50, CreateDate: '2026-11-30T01:08:00Z' },
      ],
      range: { from: '2026-11-01', to: '2026-11-29' },
      now: evening,
    });
    expect(points).toEqual([
      { at: at('2026-11-01T04:00:00Z'), cents: 0 },
      { at: at('2026-11-29T23:08:00Z'), cents: 15_000 },
      { at: at('2026-11-30T01:08:00Z'), cents: 10_000 },
      { at: evening, cents: 10_000 },
    ]);
  });
});
