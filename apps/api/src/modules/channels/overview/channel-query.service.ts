import { nullableToDollars } from '@client-admin/domain/money';
import type {
  CallTypesResponse,
  ChannelCounts,
  ChannelDetail,
  ChannelListQuery,
  ChannelRestrictions,
  ChannelSummary,
} from '@client-admin/contracts/channels';
import { isActiveChannel } from '@client-admin/domain/channel-status';
import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import type { Database } from '../../../db/database';
import { clientNotFound } from '../../../errors';
import { assertClientAccess } from '../../../plugins/access';
import type { RequestUser } from '../../../plugins/auth';
import { loadChannelFor } from '../channel-access';
import { toChannelDetail, toChannelSummary } from '../channel-mapper';
import { webScheduleOf } from '../channel-web-schedule';
import { clientExists } from '../../clients/clients.public';
import { listPriceModifiers } from '../channel-price-modifiers.repository';
import { countByProductAndStatus, findCallTypes, listClientChannels } from '../channels.repository';

/** Without page and pageSize the whole list: the screen pages it (10 a page). */
export async function listChannels(
  db: Database,
  user: RequestUser,
  clientId: number,
  query: ChannelListQuery,
): Promise<ChannelSummary[]> {
  assertClientAccess(user, clientId);
  return db.transaction(async (tx) => {
    if (!(await clientExists(tx, clientId))) throw clientNotFound();
    const paging =
      query.page || query.pageSize
        ? {
            limit: query.pageSize ?? 10,
            offset: ((query.page ?? 1) - 1) * (query.pageSize ?? 10),
          }
        : null;
    const rows = await listClientChannels(tx, clientId, paging);
    return rows.map((row) => toChannelSummary(row, { geoMaps: !query.noGeoMaps }));
  });
}

export async function countChannels(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<ChannelCounts> {
  assertClientAccess(user, clientId);
  return db.transaction(async (tx) => {
    if (!(await clientExists(tx, clientId))) throw clientNotFound();
    const groups = await countByProductAndStatus(tx, clientId);
    const products = [PRODUCT_IDS.WEB, PRODUCT_IDS.CALL].map((productTypeId) => {
      const mine = groups.filter((g) => g.productTypeId === productTypeId);
      return {
        productTypeId,
        total: mine.reduce((sum, g) => sum + g.count, 0),
        active: mine.filter((g) => isActiveChannel(g.status)).reduce((s, g) => s + g.count, 0),
      };
    });
    return {
      products,
      total: products.reduce((sum, p) => sum + p.total, 0),
      active: products.reduce((sum, p) => sum + p.active, 0),
    };
  });
}

export async function getChannel(
  db: Database,
  user: RequestUser,
  id: number,
): Promise<ChannelDetail> {
  return db.transaction(async (tx) => {
    const row = await loadChannelFor(tx, user, id);
    return toChannelDetail(row, await listPriceModifiers(tx, id), await webScheduleOf(tx, row));
  });
}

export async function getRestrictions(
  db: Database,
  user: RequestUser,
  id: number,
): Promise<ChannelRestrictions> {
  return db.transaction(async (tx) => {
    const row = await loadChannelFor(tx, user, id);
    return {
      clientQuoteTypeId: row.id,
      packageId: row.packageId,
      maxSold: row.maxSold,
      maxPrice: nullableToDollars(row.maxPriceCents),
    };
  });
}

/** Unknown ids are left out; another client's channel is a 403 for a client user. */
export async function getCallTypes(
  db: Database,
  user: RequestUser,
  ids: number[],
): Promise<CallTypesResponse> {
  return db.transaction(async (tx) => {
    const rows = await findCallTypes(tx, ids);
    for (const row of rows) assertClientAccess(user, row.clientId);
    return Object.fromEntries(rows.map((row) => [String(row.id), row.callType]));
  });
}
