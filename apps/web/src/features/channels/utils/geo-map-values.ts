import type { GeoMap } from '@client-admin/contracts/channels';

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

export function geoMapLabel(geo: GeoMap): string {
  if (geo.type === 'ZipCode') return `${geo.zipCode ?? ''} (${geo.stateAbbreviation})`;
  if (geo.type === 'County') return `${geo.county ?? ''} county, ${geo.stateAbbreviation}`;
  return geo.stateAbbreviation;
}
