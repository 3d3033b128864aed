import type {
  ChannelDetail,
  ChannelUpsell,
  CrmTarget,
  QuoteTypeOption,
} from '@client-admin/contracts/channels';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { availableQuoteTypes } from '@client-admin/domain/quote-type-availability';
import type { ServiceType } from '@client-admin/domain/quote-types';
import type { Database } from '../../../db/database';
import { clientNotFound, conflict, notFound } from '../../../errors';
import { assertClientAccess } from '../../../plugins/access';
import type { RequestUser } from '../../../plugins/auth';
import { listQuoteTypes } from '../../packages/packages.public';
import { findChannelClient, loadChannelFor } from '../channel-access';
import { listCrmTargets } from './crm-targets.repository';
import { listUpsells } from './upsells.repository';
import { readChannelDetail, type ChannelWriteDeps } from './channel-write.service';
import { updateChannel } from '../channels.repository';
import { disallowCallsFor } from './disallow-calls';
import { recordClientLog } from '../../clients/clients.public';

/** POST /api/LeadType/{clientId}/{id}/resetepr (staff only): the EPR multiplier starts over. */
export async function resetEpr(
  db: Database,
  user: RequestUser,
  clientId: number,
  id: number,
  now: Date = new Date(),
): Promise<ChannelDetail> {
  return db.transaction(async (tx) => {
    const row = await loadChannelFor(tx, user, id, { lock: true });
    if (row.clientId !== clientId) throw notFound(CHANNEL_MESSAGES.channelNotFound);
    const updated = await updateChannel(tx, id, row.version, {
      eprMultiplier: 1,
      eprResetDate: now,
    });
    if (!updated) throw conflict(CHANNEL_MESSAGES.resetEpr);
    await recordClientLog(tx, {
      clientId,
      actorUserId: user.id,
      actorEmail: user.email,
      action: 'CHANNEL_EPR_RESET',
      before: {
        clientQuoteTypeId: id,
        eprMultiplier: row.eprMultiplier,
        eprResetDate: row.eprResetDate?.toISOString() ?? null,
      },
      after: { clientQuoteTypeId: id, eprMultiplier: 1, eprResetDate: now.toISOString() },
    });
    return readChannelDetail(tx, id);
  });
}

/** GET /api/LeadType/crms/{clientId}: ECRM only when the client has an agency e-mail. */
export async function listCrms(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<CrmTarget[]> {
  assertClientAccess(user, clientId);
  return db.transaction(async (tx) => {
    const client = await findChannelClient(tx, clientId);
    if (!client) throw clientNotFound();
    const targets = await listCrmTargets(tx);
    return targets
      .filter((t) => !t.isEcrm || client.agencyEmail.trim() !== '')
      .map(({ domain, name, variableNames, isEcrm }) => ({ domain, name, variableNames, isEcrm }));
  });
}

/**
 * GET /api/leadtype/quoteTypes/{parentCompany}?serviceType=&clientId=: the quote types the
 * caller may pick (seed 001 §5). Without a client (staff asking in general) the client type is
 * AGENT and DisallowCalls does not apply.
 */
export async function quoteTypesFor(
  deps: ChannelWriteDeps,
  user: RequestUser,
  parentCompany: string,
  serviceType: ServiceType,
  clientId: number | null,
): Promise<QuoteTypeOption[]> {
  const client =
    clientId === null ? null : await deps.db.transaction((tx) => findChannelClient(tx, clientId));
  if (clientId !== null && !client) throw clientNotFound();
  const disallowCalls =
    client && serviceType === 'Call'
      ? await disallowCallsFor(deps.db, deps.cache, user, client)
      : false;
  const codes: string[] = availableQuoteTypes({
    isStaff: user.isStaff,
    clientType: client?.clientType ?? 'AGENT',
    carrier: parentCompany.toUpperCase(),
    serviceType,
    disallowCalls,
  });
  const all = await deps.db.transaction((tx) => listQuoteTypes(tx));
  return all
    .filter((q) => codes.includes(q.code))
    .map((q) => ({ code: q.code, label: q.label, id: q.id }));
}

/** GET /api/Clients/upsells/{clientId}, newest first. */
export async function clientUpsells(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<ChannelUpsell[]> {
  assertClientAccess(user, clientId);
  return db.transaction(async (tx) => {
    if (!(await findChannelClient(tx, clientId))) throw clientNotFound();
    const rows = await listUpsells(tx, clientId);
    return rows.map((r) => ({
      id: r.id,
      clientQuoteTypeId: r.channelId,
      repId: r.repId,
      upsellDate: r.upsellDate.toISOString(),
      upsellType: r.upsellType,
      upsellPromo: r.upsellPromo,
    }));
  });
}
