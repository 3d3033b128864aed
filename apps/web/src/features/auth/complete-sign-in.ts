import { getUserManager } from '../../lib/auth/user-manager';
import { loadSession } from '../../lib/auth/session';
import { resetSession, type SignInState } from '../../lib/auth/sign-in';
import { registerCallback, resetCallbackCount } from '../../lib/auth/redirect-loop';

export type SignInResult =
  { kind: 'done'; returnTo: string } | { kind: 'loop' } | { kind: 'failed'; message: string };

let pending: Promise<SignInResult> | null = null;

function returnPath(state: unknown): string {
  const returnTo = (state as Partial<SignInState> | undefined)?.returnTo;
  // Only same-site paths: the state comes back through the browser's address bar.
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')
    ? returnTo
    : '/';
}

async function complete(): Promise<SignInResult> {
  if (registerCallback()) {
    console.error('Sign-in redirect loop: more than 3 callbacks in a row; session reset');
    await resetSession();
    return { kind: 'loop' };
  }
  try {
    const manager = await getUserManager();
    const user = await manager.signinCallback();
    const session = await loadSession(true);
    if (!session) return { kind: 'failed', message: 'We could not sign you in. Please try again.' };
    resetCallbackCount();
    return { kind: 'done', returnTo: returnPath(user?.state) };
  } catch (error) {
    console.error('Sign-in callback failed', error);
    return { kind: 'failed', message: 'We could not complete the sign-in. Please try again.' };
  }
}

/** Finishes the sign-in the identity provider returned from; once per page load. */
export function completeSignIn(): Promise<SignInResult> {
  pending ??= complete();
  return pending;
}
