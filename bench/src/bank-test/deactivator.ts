import { clientCalls } from '@client-admin/contracts/clients.calls';
import { fillPath } from '@client-admin/contracts/call-table';
import { isSuccess, send } from './http';
import type { RunState } from './requests';
import type { Tokens } from './tokens';

const EVERY_MS = 300;

/**
 * Staff set each reactivated client INACTIVE again (PUT /api/status/{id}/INACTIVE), so that it
 * can reactivate itself once more and a refused request's retry meets an inactive client.
 */
export async function runDeactivator(options: {
  baseUrl: string;
  tokens: Tokens;
  state: RunState;
  until: () => boolean;
}): Promise<number> {
  const { state } = options;
  let deactivated = 0;
  while (!options.until()) {
    for (const clientId of [...state.toDeactivate]) {
      state.toDeactivate.delete(clientId);
      const answer = await send(options.baseUrl, {
        method: clientCalls.changeStatus.method,
        path: fillPath(clientCalls.changeStatus.path, { id: clientId, status: 'INACTIVE' }),
        authorization: await options.tokens.bearer(state.fixtures.staff),
      });
      if (isSuccess(answer)) deactivated++;
      else state.toDeactivate.add(clientId);
    }
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
  }
  return deactivated;
}
