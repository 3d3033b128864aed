/**
 * The flag stored on the device that says not to offer the reactivation dialog for a client
 * (seed 000 §2.4, decision 0036): set when a reactivation succeeded, so the alert is not offered
 * again from data loaded before the page reloads. It lapses after a day, so a client that becomes
 * inactive again later is offered the dialog again.
 */
const HIDDEN_FOR_MS = 24 * 3_600_000;
const keyOf = (clientId: number) => `client-admin.reactivation.hidden.${clientId}`;

export function isReactivationHidden(clientId: number, now: number = Date.now()): boolean {
  try {
    const stored = Number(window.localStorage.getItem(keyOf(clientId)));
    return Number.isFinite(stored) && stored > 0 && now - stored < HIDDEN_FOR_MS;
  } catch {
    return false;
  }
}

export function hideReactivation(clientId: number, now: number = Date.now()): void {
  try {
    window.localStorage.setItem(keyOf(clientId), String(now));
  } catch {
    // Storage may be unavailable (private mode): the page reload shows the active client anyway.
  }
}
