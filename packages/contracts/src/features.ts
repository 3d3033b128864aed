import { CLIENT_LIST_PAGE_SIZE } from '@client-admin/domain/constants';
import { z } from 'zod';
import { FEATURE_FLAG_MESSAGES as M } from '@client-admin/domain/app-shell-messages';
import { CLIENT_TYPES } from '@client-admin/domain/client-types';
import { operation } from './call-table';
import { paged } from './common';
import { featureCalls } from './features.calls';
import { id, idParam, LENGTHS, pageQuery, pageSizeQuery, text } from './schema-builders';

/** GET /api/feature/flags?flags=A,B (no list: every flag). */
export const featureFlagsQuery = z.object({ flags: text({ max: 2000 }).optional() });
/** flag name to value, for the caller's client. */
export const featureFlagsResponse = z.record(z.string(), z.boolean());
export type FeatureFlags = z.infer<typeof featureFlagsResponse>;

const flagName = text({ max: LENGTHS.name }).min(1);

/** GET /api/feature/{flag}/{carrier}-{clientType}/{clientId} */
export const featureFlagForClientParams = z.object({
  flag: flagName,
  /** "{carrier}-{clientType}"; an empty or "null" part means none. */
  carrierType: text({ max: 200 }),
  clientId: idParam,
});
export const featureFlagValue = z.object({ flag: z.string(), enabled: z.boolean() });
export type FeatureFlagValue = z.infer<typeof featureFlagValue>;

export const featureFlagRule = z.object({
  id: z.number().int(),
  clientId: z.number().int().nullable(),
  carrier: z.string().nullable(),
  clientType: z.enum(CLIENT_TYPES).nullable(),
  enabled: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type FeatureFlagRuleItem = z.infer<typeof featureFlagRule>;

export const featureFlagAdmin = z.object({
  name: z.string(),
  description: z.string(),
  defaultEnabled: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  rules: z.array(featureFlagRule),
});
export type FeatureFlagAdmin = z.infer<typeof featureFlagAdmin>;
export const featureFlagAdminList = z.array(featureFlagAdmin);

export const featureFlagParams = z.object({ flag: flagName });
export const featureFlagRuleParams = z.object({
  flag: flagName,
  ruleId: idParam,
});

/** PUT /api/feature/admin/{flag} */
export const updateFeatureFlagRequest = z.object({
  defaultEnabled: z.boolean({ error: M.enabledRequired }),
  description: text({ max: 500, trim: true, tooLong: M.descriptionTooLong }).optional(),
});
export type UpdateFeatureFlagRequest = z.infer<typeof updateFeatureFlagRequest>;

/**
 * POST /api/feature/admin/{flag}/rules: a client, or a carrier and/or a client type. A rule for
 * a target that already has one replaces its value.
 */
export const createFeatureFlagRuleRequest = z
  .object({
    clientId: id.nullish(),
    carrier: text({ max: LENGTHS.code, trim: true, tooLong: M.carrierInvalid })
      .toUpperCase()
      .regex(/^[A-Z0-9_]{1,50}$/, M.carrierInvalid)
      .nullish(),
    clientType: z.enum(CLIENT_TYPES, { error: M.clientTypeInvalid }).nullish(),
    enabled: z.boolean({ error: M.enabledRequired }),
  })
  .superRefine((rule, ctx) => {
    const hasGroup = Boolean(rule.carrier || rule.clientType);
    if (rule.clientId && hasGroup)
      ctx.addIssue({ code: 'custom', path: ['clientId'], message: M.clientRuleAlone });
    if (!rule.clientId && !hasGroup)
      ctx.addIssue({ code: 'custom', path: ['clientId'], message: M.ruleNeedsTarget });
  });
export type CreateFeatureFlagRuleRequest = z.input<typeof createFeatureFlagRuleRequest>;

/** GET /api/feature/admin/{flag}/audit: every change, newest first. */
export const featureFlagAuditQuery = z.object({
  page: pageQuery.default(1),
  pageSize: pageSizeQuery().default(CLIENT_LIST_PAGE_SIZE),
});
export type FeatureFlagAuditQuery = z.infer<typeof featureFlagAuditQuery>;
export const featureFlagAuditItem = z.object({
  id: z.number().int(),
  flag: z.string(),
  action: z.enum(['flag.update', 'rule.create', 'rule.update', 'rule.delete']),
  actorEmail: z.string(),
  at: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type FeatureFlagAuditItem = z.infer<typeof featureFlagAuditItem>;
export const featureFlagAuditResponse = paged(featureFlagAuditItem);

export const featureOperations = {
  getFeatureFlags: operation(featureCalls.getFeatureFlags, {
    query: featureFlagsQuery,
    response: featureFlagsResponse,
  }),
  getFeatureFlagForClient: operation(featureCalls.getFeatureFlagForClient, {
    params: featureFlagForClientParams,
    response: featureFlagValue,
  }),
  listFeatureFlagsAdmin: operation(featureCalls.listFeatureFlagsAdmin, {
    response: featureFlagAdminList,
  }),
  updateFeatureFlag: operation(featureCalls.updateFeatureFlag, {
    params: featureFlagParams,
    body: updateFeatureFlagRequest,
    response: featureFlagAdmin,
  }),
  /** 201 when the rule is new, 200 when it set the value of the target's rule. */
  putFeatureFlagRule: operation(featureCalls.putFeatureFlagRule, {
    params: featureFlagParams,
    body: createFeatureFlagRuleRequest,
    response: featureFlagAdmin,
    otherStatuses: [201],
  }),
  deleteFeatureFlagRule: operation(featureCalls.deleteFeatureFlagRule, {
    params: featureFlagRuleParams,
    response: z.null(),
    status: 204,
  }),
  getFeatureFlagAudit: operation(featureCalls.getFeatureFlagAudit, {
    params: featureFlagParams,
    query: featureFlagAuditQuery,
    response: featureFlagAuditResponse,
  }),
};
