import type { Option } from '@client-admin/contracts/common';
import type { OptionListName } from '@client-admin/contracts/options';
import type { Database, Tx } from '../../db/database';
import { CACHE_PREFIX, type TtlCache } from '../../cache/ttl-cache';
import {
  listAccountReps,
  listAgencies,
  listLevels,
  listSalesPeople,
  listStatuses,
} from './options.repository';

const loaders: Record<OptionListName, (tx: Tx) => Promise<Option[]>> = {
  AGENCY: listAgencies,
  CLIENT_STATUS: listStatuses,
  // Old levels stay in the list, disabled, so a client still on one shows its level.
  CLIENT_LEVEL: async (tx) =>
    (await listLevels(tx)).map((l) => ({ value: l.name, label: l.name, disabled: !l.enabled })),
  ACCOUNT_REPS: listAccountReps,
  SALES_PEOPLE: listSalesPeople,
};

/**
 * GET /api/Clients/{LIST}/options: any signed-in user may read the lists. They change rarely and
 * every screen asks for them, so they are cached until staff flush 'options' (or the TTL ends).
 */
export async function getOptions(
  db: Database,
  cache: TtlCache,
  list: OptionListName,
): Promise<Option[]> {
  return cache.getOrLoad(`${CACHE_PREFIX.options}${list}`, () =>
    db.transaction((tx) => loaders[list](tx)),
  );
}
