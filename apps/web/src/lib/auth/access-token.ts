import { getUserManager } from './user-manager';
import { signIn } from './sign-in';

/** Thrown when a call was cancelled because the user has to sign in again. */
export class SignInRequiredError extends Error {
  constructor() {
    super('Your session has ended. Signing you in again.');
    this.name = 'SignInRequiredError';
  }
}

/**
 * The bearer token of the signed-in user, renewed silently (refresh token) when expired. When
 * none can be had the user goes to login and the call is cancelled.
 */
export async function getAccessToken(): Promise<string> {
  const manager = await getUserManager();
  const user = await manager.getUser();
  if (user && !user.expired) return user.access_token;
  if (user) {
    try {
      const renewed = await manager.signinSilent();
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
  const manager = await getUserManager();
  return (await manager.getUser()) !== null;
}

/** Sends the user to login; a token the API refused is forgotten first. */
export async function redirectToLogin(forgetUser = false): Promise<void> {
  try {
    if (forgetUser) await (await getUserManager()).removeUser();
    await signIn();
  } catch (error) {
    console.error('Could not start sign-in', error);
  }
}
