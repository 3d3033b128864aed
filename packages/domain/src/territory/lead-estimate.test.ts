import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  territoryLeadEstimate,
  zipLeadEstimate,
  type EstimateKind,
  type ZipLeadData,
} from './lead-estimate';

const autoWeb: EstimateKind = { quoteType: 'auto', productTypeId: 1 };
const data: Record<string, ZipLeadData> = {
  '78701': { residents: 10_000, recentLeads: 0, days: 90 },
  '78702': { residents: 20_000, recentLeads: 90, days: 90 },
  '78703': { residents: 0, recentLeads: 0, days: 90 },
};

describe('lead estimate model', () => {
  it('uses the residents prior when there is no history', () => {
    expect(zipLeadEstimate(data['78701']!, autoWeb)).toBeCloseTo(6);
    expect(zipLeadEstimate(data['78701']!, { quoteType: 'auto', productTypeId: 2 })).toBeCloseTo(
      2.4,
    );
    expect(zipLeadEstimate(data['78701']!, { quoteType: 'life', productTypeId: 1 })).toBeCloseTo(1);
  });

  it('leans on history as it grows', () => {
    // observed 30 a month, prior 12, credibility 90/100.
    expect(zipLeadEstimate(data['78702']!, autoWeb)).toBeCloseTo(0.9 * 30 + 0.1 * 12);
  });

  it('sums geos, counting a zip once in the total', () => {
    const estimate = territoryLeadEstimate(
      [
        { key: 'a', zipCodes: ['78701', '78702'] },
        { key: 'b', zipCodes: ['78702', '78702'] },
        { key: 'c', zipCodes: ['00000', '78703'] },
      ],
      (zip) => data[zip],
      autoWeb,
    );
    expect(estimate).toEqual({
      perGeo: [
        { key: 'a', estimate: 34 },
        { key: 'b', estimate: 28 },
        { key: 'c', estimate: 0 },
      ],
      total: 34,
    });
  });

  it('is deterministic and independent of the order of geos and zips', () => {
    const zip = fc.constantFrom('78701', '78702', '78703', '00000');
    const geos = fc.array(
      fc.record({ key: fc.string({ maxLength: 3 }), zipCodes: fc.array(zip, { maxLength: 5 }) }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(geos, (list) => {
        const a = territoryLeadEstimate(list, (z) => data[z], autoWeb);
        const b = territoryLeadEstimate(
          [...list].reverse().map((g) => ({ ...g, zipCodes: [...g.zipCodes].reverse() })),
          (z) => data[z],
          autoWeb,
        );
        return (
          a.total === b.total &&
          a.perGeo.every((g, i) => g.estimate === b.perGeo[list.length - 1 - i]!.estimate)
        );
      }),
    );
  });

  it('never falls as residents grows', () => {
    const d = fc.record({
      residents: fc.integer({ min: 0, max: 100_000 }),
      recentLeads: fc.integer({ min: 0, max: 1000 }),
      days: fc.constant(90),
    });
    fc.assert(
      fc.property(d, fc.integer({ min: 0, max: 1000 }), (base, more) => {
        const e = zipLeadEstimate(base, autoWeb);
        return (
          zipLeadEstimate({ ...base, residents: base.residents + more }, autoWeb) >= e - 1e-9 &&
          e >= 0
        );
      }),
    );
  });
});
