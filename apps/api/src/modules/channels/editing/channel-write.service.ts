import { serviceOfParam } from '@client-admin/domain/channel-service-types';
import type {
  ChannelDetail,
  ChannelEditInput,
  ChannelInput,
  ChannelServiceTypeParam,
} from '@client-admin/contracts/channels';
import {
  channelName,
  isChannelComplete,
  statusAfterSave,
} from '@client-admin/domain/channel-completeness';
import { CHANNEL_WRITE_MESSAGES } from '@client-admin/domain/channel-messages';
import { nullableToCents } from '@client-admin/domain/money';
import type { ServiceType } from '@client-admin/domain/quote-types';
import { deriveUpsellCodes } from '@client-admin/domain/upsell-codes';
import type { TtlCache } from '../../../cache/ttl-cache';
import type { Database, Tx } from '../../../db/database';
import { badRequest, clientNotFound, conflict } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { findChannelClient, loadChannelFor } from '../channel-access';
import { insertChannelChange } from '../channel-changes.repository';
import { listPriceModifiers, replacePriceModifiers } from '../channel-price-modifiers.repository';
import { defaultDayCaps, inputColumns } from './channel-columns';
import { toChannelDetail } from '../channel-mapper';
import { saveWebScheduleOf, webScheduleOf } from '../channel-web-schedule';
import { checkChannelInput, type ChannelRuleContext } from './channel-rules';
import { changedFields, upsellSnapshot } from './channel-snapshots';
import { findChannel, insertChannel, updateChannel, type ChannelRow } from '../channels.repository';
import { insertUpsells } from './upsells.repository';
import { disallowCallsFor } from './disallow-calls';
import { recordClientLog } from '../../clients/clients.public';
import { channelGeoMaps } from '../../geography/geography.public';

export interface ChannelWriteDeps {
  db: Database;
  cache: TtlCache;
}

export type ChannelRuleSubject = Awaited<ReturnType<typeof ruleSubject>>;

/** The client and its DisallowCalls flag, read before the write transaction. */
export async function ruleSubject(
  deps: ChannelWriteDeps,
  user: RequestUser,
  clientId: number,
  serviceType: ServiceType,
) {
  const client = await deps.db.transaction((tx) => findChannelClient(tx, clientId));
  if (!client) throw clientNotFound();
  const disallowCalls =
    serviceType === 'Call' ? await disallowCallsFor(deps.db, deps.cache, user, client) : false;
  return { client, disallowCalls };
}

/**
 * Name and status follow completeness (decision 0012). An edit that changes neither the quote
 * type nor completeness keeps the stored name, so a save reads back as it was.
 */
function nameAndStatus(columns: ReturnType<typeof inputColumns>, previous: ChannelRow | null) {
  const complete = isChannelComplete(columns);
  const wasComplete = previous ? isChannelComplete(previous) : null;
  const keepName =
    previous !== null && previous.quoteType === columns.quoteType && wasComplete === complete;
  return {
    name: keepName ? previous.name : channelName(columns.quoteType, columns.serviceType, complete),
    status: statusAfterSave(
      previous ? { status: previous.status, complete: wasComplete === true } : null,
      complete,
    ),
  };
}

export async function readChannelDetail(tx: Tx, id: number): Promise<ChannelDetail> {
  const row = await findChannel(tx, id);
  if (!row) throw new Error(`channel ${id} vanished inside its transaction`);
  return toChannelDetail(row, await listPriceModifiers(tx, id), await webScheduleOf(tx, row));
}

async function recordUpsells(
  tx: Tx,
  channel: ChannelRow,
  before: ChannelRow | null,
): Promise<void> {
  if (!channel.upsellRep) return;
  const codes = deriveUpsellCodes(before && upsellSnapshot(before), upsellSnapshot(channel));
  await insertUpsells(
    tx,
    codes.map((upsellType) => ({
      clientId: channel.clientId,
      channelId: channel.id,
      repId: channel.upsellRep!,
      upsellType,
      upsellPromo: channel.upsellPromo,
    })),
  );
}

/** A channel to add: the service type of its path and the body. */
export interface NewChannelDraft {
  param: ChannelServiceTypeParam;
  input: ChannelInput;
}

/**
 * Adds channels of one client in one transaction: every rule of a single add applies to each,
 * and one broken rule adds none. The client's rule subjects are read once per service type.
 */
export async function addChannels(
  deps: ChannelWriteDeps,
  user: RequestUser,
  clientId: number,
  drafts: readonly NewChannelDraft[],
): Promise<ChannelDetail[]> {
  const subjects = new Map<ServiceType, Awaited<ReturnType<typeof ruleSubject>>>();
  for (const { param } of drafts) {
    const serviceType = serviceOfParam(param);
    if (!subjects.has(serviceType)) {
      subjects.set(serviceType, await ruleSubject(deps, user, clientId, serviceType));
    }
  }
  return deps.db.transaction(async (tx) => {
    const added: ChannelDetail[] = [];
    for (const { param, input } of drafts) {
      const serviceType = serviceOfParam(param);
      if (input.clientId !== clientId) {
        throw badRequest('clientId', CHANNEL_WRITE_MESSAGES.clientMismatch);
      }
      added.push(await insertNewChannel(tx, user, subjects.get(serviceType)!, param, input));
    }
    return added;
  });
}

/**
 * A new client's channels inside the transaction that made the client (a signed contract): the
 * same rules as an add, the client read in that transaction.
 */
