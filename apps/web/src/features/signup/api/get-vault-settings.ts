import { useQuery } from '@tanstack/react-query';
import { billingCardOperations } from '@client-admin/contracts/billing-cards';
import { callQuery } from '../../../lib/call-query';
import { signupKeys } from './query-keys';

/**
 * The card vault's browser settings for the card taken at signing. GET /api/billing/authnet needs
 * a login (the call table gives the signing page no public way to them yet), so they are asked
 * only for a signed-in visitor: asked without a token, the API's challenge would send the client
 * to a login it does not have.
 */
export function useVaultSettings(enabled: boolean) {
  return useQuery({
    ...callQuery([...signupKeys.all(), 'vault'], billingCardOperations.getAuthnet, {}),
    staleTime: Infinity,
    enabled,
  });
}
