import { authCalls } from '@client-admin/contracts/auth.calls';
import { paths } from '../config/paths';
import { loadSession } from '../lib/auth/session';
import { callWithoutSchema } from '../lib/call-api';
import { checkContract } from '../lib/contract-check';

/**
 * Where a login with neither a client nor a role lands: it signed itself up, so `GET
 * /api/clients/default` makes (or finds) its AGENT client (decision 0006) and the session is asked
 * again, now bound to it. The client's root, or null when that failed (the home page says so).
 */
export async function defaultClientPath(): Promise<string | null> {
  try {
    const client = await checkContract(
      await callWithoutSchema(authCalls.getDefaultClient, {}),
      () => import('@client-admin/contracts/clients').then((m) => m.defaultClient),
    );
    await loadSession(true);
    return paths.client.root(client.id);
  } catch (error) {
    console.error('Could not create the default client', error);
    return null;
  }
}
