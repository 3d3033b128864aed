import type { GeoMap } from '@client-admin/contracts/channels';
import type { Tx } from '../../db/database';
import type { RequestUser } from '../../plugins/auth';
import { recordClientLog } from '../clients/clients.public';
import { insertChannelChange } from './channel-changes.repository';
import { setSecondaryTerritory, updateChannel, type ChannelRow } from './channels.repository';

/** What the territory module writes of a channel; it never updates channel rows itself. */
export { loadChannelFor } from './channel-access';
export { lockChannelsById } from './channels.repository';

/**
 * Replaces a locked channel's geo maps outside the edit form (a zip removed): the version moves
 * on, so a form still holding the old territory gets 409 instead of saving the zip back.
 */
export async function replaceChannelGeoMaps(
  tx: Tx,
  user: RequestUser,
  channel: ChannelRow,
  geoMaps: GeoMap[],
): Promise<GeoMap[]> {
  const updated = await updateChannel(tx, channel.id, channel.version, { geoMaps });
  if (!updated) throw new Error(`channel ${channel.id} changed while locked`);
  await insertChannelChange(tx, {
    kind: 'geoMaps',
    channelId: channel.id,
    actor: user.email,
    before: channel.geoMaps,
    after: geoMaps,
  });
  await recordClientLog(tx, {
    clientId: channel.clientId,
    actorUserId: user.id,
    actorEmail: user.email,
    action: 'CHANNEL_UPDATED',
    before: { geoMaps: channel.geoMaps },
    after: { geoMaps },
  });
  return updated.geoMaps;
}

/** Opts a channel in to secondary territories, with the zips it excludes there, or out of them. */
export async function setSecondaryTerritoryOptStatus(
  tx: Tx,
  channel: ChannelRow,
  optIn: boolean,
  excludedZipCodes: string[],
): Promise<void> {
  await setSecondaryTerritory(tx, channel.id, {
    expansionOptOut: !optIn,
    secondaryTerritoryExcludedZipCodes: optIn ? excludedZipCodes : [],
  });
}
