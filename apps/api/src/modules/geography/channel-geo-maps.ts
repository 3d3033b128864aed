import type { GeoMap } from '@client-admin/contracts/channels';
import type { Tx } from '../../db/database';
import { resolveGeos, type SentGeo } from './resolve-geos';

/**
 * A channel's geo maps as saved: each geo known to the geography, zips with their state and
 * county, counties uppercased, no geo covered by another (a 400 naming `geoMaps.{index}`).
 * What other modules call when they write a channel's territory.
 */
export async function channelGeoMaps(tx: Tx, sent: readonly SentGeo[]): Promise<GeoMap[]> {
  const geos = await resolveGeos(tx, sent, 'geoMaps');
  return geos.map((geo) => ({
    type: geo.type,
    stateAbbreviation: geo.stateAbbreviation,
    county: geo.type === 'State' ? null : geo.county,
    zipCode: geo.zipCode,
    ...(geo.radiusBoundary === null ? {} : { radiusBoundary: geo.radiusBoundary }),
    ...(geo.milesAway === null ? {} : { milesAway: geo.milesAway }),
    ...(geo.isCustomZip ? { isCustomZip: true } : {}),
  }));
}
