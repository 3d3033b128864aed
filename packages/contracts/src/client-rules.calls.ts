import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('client-rules');

const staff = { roles: ROLE_GROUPS.staff };

/**
 * Client rules of seed 001 §7 (paths as the seeds spell them; PUT when the rule has an id). A
 * client's users read its rules; staff write them (decision 0034).
 */
export const clientRuleCalls = {
  getClientRules: call('GET', '/api/ClientRule', "A client's rules, newest first"),
  getClientRuleTypes: call('GET', '/api/ClientRule/types', 'The rule types a client may hold'),
  createClientRule: call('POST', '/api/ClientRule', 'Give a client a rule', staff),
  updateClientRule: call('PUT', '/api/ClientRule', "Change a rule's type or channel", staff),
  deleteClientRule: call('DELETE', '/api/ClientRule', 'Remove a client rule', staff),
};
