/**
 * Whether the lead's zip lies in a channel's territory (issue 16). The geo maps hold states,
 * counties and zips (a radius is stored as its zips); names compare trimmed and ignoring case.
 * Beyond them, a channel that has not opted out of the territory expansion also takes the
 * expansion's zips, less the zips it excluded from it.
 */
import { upper, type TerritoryGeo } from '../territory-duplicates';
import type { ChannelCandidate, Lead } from './lead';

export type TerritoryMiss = { code: 'outsideTerritory' } | { code: 'zipExcluded' };

type Located = Pick<Lead, 'zipCode' | 'stateAbbreviation' | 'county'>;
type Territory = Pick<
  ChannelCandidate,
  'geoMaps' | 'expansionOptOut' | 'secondaryZipCodes' | 'secondaryTerritoryExcludedZipCodes'
>;

export function inGeoMaps(lead: Located, geoMaps: readonly TerritoryGeo[]): boolean {
  const state = upper(lead.stateAbbreviation);
  const county = upper(lead.county);
  const zip = upper(lead.zipCode);
  return geoMaps.some((geo) => {
    if (geo.type === 'ZipCode') return upper(geo.zipCode) === zip;
    if (upper(geo.stateAbbreviation) !== state) return false;
    return geo.type === 'State' || (county !== '' && upper(geo.county) === county);
  });
}

export function territoryMiss(lead: Located, channel: Territory): TerritoryMiss | null {
  if (inGeoMaps(lead, channel.geoMaps)) return null;
  const zip = upper(lead.zipCode);
  const has = (zips: readonly string[]) => zips.some((z) => upper(z) === zip);
  if (channel.expansionOptOut || !has(channel.secondaryZipCodes)) {
    return { code: 'outsideTerritory' };
  }
  return has(channel.secondaryTerritoryExcludedZipCodes) ? { code: 'zipExcluded' } : null;
}
