import { z } from 'zod';
import { CLIENT_RULE_MESSAGES as M } from '@client-admin/domain/client-rules/client-rule-messages';
import { CLIENT_RULE_NAMES } from '@client-admin/domain/client-rules/client-rule-types';
import { operation } from './call-table';
import { clientRuleCalls } from './client-rules.calls';
import { messageResponse } from './common';
import { id, idParam } from './schema-builders';

/** Seed 001 §3: id, clientQuoteTypeId, ruleName; a rule without a channel covers them all. */
export const clientRule = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  clientQuoteTypeId: z.number().int().nullable(),
  /** The channel's name, for the list; null for a rule over all channels. */
  channelName: z.string().nullable(),
  ruleName: z.string(),
  createdAt: z.string(),
});
export type ClientRule = z.infer<typeof clientRule>;

export const clientRuleType = z.object({
  ruleName: z.string(),
  description: z.string(),
});
export type ClientRuleType = z.infer<typeof clientRuleType>;

const ruleName = z.enum(CLIENT_RULE_NAMES, M.unknownType);

const ruleFields = {
  clientId: id,
  clientQuoteTypeId: id.nullable().default(null),
  ruleName,
};

export const createClientRuleRequest = z.object(ruleFields);
export type CreateClientRuleRequest = z.input<typeof createClientRuleRequest>;

export const updateClientRuleRequest = z.object({ id, ...ruleFields });
export type UpdateClientRuleRequest = z.input<typeof updateClientRuleRequest>;

export const clientRuleOperations = {
  getClientRules: operation(clientRuleCalls.getClientRules, {
    query: z.object({ clientId: idParam }),
    response: z.array(clientRule),
  }),
  getClientRuleTypes: operation(clientRuleCalls.getClientRuleTypes, {
    response: z.array(clientRuleType),
  }),
  createClientRule: operation(clientRuleCalls.createClientRule, {
    body: createClientRuleRequest,
    response: clientRule,
    status: 201,
  }),
  updateClientRule: operation(clientRuleCalls.updateClientRule, {
    body: updateClientRuleRequest,
    response: clientRule,
  }),
  deleteClientRule: operation(clientRuleCalls.deleteClientRule, {
    query: z.object({ id: idParam }),
    response: messageResponse,
  }),
};
