import type { GeoMap } from '@client-admin/contracts/channels';
import { TERRITORY_MESSAGES } from '@client-admin/domain/channel-messages';
import { territoryDuplicate } from '@client-admin/domain/territory-duplicates';

/** A territory entry from the simple editor: a zip, else a county, else the whole state. */
export function newGeoMap(input: { state: string; county: string; zip: string }): GeoMap {
  const county = input.county.trim().toUpperCase();
  const zip = input.zip.trim();
  const type = zip ? 'ZipCode' : county ? 'County' : 'State';
  return {
    type,
    stateAbbreviation: input.state,
    county: county || null,
    zipCode: zip || null,
  };
}

/** The entry to add, or why it would add nothing to the territory (seed 001 §5 duplicates). */
export function territoryToAdd(
  existing: readonly GeoMap[],
  input: { state: string; county: string; zip: string },
): { geoMap: GeoMap; warning: null } | { geoMap: null; warning: string } {
  const geoMap = newGeoMap(input);
  const duplicate = territoryDuplicate(existing, geoMap);
  return duplicate
    ? { geoMap: null, warning: TERRITORY_MESSAGES[duplicate] }
    : { geoMap, warning: null };
}

export function geoMapLabel(geo: GeoMap): string {
  if (geo.type === 'ZipCode') return `${geo.zipCode ?? ''} (${geo.stateAbbreviation})`;
  if (geo.type === 'County') return `${geo.county ?? ''} county, ${geo.stateAbbreviation}`;
  return geo.stateAbbreviation;
}
