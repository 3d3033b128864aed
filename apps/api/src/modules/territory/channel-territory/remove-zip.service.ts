import type { GeoMap } from '@client-admin/contracts/channels';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import type { Database } from '../../../db/database';
import { badRequest } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { loadChannelFor, replaceChannelGeoMaps } from '../../channels/channels.public';

/** DELETE /api/territory/states/remove-zip: the channel's geo maps without the zip. */
export function removeZip(
  db: Database,
  user: RequestUser,
  channelId: number,
  zipCode: string,
): Promise<GeoMap[]> {
  return db.transaction(async (tx) => {
    const channel = await loadChannelFor(tx, user, channelId, { lock: true });
    const kept = channel.geoMaps.filter((g) => !(g.type === 'ZipCode' && g.zipCode === zipCode));
    if (kept.length === channel.geoMaps.length) {
      throw badRequest('zipCode', M.zipNotInTerritory(zipCode));
    }
    return replaceChannelGeoMaps(tx, user, channel, kept);
  });
}
