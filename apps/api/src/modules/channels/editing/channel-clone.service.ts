import type { ChannelDetail, CloneChannelRequest } from '@client-admin/contracts/channels';
import {
  channelName,
  isChannelComplete,
  statusAfterSave,
} from '@client-admin/domain/channel-completeness';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import type { Database } from '../../../db/database';
import { notFound } from '../../../errors';
import { assertClientAccess } from '../../../plugins/access';
import type { RequestUser } from '../../../plugins/auth';
import { findChannelClient, loadChannelFor } from '../channel-access';
import { listPriceModifiers, replacePriceModifiers } from '../channel-price-modifiers.repository';
import { insertChannel } from '../channels.repository';
import { copyChannelFilters } from '../filters/channel-filters.repository';
import { readChannelDetail } from './channel-write.service';
import { recordClientLog } from '../../clients/clients.public';
import { copyChannelSchedule } from '../../schedules/schedules.public';

function omitKeys<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

/**
 * POST /api/LeadType/clone: a new channel with the source's settings, filters, price modifiers
 * and schedule; named and given a status as a new channel is; a temporary pause is not copied.
 */
export async function cloneChannel(
  db: Database,
  user: RequestUser,
  request: CloneChannelRequest,
): Promise<ChannelDetail> {
  return db.transaction(async (tx) => {
    const source = await loadChannelFor(tx, user, request.clientQuoteTypeId);
    const clientId = request.clientId ?? source.clientId;
    assertClientAccess(user, clientId);
    if (!(await findChannelClient(tx, clientId))) throw notFound(CHANNEL_MESSAGES.cloneChannel);
    const sourceId = source.id;
    // The schedule rows, filter rows and modifier prices follow the copied schedule, filters and
    // modifiers (the database keeps them, migrations 0026 and 0031).
    const copy = omitKeys(source, [
      'id',
      'createdAt',
      'updatedAt',
      'version',
      'packageIsActive',
      'scheduleRows',
      'filterRows',
      'modifierPrices',
    ]);
    const complete = isChannelComplete(source);
    const row = await insertChannel(tx, {
      ...copy,
      clientId,
      customName: request.customName ?? source.customName,
      name: channelName(source.quoteType, source.serviceType, complete),
      status: statusAfterSave(null, complete),
      temporaryPause: null,
      statusBeforePause: null,
    });
    const modifiers = await listPriceModifiers(tx, sourceId);
    await replacePriceModifiers(
      tx,
      row.id,
      modifiers.map((m) => ({
        packagePriceModifierId: m.packagePriceModifierId,
        priceCents: m.priceCents,
      })),
    );
    await copyChannelFilters(tx, sourceId, row.id);
    await copyChannelSchedule(tx, sourceId, row.id);
    await recordClientLog(tx, {
      clientId,
      actorUserId: user.id,
      actorEmail: user.email,
      action: 'CHANNEL_CLONED',
      before: { clientQuoteTypeId: sourceId },
      after: { clientQuoteTypeId: row.id, name: row.name, status: row.status },
    });
    return readChannelDetail(tx, row.id);
  });
}
