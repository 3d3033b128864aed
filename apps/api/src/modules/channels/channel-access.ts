import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import type { Tx } from '../../db/database';
import { notFound } from '../../errors';
import { assertClientAccess } from '../../plugins/access';
import type { RequestUser } from '../../plugins/auth';
import { findClient, type ClientRow } from '../clients/clients.public';
import { findChannel, type ChannelWithPackage } from './channels.repository';

/** What the channel rules look at of the owning client. */
export type ChannelClient = Pick<ClientRow, 'id' | 'clientType' | 'parentCompany' | 'agencyEmail'>;

/** The owning client of a channel being drafted, added or listed; null when unknown. */
export async function findChannelClient(tx: Tx, clientId: number): Promise<ChannelClient | null> {
  return findClient(tx, clientId);
}

/**
 * The channel a request names: 404 when unknown, 403 when it belongs to another client than
 * the caller's. `lock` holds the row until the transaction ends.
 */
export async function loadChannelFor(
  tx: Tx,
  user: RequestUser,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ChannelWithPackage> {
  const row = await findChannel(tx, id, options);
  if (!row) throw notFound(CHANNEL_MESSAGES.channelNotFound);
  assertClientAccess(user, row.clientId);
  return row;
}
