import { useSyncExternalStore } from 'react';
import { sessionStore } from './auth/session-store';

/** The client the screens work on; its id goes in the clientId header of staff calls. */
export function useSelectedClientId(): number | null {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => sessionStore.getState().selectedClientId,
  );
}

export const selectClient = (clientId: number | null) => sessionStore.selectClient(clientId);
