import { useSearch } from '@tanstack/react-router';
import { useAuth } from '../../../lib/auth/use-auth';
import { useSelectedClientId } from '../../../lib/selected-client';

/**
 * Whose support contact to show: a client user's own client; for staff the clientId search
 * param, else the client they last worked on; null when staff have picked none.
 */
export function useSupportClientId(): number | null {
  const { clientId: ownClientId } = useAuth();
  const search = useSearch({ strict: false }) as { clientId?: unknown };
  const selected = useSelectedClientId();
  if (ownClientId !== null) return ownClientId;
  const fromUrl = Number(search.clientId);
  if (Number.isInteger(fromUrl) && fromUrl > 0) return fromUrl;
  return selected;
}
