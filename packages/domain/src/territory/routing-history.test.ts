import { describe, expect, it } from 'vitest';
import {
  buyersPerLead,
  historyWeeklyLeads,
  reachableLeads,
  type RoutingHistory,
} from './routing-history';

const history: RoutingHistory = {
  days: 28,
  leads: 60,
  open: 20,
  full: [
    { lowestPriceCents: 1500, leads: 30 },
    { lowestPriceCents: 2500, leads: 10 },
  ],
};

describe('routing history', () => {
  it('a web lead is shared with up to four buyers, a call goes to one', () => {
    expect(buyersPerLead(1)).toBe(4);
    expect(buyersPerLead(2)).toBe(1);
  });

  it('reaches the open leads, and the full ones only above their lowest price', () => {
    expect(reachableLeads(history, 1000)).toBe(20);
    expect(reachableLeads(history, 1500)).toBe(20);
    expect(reachableLeads(history, 1501)).toBe(50);
    expect(reachableLeads(history, 3000)).toBe(60);
  });

  it('spreads the reachable leads over a week, one decimal, at most the weekly cap', () => {
    expect(historyWeeklyLeads(history, 3000, null)).toBe(15);
    expect(historyWeeklyLeads(history, 1000, -1)).toBe(5);
    expect(historyWeeklyLeads(history, 3000, 12)).toBe(12);
    expect(historyWeeklyLeads({ ...history, days: 7, leads: 1, open: 1, full: [] }, 0, null)).toBe(
      1,
    );
    expect(historyWeeklyLeads({ ...history, open: 1, full: [] }, 0, null)).toBe(0.3);
  });

  it('says nothing when the territory saw no lead of the kind', () => {
    expect(historyWeeklyLeads({ days: 28, leads: 0, open: 0, full: [] }, 3000, null)).toBeNull();
  });
});
