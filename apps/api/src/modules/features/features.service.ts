import type { FeatureFlags, FeatureFlagValue } from '@client-admin/contracts/features';
import { FEATURE_FLAG_MESSAGES } from '@client-admin/domain/app-shell-messages';
import {
  resolveFeatureFlag,
  type FeatureFlagSubject,
} from '@client-admin/domain/feature-flag-rules';
import { CACHE_PREFIX, type TtlCache } from '../../cache/ttl-cache';
import type { Database } from '../../db/database';
import { clientNotFound, notFound } from '../../errors';
import { assertClientAccess } from '../../plugins/access';
import type { RequestUser } from '../../plugins/auth';
import { findFlagSubject, listFlagsWithRules, type FlagWithRules } from './features.repository';

export const FLAGS_CACHE_KEY = `${CACHE_PREFIX.flags}all`;

/** Every flag with its rules, read through the cache (every flag change clears 'flags:'). */
export function loadFlags(db: Database, cache: TtlCache): Promise<FlagWithRules[]> {
  return cache.getOrLoad(FLAGS_CACHE_KEY, () => db.transaction((tx) => listFlagsWithRules(tx)));
}

const valueFor = (flag: FlagWithRules, subject: FeatureFlagSubject | null) =>
  resolveFeatureFlag(flag.defaultEnabled, flag.rules, subject);

/**
 * A flag's value for a client (the defaults without one), from the flags loadFlags read; a name
 * that is not a flag is off, as the browser treats a missing flag.
 */
export function flagValueOf(
  flags: readonly FlagWithRules[],
  name: string,
  subject: FeatureFlagSubject | null,
): boolean {
  const flag = flags.find((f) => f.name === name);
  return flag ? valueFor(flag, subject) : false;
}

/**
 * GET /api/feature/flags?flags=A,B for the caller's client (none: the defaults). A name that is
 * not a flag answers false, as the browser treats a missing flag as off.
 */
export async function flagsForCaller(
  db: Database,
  cache: TtlCache,
  user: RequestUser,
  clientId: number | null,
  names: string | undefined,
): Promise<FeatureFlags> {
  let subject: FeatureFlagSubject | null = null;
  if (clientId !== null) {
    assertClientAccess(user, clientId);
    const client = await db.transaction((tx) => findFlagSubject(tx, clientId));
    if (!client) throw clientNotFound();
    subject = { clientId, ...client };
  }
  const flags = await loadFlags(db, cache);
  const asked =
    names
      ?.split(',')
      .map((n) => n.trim())
      .filter(Boolean) ?? flags.map((f) => f.name);
  const result: FeatureFlags = {};
  for (const name of asked) result[name] = flagValueOf(flags, name, subject);
  return result;
}

/** "{carrier}-{clientType}": the type is after the last dash; '' or 'null' means none. */
export function parseCarrierType(
  value: string,
): Pick<FeatureFlagSubject, 'carrier' | 'clientType'> {
  const dash = value.lastIndexOf('-');
  const part = (s: string) => {
    const v = s.trim().toUpperCase();
    return v === '' || v === 'NULL' || v === 'UNDEFINED' ? null : v;
  };
  return dash < 0
    ? { carrier: part(value), clientType: null }
    : { carrier: part(value.slice(0, dash)), clientType: part(value.slice(dash + 1)) };
}

/** GET /api/feature/{flag}/{carrier}-{clientType}/{clientId} */
export async function flagForClient(
  db: Database,
  cache: TtlCache,
  user: RequestUser,
  params: { flag: string; carrierType: string; clientId: number },
): Promise<FeatureFlagValue> {
  assertClientAccess(user, params.clientId);
  const flag = (await loadFlags(db, cache)).find((f) => f.name === params.flag);
  if (!flag) throw notFound(FEATURE_FLAG_MESSAGES.unknownFlag);
  const subject = { clientId: params.clientId, ...parseCarrierType(params.carrierType) };
  return { flag: flag.name, enabled: valueFor(flag, subject) };
}
