import type {
  FeatureFlagAdmin,
  FeatureFlagAuditItem,
  FeatureFlagRuleItem,
} from '@client-admin/contracts/features';
import type { AuditRow, FlagWithRules, RuleRow } from './features.repository';

export const toRuleItem = (rule: RuleRow): FeatureFlagRuleItem => ({
  id: rule.id,
  clientId: rule.clientId,
  carrier: rule.carrier,
  clientType: rule.clientType,
  enabled: rule.enabled,
  createdAt: rule.createdAt.toISOString(),
  createdBy: rule.createdBy,
});

export const toFlagAdmin = (flag: FlagWithRules): FeatureFlagAdmin => ({
  name: flag.name,
  description: flag.description,
  defaultEnabled: flag.defaultEnabled,
  updatedAt: flag.updatedAt.toISOString(),
  updatedBy: flag.updatedBy,
  rules: flag.rules.map(toRuleItem),
});

export const toAuditItem = (row: AuditRow): FeatureFlagAuditItem => ({
  id: row.id,
  flag: row.flagName,
  action: row.action,
  actorEmail: row.actorEmail,
  at: row.createdAt.toISOString(),
  before: row.before ?? null,
  after: row.after ?? null,
});

/** What an audit row keeps of a rule. */
export const ruleSnapshot = (rule: RuleRow): Record<string, unknown> => ({
  id: rule.id,
  clientId: rule.clientId,
  carrier: rule.carrier,
  clientType: rule.clientType,
  enabled: rule.enabled,
});
