import type {
  ChannelCapMinimums,
  ChannelDashboard,
  LeadChannelOption,
  TerritoryDetail,
} from '@client-admin/contracts/channels';
import {
  CHANNEL_STATUS,
  isActiveChannel,
  isIncompleteChannelName,
} from '@client-admin/domain/channel-status';
import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import { dayCapMinimums } from '@client-admin/domain/day-cap-minimums';
import type { Database } from '../../../db/database';
import { clientNotFound } from '../../../errors';
import { assertClientAccess } from '../../../plugins/access';
import type { RequestUser } from '../../../plugins/auth';
import { loadChannelFor } from '../channel-access';
import { clientExists } from '../../clients/clients.public';
import { listClientChannels, type ChannelWithPackage } from '../channels.repository';

type AttentionReason = ChannelDashboard['needsAttention'][number]['reason'];

const attentionReason = (c: ChannelWithPackage): AttentionReason | null => {
  if (isIncompleteChannelName(c.name)) return 'incomplete';
  if (c.status === CHANNEL_STATUS.PAUSE) return 'paused';
  if (c.packageId !== null && c.packageIsActive === false) return 'inactivePackage';
  return null;
};

function tally(channels: ChannelWithPackage[]) {
  return {
    total: channels.length,
    active: channels.filter((c) => isActiveChannel(c.status)).length,
    paused: channels.filter((c) => c.status === CHANNEL_STATUS.PAUSE).length,
    incomplete: channels.filter((c) => isIncompleteChannelName(c.name)).length,
  };
}

async function clientChannels(db: Database, user: RequestUser, clientId: number) {
  assertClientAccess(user, clientId);
  return db.transaction(async (tx) => {
    if (!(await clientExists(tx, clientId))) throw clientNotFound();
    return listClientChannels(tx, clientId, null);
  });
}

/** GET /api/LeadType/dashboard/{clientId} */
export async function channelDashboard(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<ChannelDashboard> {
  const channels = await clientChannels(db, user, clientId);
  return {
    clientId,
    ...tally(channels),
    products: [PRODUCT_IDS.WEB, PRODUCT_IDS.CALL].map((productTypeId) => ({
      productTypeId,
      ...tally(channels.filter((c) => c.productTypeId === productTypeId)),
    })),
    needsAttention: channels.flatMap((c) => {
      const reason = attentionReason(c);
      return reason
        ? [
            {
              id: c.id,
              name: c.name,
              productTypeId: c.productTypeId,
              status: c.status,
              temporaryPause: c.temporaryPause,
              reason,
            },
          ]
        : [];
    }),
  };
}

/** GET /api/LeadType/leadchannels/{clientId} */
export async function leadChannels(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<LeadChannelOption[]> {
  const channels = await clientChannels(db, user, clientId);
  return channels.map(({ id, name, productTypeId, status }) => ({
    id,
    name,
    productTypeId,
    status,
  }));
}

/** GET /api/LeadType/{id}/caps/min */
export async function capMinimums(
  db: Database,
  user: RequestUser,
  id: number,
): Promise<ChannelCapMinimums> {
  await db.transaction((tx) => loadChannelFor(tx, user, id));
  return dayCapMinimums();
}

/** GET /api/LeadType/territorydetail/{id}?subsidyProduct= */
export async function territoryDetail(
  db: Database,
  user: RequestUser,
  id: number,
  subsidyProduct: string | undefined,
): Promise<TerritoryDetail> {
  const channel = await db.transaction((tx) => loadChannelFor(tx, user, id));
  const states = [
    ...new Set(channel.geoMaps.filter((g) => g.type === 'State').map((g) => g.stateAbbreviation)),
  ].sort();
  const counties = channel.geoMaps
    .filter((g) => g.type === 'County' && g.county)
    .map((g) => ({ stateAbbreviation: g.stateAbbreviation, county: g.county! }));
  const zips = channel.geoMaps
    .filter((g) => g.type === 'ZipCode' && g.zipCode)
    .map((g) => ({ stateAbbreviation: g.stateAbbreviation, zipCode: g.zipCode! }));
  return {
    clientQuoteTypeId: channel.id,
    subsidyProduct: subsidyProduct ?? channel.subsidyProduct,
    states,
    counties,
    zips,
    counts: { states: states.length, counties: counties.length, zips: zips.length },
  };
}
