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

/** Names compare trimmed and case-insensitively. */
export const upper = (value: string | null) => (value ?? '').trim().toUpperCase();

/**
 * A territory indexed by state, county and zip, so that each duplicate check is a look-up: a
 * zip is a duplicate if the same zip, its county or its state is there; a county if the same
 * county of the same state or the whole state is; a state if the same state is.
 */
export class TerritoryIndex {
  private readonly states = new Set<string>();
  private readonly counties = new Set<string>();
  private readonly zips = new Set<string>();

  static of(geos: readonly TerritoryGeo[]): TerritoryIndex {
    const index = new TerritoryIndex();
    geos.forEach((geo) => index.add(geo));
    return index;
  }

  add(geo: TerritoryGeo): void {
    const state = upper(geo.stateAbbreviation);
    if (geo.type === 'State') this.states.add(state);
    else if (geo.type === 'County') this.counties.add(`${state}|${upper(geo.county)}`);
    else this.zips.add(upper(geo.zipCode));
  }

  /** Why the geo adds nothing to the territory; null when it is new. */
  duplicateOf(geo: TerritoryGeo): TerritoryDuplicate | null {
    const state = upper(geo.stateAbbreviation);
    const county = upper(geo.county);
    const countyThere = county !== '' && this.counties.has(`${state}|${county}`);
    if (geo.type === 'ZipCode') {
      if (this.zips.has(upper(geo.zipCode))) return 'duplicateZip';
      if (countyThere) return 'zipInSelectedCounty';
      return this.states.has(state) ? 'zipInSelectedState' : null;
    }
    if (geo.type === 'County') {
      if (countyThere) return 'duplicateCounty';
      return this.states.has(state) ? 'countyInSelectedState' : null;
    }
    return this.states.has(state) ? 'duplicateState' : null;
  }
}

/** Why an added geo adds nothing to the existing ones (see TerritoryIndex); null when new. */
export function territoryDuplicate(
  existing: readonly TerritoryGeo[],
  added: TerritoryGeo,
): TerritoryDuplicate | null {
  return TerritoryIndex.of(existing).duplicateOf(added);
}
