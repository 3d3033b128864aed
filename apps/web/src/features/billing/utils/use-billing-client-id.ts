import { useAuth } from '../../../lib/auth/use-auth';
import { useSelectedClientId } from '../../../lib/selected-client';
import { useClientIdParam } from '../../../lib/use-client-id-param';

/**
 * The client of the billing screen: /billing/{clientId}'s, else (on /billing) the signed-in
 * client's own, else the client staff have selected; null when there is none.
 */
export function useBillingClientId(): number | null {
  const param = useClientIdParam();
  const { clientId: own } = useAuth();
  const selected = useSelectedClientId();
  if (Number.isInteger(param)) return param;
  return own ?? selected;
}
