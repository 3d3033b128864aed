import type { TerritoryGeo } from '../territory-duplicates';

/** Geo builders for the territory tests. */
export const state = (s: string): TerritoryGeo => ({
  type: 'State',
  stateAbbreviation: s,
  county: null,
  zipCode: null,
});
export const county = (s: string, c: string): TerritoryGeo => ({
  type: 'County',
  stateAbbreviation: s,
  county: c,
  zipCode: null,
});
export const zip = (s: string, z: string, c: string | null = null): TerritoryGeo => ({
  type: 'ZipCode',
  stateAbbreviation: s,
  county: c,
  zipCode: z,
});
