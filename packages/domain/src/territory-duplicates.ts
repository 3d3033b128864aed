/**
 * Whether a territory entry adds nothing to a channel's geo maps (seed 001 §5 Territory).
 * Names are compared case-insensitively; each reason is a key of TERRITORY_MESSAGES.
 */
export interface TerritoryGeo {
  type: 'State' | 'County' | 'ZipCode';
  stateAbbreviation: string;
  county: string | null;
  zipCode: string | null;
}

export type TerritoryDuplicate =
  | 'duplicateZip'
  | 'zipInSelectedCounty'
  | 'zipInSelectedState'
  | 'duplicateCounty'
  | 'countyInSelectedState'
  | 'duplicateState';

const same = (a: string | null, b: string | null) =>
  (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();

const hasState = (geos: readonly TerritoryGeo[], state: string) =>
  geos.some((g) => g.type === 'State' && same(g.stateAbbreviation, state));

const hasCounty = (geos: readonly TerritoryGeo[], state: string, county: string | null) =>
  !same(county, null) &&
  geos.some(
    (g) => g.type === 'County' && same(g.stateAbbreviation, state) && same(g.county, county),
  );

/**
 * A zip is a duplicate if the same zip, its county or its state is there; a county if the same
 * county of the same state or the whole state is; a state if the same state is. Null when new.
 */
export function territoryDuplicate(
  existing: readonly TerritoryGeo[],
  added: TerritoryGeo,
): TerritoryDuplicate | null {
  const state = added.stateAbbreviation;
  if (added.type === 'ZipCode') {
    if (existing.some((g) => g.type === 'ZipCode' && same(g.zipCode, added.zipCode))) {
      return 'duplicateZip';
    }
    if (hasCounty(existing, state, added.county)) return 'zipInSelectedCounty';
    return hasState(existing, state) ? 'zipInSelectedState' : null;
  }
  if (added.type === 'County') {
    if (hasCounty(existing, state, added.county)) return 'duplicateCounty';
    return hasState(existing, state) ? 'countyInSelectedState' : null;
  }
  return hasState(existing, state) ? 'duplicateState' : null;
}
