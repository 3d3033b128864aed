import type { GeoMap } from '@client-admin/contracts/channels';
import type { TerritoryGeoInput, TerritoryGeoItem } from '@client-admin/contracts/territory';
import { normaliseCounty } from '@client-admin/domain/territory/geo-codes';
import {
  addTerritoryGeos,
  firstRedundantGeo,
  type SkippedGeo,
  type TerritoryRadius,
} from '@client-admin/domain/territory/territory-geo-set';
import { upper } from '@client-admin/domain/territory-duplicates';

/** One geo of a territory being edited: a channel's geo map. */
export type EditorGeo = GeoMap;

/** Identifies a geo within a territory (the duplicate rules make it unique). */
export function geoKey(geo: Pick<EditorGeo, 'type' | 'stateAbbreviation' | 'county' | 'zipCode'>) {
  if (geo.type === 'ZipCode') return `ZipCode|${upper(geo.zipCode)}`;
  if (geo.type === 'County') return `County|${upper(geo.stateAbbreviation)}|${upper(geo.county)}`;
  return `State|${upper(geo.stateAbbreviation)}`;
}

/** A geo the API answered, as the channel keeps it (counties uppercased). */
export function toEditorGeo(geo: TerritoryGeoItem): EditorGeo {
  const county = geo.type === 'State' || !geo.county ? null : normaliseCounty(geo.county);
  return {
    type: geo.type,
    stateAbbreviation: upper(geo.stateAbbreviation),
    county,
    zipCode: geo.type === 'ZipCode' ? geo.zipCode : null,
    ...(geo.type === 'ZipCode' && geo.radiusBoundary !== null
      ? { radiusBoundary: geo.radiusBoundary, milesAway: geo.milesAway }
      : {}),
    ...(geo.isCustomZip ? { isCustomZip: true } : {}),
  };
}

/** A geo as the estimate and look-up calls take it. */
export function toGeoInput(geo: EditorGeo): TerritoryGeoInput {
  return {
    type: geo.type,
    stateAbbreviation: geo.stateAbbreviation,
    county: geo.county,
    zipCode: geo.zipCode,
    radiusBoundary: geo.radiusBoundary ?? null,
    isCustomZip: geo.isCustomZip ?? false,
  };
}

/** The radii drawn in a territory: each radius's centre is its zip 0 miles away. */
export function radiiOf(geos: readonly EditorGeo[]): TerritoryRadius[] {
  return geos.flatMap((geo) =>
    geo.type === 'ZipCode' && geo.zipCode && geo.radiusBoundary != null && geo.milesAway === 0
      ? [{ zipCode: geo.zipCode, radiusMiles: geo.radiusBoundary }]
      : [],
  );
}

export interface GeoAddition {
  geos: EditorGeo[];
  /** Added geos that add nothing, with the duplicate rule that left them out. */
  skipped: SkippedGeo[];
  /** Geos already there that an added, broader geo now covers: taken out. */
  covered: EditorGeo[];
}

/**
 * The territory with the added geos (the domain's duplicate rules), less the geos that an added
 * state or county now covers, as the API refuses a territory holding a geo twice over.
 */
export function addGeos(existing: readonly EditorGeo[], added: readonly EditorGeo[]): GeoAddition {
  const { geos, skipped } = addTerritoryGeos(existing, added);
  const kept = [...(geos as EditorGeo[])];
  const covered: EditorGeo[] = [];
  for (let redundant = firstRedundantGeo(kept); redundant; redundant = firstRedundantGeo(kept)) {
    covered.push(...kept.splice(redundant.index, 1));
  }
  return { geos: kept, skipped, covered };
}
