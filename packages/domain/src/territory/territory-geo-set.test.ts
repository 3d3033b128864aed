import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { territoryDuplicate, type TerritoryGeo } from '../territory-duplicates';
import { addTerritoryGeos, firstRedundantGeo, geoLabel, radiusExists } from './territory-geo-set';
import { county, state, zip } from './test-geos';

const geo: fc.Arbitrary<TerritoryGeo> = fc.oneof(
  fc.constantFrom('TX', 'tx', 'OK').map(state),
  fc
    .tuple(fc.constantFrom('TX', 'OK'), fc.constantFrom('TRAVIS', 'travis', 'HAYS'))
    .map(([s, c]) => county(s, c)),
  fc
    .tuple(
      fc.constantFrom('TX', 'OK'),
      fc.constantFrom('78701', '78702', '73301'),
      fc.constantFrom(null, 'TRAVIS', 'HAYS'),
    )
    .map(([s, z, c]) => zip(s, z, c)),
);

const keyOf = (g: TerritoryGeo) =>
  `${g.type}|${g.stateAbbreviation.toUpperCase()}|${(g.county ?? '').toUpperCase()}|${
    g.type === 'ZipCode' ? g.zipCode : ''
  }`;

describe('adding territory geos (seed 001 §5)', () => {
  it('skips what is already covered, with the reason', () => {
    const { geos, skipped } = addTerritoryGeos(
      [state('TX')],
      [zip('TX', '78701'), county('OK', 'KAY'), county('ok', 'kay'), state('OK')],
    );
    expect(geos).toEqual([state('TX'), county('OK', 'KAY'), state('OK')]);
    expect(skipped.map((s) => s.reason)).toEqual(['zipInSelectedState', 'duplicateCounty']);
  });

  it('never holds a geo twice, however often it is added', () => {
    fc.assert(
      fc.property(fc.array(geo, { maxLength: 20 }), (added) => {
        const { geos } = addTerritoryGeos([], [...added, ...added]);
        return new Set(geos.map(keyOf)).size === geos.length;
      }),
    );
  });

  it('always flags a zip inside a selected state', () => {
    fc.assert(
      fc.property(
        fc.array(geo, { maxLength: 10 }),
        fc.constantFrom('TX', 'tx', 'OK'),
        fc.stringMatching(/^\d{5}$/),
        (others, s, z) => {
          const { skipped } = addTerritoryGeos([...others, state(s)], [zip(s.toUpperCase(), z)]);
          return skipped.length === 1 && skipped[0]!.reason !== null;
        },
      ),
    );
    expect(addTerritoryGeos([state('TX')], [zip('tx', '78701')]).skipped[0]!.reason).toBe(
      'zipInSelectedState',
    );
  });

  it('agrees with territoryDuplicate for one geo added', () => {
    fc.assert(
      fc.property(fc.array(geo, { maxLength: 15 }), geo, (existing, added) => {
        const { skipped } = addTerritoryGeos(existing, [added]);
        return (skipped[0]?.reason ?? null) === territoryDuplicate(existing, added);
      }),
    );
  });
});

describe('a submitted territory (the API refuses duplicates)', () => {
  it('finds a geo covered by another, wherever it is listed', () => {
    expect(firstRedundantGeo([state('TX'), zip('OK', '73301')])).toBeNull();
    const found = firstRedundantGeo([zip('TX', '78701'), state('OK'), state('tx')]);
    expect(found).toMatchObject({ index: 0, reason: 'zipInSelectedState' });
    expect(geoLabel(found!.geo)).toBe('78701');
    expect(firstRedundantGeo([county('TX', 'Travis'), county('tx', 'TRAVIS')])).toMatchObject({
      index: 1,
      reason: 'duplicateCounty',
    });
  });

  it('answers null exactly when adding the list one by one skips nothing', () => {
    fc.assert(
      fc.property(fc.array(geo, { maxLength: 12 }), (geos) => {
        const sorted = [...geos].sort(
          (a, b) =>
            ['State', 'County', 'ZipCode'].indexOf(a.type) -
            ['State', 'County', 'ZipCode'].indexOf(b.type),
        );
        const { skipped } = addTerritoryGeos([], sorted);
        return (firstRedundantGeo(geos) === null) === (skipped.length === 0);
      }),
    );
  });

  it('labels geos for messages', () => {
    expect(geoLabel(state('tx'))).toBe('TX');
    expect(geoLabel(county('tx', 'Travis'))).toBe('TRAVIS, TX');
  });
});

describe('radius already exists (seed 001 §5)', () => {
  it('matches the same zip and radius only', () => {
    const existing = [{ zipCode: '78701', radiusMiles: 10 }];
    expect(radiusExists(existing, { zipCode: '78701', radiusMiles: 10 })).toBe(true);
    expect(radiusExists(existing, { zipCode: '78701', radiusMiles: 5 })).toBe(false);
    expect(radiusExists(existing, { zipCode: '78702', radiusMiles: 10 })).toBe(false);
  });
});
