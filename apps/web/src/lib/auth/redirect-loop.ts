import { MAX_LOGIN_CALLBACKS } from '@client-admin/domain/constants';

const KEY = 'auth.callbackCount';

/** Counts a sign-in callback; answers true when this is one too many in a row (a redirect loop). */
export function registerCallback(storage: Storage = window.sessionStorage): boolean {
  const count = Number(storage.getItem(KEY) ?? '0') + 1;
  storage.setItem(KEY, String(count));
  return count > MAX_LOGIN_CALLBACKS;
}

export function resetCallbackCount(storage: Storage = window.sessionStorage): void {
  storage.removeItem(KEY);
}
