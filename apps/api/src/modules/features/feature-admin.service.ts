import type {
  CreateFeatureFlagRuleRequest,
  FeatureFlagAdmin,
  UpdateFeatureFlagRequest,
} from '@client-admin/contracts/features';
import { FEATURE_FLAG_MESSAGES } from '@client-admin/domain/app-shell-messages';
import { MESSAGES } from '@client-admin/domain/messages';
import { CACHE_PREFIX, type TtlCache } from '../../cache/ttl-cache';
import type { Database, Tx } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { ruleSnapshot, toAuditItem, toFlagAdmin } from './feature-flag-mapper';
import { clientExists } from '../clients/clients.public';
import {
  deleteRule,
  findFlag,
  findRule,
  findRuleByTarget,
  insertAudit,
  insertRule,
  listAudit,
  listFlagsWithRules,
  setRuleEnabled,
  updateFlag,
  type NewAudit,
} from './features.repository';

const unknownFlag = () => notFound(FEATURE_FLAG_MESSAGES.unknownFlag);

async function lockFlag(tx: Tx, name: string) {
  const flag = await findFlag(tx, name, { lock: true });
  if (!flag) throw unknownFlag();
  return flag;
}

async function flagAdmin(tx: Tx, name: string): Promise<FeatureFlagAdmin> {
  const flag = (await listFlagsWithRules(tx)).find((f) => f.name === name);
  if (!flag) throw unknownFlag();
  return toFlagAdmin(flag);
}

const audit = (user: RequestUser, entry: Omit<NewAudit, 'actorUserId' | 'actorEmail'>) => ({
  ...entry,
  actorUserId: user.id,
  actorEmail: user.email,
});

/** GET /api/feature/admin */
export async function listFlagAdmin(db: Database): Promise<FeatureFlagAdmin[]> {
  const flags = await db.transaction((tx) => listFlagsWithRules(tx));
  return flags.map(toFlagAdmin);
}

/** PUT /api/feature/admin/{flag} */
export async function updateFlagAdmin(
  db: Database,
  cache: TtlCache,
  user: RequestUser,
  name: string,
  request: UpdateFeatureFlagRequest,
): Promise<FeatureFlagAdmin> {
  const result = await db.transaction(async (tx) => {
    const before = await lockFlag(tx, name);
    const after = {
      defaultEnabled: request.defaultEnabled,
      description: request.description ?? before.description,
    };
    await updateFlag(tx, name, { ...after, updatedBy: user.email, updatedAt: new Date() });
    await insertAudit(
      tx,
      audit(user, {
        flagName: name,
        action: 'flag.update',
        before: { defaultEnabled: before.defaultEnabled, description: before.description },
        after,
      }),
    );
    return flagAdmin(tx, name);
  });
  cache.deleteByPrefix(CACHE_PREFIX.flags);
  return result;
}

/** POST /api/feature/admin/{flag}/rules: creates the rule, or sets the value of the target's. */
export async function putFlagRule(
  db: Database,
  cache: TtlCache,
  user: RequestUser,
  name: string,
  request: CreateFeatureFlagRuleRequest,
): Promise<{ created: boolean; flag: FeatureFlagAdmin }> {
  const target = {
    clientId: request.clientId ?? null,
    carrier: request.carrier ?? null,
    clientType: request.clientType ?? null,
  };
  const result = await db.transaction(async (tx) => {
    await lockFlag(tx, name);
    if (target.clientId !== null && !(await clientExists(tx, target.clientId))) {
      throw badRequest('clientId', MESSAGES.invalidClientId);
    }
    const existing = await findRuleByTarget(tx, name, target);
    if (existing) {
      const updated = await setRuleEnabled(tx, existing.id, request.enabled);
      await insertAudit(
        tx,
        audit(user, {
          flagName: name,
          action: 'rule.update',
          before: ruleSnapshot(existing),
          after: ruleSnapshot(updated),
        }),
      );
    } else {
      const rule = await insertRule(tx, {
        ...target,
        flagName: name,
        enabled: request.enabled,
        createdBy: user.email,
      });
      await insertAudit(
        tx,
        audit(user, {
          flagName: name,
          action: 'rule.create',
          before: null,
          after: ruleSnapshot(rule),
        }),
      );
    }
    return { created: !existing, flag: await flagAdmin(tx, name) };
  });
  cache.deleteByPrefix(CACHE_PREFIX.flags);
  return result;
}

/** DELETE /api/feature/admin/{flag}/rules/{ruleId} */
export async function deleteFlagRule(
  db: Database,
  cache: TtlCache,
  user: RequestUser,
  name: string,
  ruleId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFlag(tx, name);
    const rule = await findRule(tx, name, ruleId);
    if (!rule) throw notFound(FEATURE_FLAG_MESSAGES.ruleNotFound);
    await deleteRule(tx, rule.id);
    await insertAudit(
      tx,
      audit(user, {
        flagName: name,
        action: 'rule.delete',
        before: ruleSnapshot(rule),
        after: null,
      }),
    );
  });
  cache.deleteByPrefix(CACHE_PREFIX.flags);
}

/** GET /api/feature/admin/{flag}/audit */
export async function listFlagAudit(
  db: Database,
  name: string,
  query: { page: number; pageSize: number },
) {
  const { rows, total } = await db.transaction(async (tx) => {
    if (!(await findFlag(tx, name))) throw unknownFlag();
    return listAudit(tx, name, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
  });
  return {
    items: rows.map(toAuditItem),
    metaData: {
      page: query.page,
      pageSize: query.pageSize,
      totalRecords: total,
      totalPages: Math.ceil(total / query.pageSize),
    },
  };
}
