import { useParams } from '@tanstack/react-router';
import { useClient } from '../../lib/current-client';
import { useAuth } from '../../lib/auth/use-auth';

/** The client the header works on: the one in the URL, else the user's own client. */
export function useCurrentClientId(): number | null {
  const params = useParams({ strict: false }) as { clientId?: string | number };
  const { clientId: own } = useAuth();
  const fromUrl = Number(params.clientId);
  return Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : own;
}

/** The current client's data, once signed in (public pages load nothing). */
export function useCurrentClient() {
  const { user } = useAuth();
  const clientId = useCurrentClientId();
  const query = useClient(user ? clientId : null);
  return { clientId: user ? clientId : null, client: query.data ?? null };
}
