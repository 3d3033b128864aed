import { describe, expect, it } from 'vitest';
import { depositDays, weeklyCost, weeklyLeads } from './signup-estimate';

describe("a signup channel's expected leads and cost", () => {
  it('spreads the monthly estimate over a week, at most the weekly cap', () => {
    expect(weeklyLeads(30.4375, null)).toBe(7);
    expect(weeklyLeads(30.4375, -1)).toBe(7);
    expect(weeklyLeads(300, 25)).toBe(25);
    expect(weeklyLeads(0, 25)).toBe(0);
  });

  it('costs the leads at the price, in whole cents', () => {
    expect(weeklyCost(7, 11.25)).toBe(78.75);
    expect(weeklyCost(0.1, 0.333)).toBe(0.03);
  });

  it('counts the whole days a deposit lasts, none without spending', () => {
    expect(depositDays(250, 78.75)).toBe(22);
    expect(depositDays(250, 0)).toBeNull();
  });
});
