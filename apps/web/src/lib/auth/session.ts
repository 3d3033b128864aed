import { authCalls } from '@client-admin/contracts/auth.calls';
import { callWithoutSchema } from '../call-api';
import { checkContract } from '../contract-check';
import { ApiError } from '../http';
import { redirectToLogin, SignInRequiredError } from './access-token';
import { resetSession } from './sign-in';
import { sessionStore, type Session } from './session-store';
import { isExpired, readStoredUser } from './stored-user';

let pending: Promise<Session | null> | null = null;

async function authenticate(): Promise<Session | null> {
  if (!(await readStoredUser())) return null;
  try {
    const answer = await checkContract(await callWithoutSchema(authCalls.authenticate, {}), () =>
      import('@client-admin/contracts/auth').then((m) => m.authenticateResponse),
    );
    sessionStore.setSession(answer.user, answer.clientId);
    return sessionStore.getState().session;
  } catch (error) {
    // The API refused the token: the http layer already sends the user to login; resetting now
    // would wipe the sign-in state that redirect is writing.
    if (
      error instanceof SignInRequiredError ||
      (error instanceof ApiError && error.status === 401)
    ) {
      await redirectToLogin(true);
      return new Promise<never>(() => {});
    }
    // Seed 000 §4: could not get the user: tracked, and the session reset.
    console.error('Could not get the user', error);
    await resetSession();
    return null;
  }
}

/**
 * The signed-in user, asked of the API once per page load (or again with force, after a new
 * sign-in). Null when nobody is signed in.
 */
export function loadSession(force = false): Promise<Session | null> {
  if (force || !pending) {
    pending = authenticate().catch((error: unknown) => {
      pending = null;
      throw error;
    });
  }
  return pending;
}

/** The session when a usable token is stored; never renews, never redirects (pages with no login). */
export async function peekSession(): Promise<Session | null> {
  const user = await readStoredUser().catch(() => null);
  if (!user || isExpired(user)) return sessionStore.getState().session;
  return loadSession().catch(() => null);
}

/** Forgets the cached answer, e.g. after sign-out. */
export function clearLoadedSession(): void {
  pending = null;
}
