import type { QueryClient } from '@tanstack/react-query';
import { CLIENT_RULE_MESSAGES } from '@client-admin/domain/client-rules/client-rule-messages';
import { getClientRulesQueryOptions } from '../features/client-rules/api/get-client-rules';
import { toast } from '../lib/toast';

/**
 * The channel list loads the client's rules first (seed 001 §2); a failure is told and the list
 * still opens.
 */
export async function loadClientRules(queryClient: QueryClient, clientId: number): Promise<void> {
  try {
    await queryClient.ensureQueryData(getClientRulesQueryOptions(clientId));
  } catch {
    toast.error(CLIENT_RULE_MESSAGES.getFailed);
  }
}
