import { signIn } from './sign-in';
import { isExpired, readStoredUser } from './stored-user';

/** Thrown when a call was cancelled because the user has to sign in again. */
export class SignInRequiredError extends Error {
  constructor() {
    super('Your session has ended. Signing you in again.');
    this.name = 'SignInRequiredError';
  }
}

// oidc-client-ts stays out of the first screen's JavaScript: loaded to renew or sign in.
const userManager = () => import('./user-manager').then((m) => m.getUserManager());

/**
 * The bearer token of the signed-in user, renewed silently (refresh token) when expired. When
 * none can be had the user goes to login and the call is cancelled.
 */
export async function getAccessToken(): Promise<string> {
  const stored = await readStoredUser();
  if (stored && !isExpired(stored)) return stored.access_token;
  if (stored) {
    try {
      const renewed = await (await userManager()).signinSilent();
      if (renewed && !renewed.expired) return renewed.access_token;
    } catch (error) {
      console.error('Silent token renewal failed', error);
    }
  }
  await redirectToLogin();
  throw new SignInRequiredError();
}

/** Any stored token in local storage, without renewing or redirecting. */
export async function hasStoredUser(): Promise<boolean> {
  return (await readStoredUser()) !== null;
}

/**
 * Starts the UserManager's automatic silent renewal (a refresh before the token expires). Called
 * once the first screen is up, so its JavaScript is not on the first route.
 */
export async function startSessionRenewal(): Promise<void> {
  if (await hasStoredUser()) await userManager();
}

/** Sends the user to login; a token the API refused is forgotten first. */
export async function redirectToLogin(forgetUser = false): Promise<void> {
  try {
    if (forgetUser) await (await userManager()).removeUser();
    await signIn();
  } catch (error) {
    console.error('Could not start sign-in', error);
  }
}
