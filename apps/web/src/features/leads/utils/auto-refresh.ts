import {
  AUTO_REFRESH_SECONDS,
  DEFAULT_AUTO_REFRESH_SECONDS,
} from '@client-admin/domain/leads/leads-constants';

/** Seed 001 §2: the call log's auto refresh interval is saved on the device. */
export const AUTO_REFRESH_KEY = 'client-admin.call-log.auto-refresh';

export function readAutoRefresh(storage: Storage | undefined = globalThis.localStorage): number {
  const saved = Number(storage?.getItem(AUTO_REFRESH_KEY) ?? NaN);
  return (AUTO_REFRESH_SECONDS as readonly number[]).includes(saved)
    ? saved
    : DEFAULT_AUTO_REFRESH_SECONDS;
}

export function saveAutoRefresh(
  seconds: number,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  storage?.setItem(AUTO_REFRESH_KEY, String(seconds));
}
