import type { GeoMap } from '@client-admin/contracts/channels';

export function geoMapLabel(geo: GeoMap): string {
  if (geo.type === 'ZipCode') return `${geo.zipCode ?? ''} (${geo.stateAbbreviation})`;
  if (geo.type === 'County') return `${geo.county ?? ''} county, ${geo.stateAbbreviation}`;
  return geo.stateAbbreviation;
}