export async function addChannelsIn(
  tx: Tx,
  deps: ChannelWriteDeps,
  user: RequestUser,
  clientId: number,
  drafts: readonly NewChannelDraft[],
): Promise<ChannelDetail[]> {
  const client = await findChannelClient(tx, clientId);
  if (!client) throw clientNotFound();
  const added: ChannelDetail[] = [];
  for (const { param, input } of drafts) {
    const disallowCalls =
      serviceOfParam(param) === 'Call'
        ? await disallowCallsFor(deps.db, deps.cache, user, client)
        : false;
    added.push(await insertNewChannel(tx, user, { client, disallowCalls }, param, input));
  }
  return added;
}

/** One new channel inside a caller's transaction. */
export async function insertNewChannel(
  tx: Tx,
  user: RequestUser,
  subject: ChannelRuleSubject,
  param: ChannelServiceTypeParam,
  input: ChannelInput,
): Promise<ChannelDetail> {
  const serviceType = serviceOfParam(param);
  const ctx: ChannelRuleContext = {
    user,
    ...subject,
    serviceType,
    isCampaign: param === 'CallCampaign',
    input,
    previous: null,
    before: null,
  };
  const pricing = await checkChannelInput(tx, ctx);
  const geoMaps = await channelGeoMaps(tx, input.geoMaps);
  const columns = inputColumns({ ...input, geoMaps }, serviceType, defaultDayCaps());
  const row = await insertChannel(tx, {
    ...columns,
    ...nameAndStatus(columns, null),
    clientId: input.clientId,
    priceCents: pricing.priceCents,
    maxSold: pricing.maxSold,
  });
  await replacePriceModifiers(tx, row.id, pricing.priceModifiers);
  await saveWebScheduleOf(tx, row, input.schedule);
  if (row.geoMaps.length > 0) {
    await insertChannelChange(tx, {
      kind: 'geoMaps',
      channelId: row.id,
      actor: user.email,
      before: [],
      after: row.geoMaps,
    });
  }
  await recordUpsells(tx, row, null);
  await recordClientLog(tx, {
    clientId: row.clientId,
    actorUserId: user.id,
    actorEmail: user.email,
    action: 'CHANNEL_CREATED',
    before: {},
    after: { clientQuoteTypeId: row.id, name: row.name, status: row.status },
  });
  return readChannelDetail(tx, row.id);
}

/** POST /api/leadtype/add/{serviceType}: 201 with the new channel. */
export async function addChannel(
  deps: ChannelWriteDeps,
  user: RequestUser,
  param: ChannelServiceTypeParam,
  input: ChannelInput,
): Promise<ChannelDetail> {
  const [added] = await addChannels(deps, user, input.clientId, [{ param, input }]);
  return added!;
}

/**
 * POST /api/LeadType/edit/{serviceType}: the version read must still be the stored one; the
 * UPDATE checks it again, so of two concurrent edits only one wins and the other gets 409.
 */
export async function editChannel(
  deps: ChannelWriteDeps,
  user: RequestUser,
  param: ChannelServiceTypeParam,
  input: ChannelEditInput,
  estimateAmount: number | undefined,
): Promise<ChannelDetail> {
  const subject = await ruleSubject(deps, user, input.clientId, serviceOfParam(param));
  return deps.db.transaction((tx) =>
    editChannelIn(tx, user, subject, param, input, estimateAmount),
  );
}

/** The edit inside a caller's transaction (a campaign save writes its schedule and filters too). */
export async function editChannelIn(
  tx: Tx,
  user: RequestUser,
  subject: ChannelRuleSubject,
  param: ChannelServiceTypeParam,
  input: ChannelEditInput,
  estimateAmount: number | undefined,
): Promise<ChannelDetail> {
  const serviceType = serviceOfParam(param);
  const row = await loadChannelFor(tx, user, input.id);
  if (row.clientId !== input.clientId) {
    throw badRequest('clientId', CHANNEL_WRITE_MESSAGES.clientMismatch);
  }
  if (row.serviceType !== serviceType) {
    throw badRequest('serviceType', CHANNEL_WRITE_MESSAGES.serviceTypeMismatch);
  }
  if (row.version !== input.version) throw conflict(CHANNEL_WRITE_MESSAGES.staleChannel);
  const before = toChannelDetail(
    row,
    await listPriceModifiers(tx, row.id),
    await webScheduleOf(tx, row),
  );
  const pricing = await checkChannelInput(tx, {
    user,
    ...subject,
    serviceType,
    isCampaign: param === 'CallCampaign',
    input,
    previous: row,
    before,
  });
  const geoMaps = await channelGeoMaps(tx, input.geoMaps);
  const columns = inputColumns({ ...input, geoMaps }, serviceType, row.dayCapSchedule);
  const updated = await updateChannel(tx, row.id, input.version, {
    ...columns,
    ...nameAndStatus(columns, row),
    priceCents: pricing.priceCents,
    maxSold: pricing.maxSold,
    ...(estimateAmount === undefined
      ? {}
      : { estimateAmountCents: nullableToCents(estimateAmount) }),
  });
  if (!updated) throw conflict(CHANNEL_WRITE_MESSAGES.staleChannel);
  await replacePriceModifiers(tx, row.id, pricing.priceModifiers);
  await saveWebScheduleOf(tx, row, input.schedule);
  if (JSON.stringify(row.geoMaps) !== JSON.stringify(updated.geoMaps)) {
    await insertChannelChange(tx, {
      kind: 'geoMaps',
      channelId: row.id,
      actor: user.email,
      before: row.geoMaps,
      after: updated.geoMaps,
    });
  }
  await recordUpsells(tx, updated, row);
  const after = await readChannelDetail(tx, row.id);
  await recordClientLog(tx, {
    clientId: row.clientId,
    actorUserId: user.id,
    actorEmail: user.email,
    action: 'CHANNEL_UPDATED',
    ...changedFields(before, after),
  });
  return after;
}
