import type { TtlCache } from '../../../cache/ttl-cache';
import type { Database } from '../../../db/database';
import type { RequestUser } from '../../../plugins/auth';
import { flagForClient } from '../../features/features.public';
import type { ChannelClient } from '../channel-access';

/**
 * The DisallowCalls flag for the client, per carrier, client type and client (seed 001 §5). A
 * failed check is returned as the Error, which the quote-type rule counts as disallowed. Read
 * before the request's transaction: PGlite has one connection.
 */
export async function disallowCallsFor(
  db: Database,
  cache: TtlCache,
  user: RequestUser,
  client: Pick<ChannelClient, 'id' | 'parentCompany' | 'clientType'>,
): Promise<boolean | Error> {
  try {
    const { enabled } = await flagForClient(db, cache, user, {
      flag: 'DisallowCalls',
      carrierType: `${client.parentCompany ?? ''}-${client.clientType}`,
      clientId: client.id,
    });
    return enabled;
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}
