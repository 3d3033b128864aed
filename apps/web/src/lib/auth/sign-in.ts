import { sessionStore } from './session-store';

// oidc-client-ts (about 18 KB gzipped) loads only when a redirect to or from the issuer starts.
const getUserManager = () => import('./user-manager').then((m) => m.getUserManager());

export type SignInPolicy = 'staff' | 'agent' | 'signup' | 'reset';

/** Where the callback page returns to after sign-in. */
export interface SignInState {
  returnTo: string;
}

let redirecting = false;

const currentPath = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Sends the browser to the identity provider; resolves only if the redirect could not start. */
export async function signIn(
  policy?: SignInPolicy,
  returnTo: string = currentPath(),
): Promise<void> {
  if (redirecting) return;
  redirecting = true;
  try {
    const manager = await getUserManager();
    const state: SignInState = { returnTo: returnTo.startsWith('/callback') ? '/' : returnTo };
    await manager.signinRedirect({
      state,
      extraQueryParams: {
        ...manager.settings.extraQueryParams,
        ...(policy ? { policy } : {}),
      },
    });
  } catch (error) {
    redirecting = false;
    throw error;
  }
}

/** Forgets the user and every sign-in transaction kept in local storage. */
export async function resetSession(): Promise<void> {
  sessionStore.setSession(null);
  try {
    const manager = await getUserManager();
    await manager.removeUser();
    await manager.clearStaleState();
  } catch (error) {
    console.error('Could not reset the session', error);
  }
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith('oidc.')) window.localStorage.removeItem(key);
  }
}

/** Ends the session at the identity provider, which returns to /logged-out. */
export async function signOut(): Promise<void> {
  const manager = await getUserManager().catch(() => null);
  const idToken = (await manager?.getUser())?.id_token;
  sessionStore.setSession(null);
  try {
    if (!manager) throw new Error('No sign-in configuration');
    await manager.signoutRedirect(idToken ? { id_token_hint: idToken } : {});
  } catch {
    // An issuer without an end-session endpoint: forget the user here and show the page ourselves.
    await resetSession();
    window.location.assign('/logged-out');
  }
}
