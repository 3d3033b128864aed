import { describe, expect, it } from 'vitest';
import { SubsidyKeys } from './subsidy-keys';
import type { SubsidyKey } from './subsidy-rows';

const STATES = ['WA', 'TX', 'CO', 'AL', 'W'];
const COUNTIES = ['', 'KING', 'KING CITY', 'PIERCE', 'DOÑA ANA', 'A', 'ADAMS'];
const PRODUCTS = ['SF-AUTO-WEB', 'SF-AUTO-CALL', 'SF-HOME-WEB', 'SF-LIFE-CALL'];

/** A deterministic pseudo-random sequence, so a failure repeats. */
function* picks(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    yield x;
  }
}

function keysOf(count: number, seed: number): SubsidyKey[] {
  const pick = picks(seed);
  const at = <T>(list: T[]) => list[pick.next().value! % list.length]!;
  return Array.from({ length: count }, () => ({
    leadState: at(STATES),
    county: at(COUNTIES),
    product: at(PRODUCTS),
  }));
}

const text = (k: SubsidyKey) => JSON.stringify([k.leadState, k.county, k.product]);
const byParts = (a: SubsidyKey, b: SubsidyKey) => {
  for (const part of ['leadState', 'county', 'product'] as const) {
    if (a[part] !== b[part]) return a[part] < b[part] ? -1 : 1;
  }
  return 0;
};

describe('subsidy keys as numbers', () => {
  it('gives equal keys one code and different keys different codes', () => {
    const keys = new SubsidyKeys();
    const seen = new Map<number, string>();
    for (const key of keysOf(2000, 7)) {
      const code = keys.codeOf(key);
      expect(Number.isSafeInteger(code)).toBe(true);
      const earlier = seen.get(code);
      if (earlier !== undefined) expect(earlier).toBe(text(key));
      seen.set(code, text(key));
    }
    expect(new Set(seen.values()).size).toBe(seen.size);
  });

  it('orders codes as the keys sort by state, county and product, whatever order they came in', () => {
    for (const seed of [1, 2, 3]) {
      const keys = new SubsidyKeys();
      const list = keysOf(300, seed);
      const codes = list.map((k) => keys.codeOf(k));
      const order = keys.order();
      const sorted = list
        .map((key, i) => ({ key, place: order(codes[i]!) }))
        .sort((a, b) => a.place - b.place)
        .map((p) => p.key);
      expect(sorted.map(text)).toEqual([...list].sort(byParts).map(text));
    }
  });

  it('knows the states of the keys coded', () => {
    const keys = new SubsidyKeys();
    keys.codeOf({ leadState: 'WA', county: '', product: 'SF-AUTO-WEB' });
    expect(keys.hasState('WA')).toBe(true);
    expect(keys.hasState('TX')).toBe(false);
    keys.codeOf({ leadState: 'CO', county: 'DENVER', product: 'SF-AUTO-WEB' });
    keys.codeOf({ leadState: 'WA', county: 'KING', product: 'SF-HOME-WEB' });
    expect(keys.states()).toEqual(['WA', 'CO']);
  });
});
