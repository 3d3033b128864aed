import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { loadAuthConfig, type AuthConfig } from './auth-config';

let manager: Promise<UserManager> | null = null;

export function createUserManager(config: AuthConfig, origin = window.location.origin) {
  return new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    response_type: 'code',
    redirect_uri: `${origin}/callback`,
    post_logout_redirect_uri: `${origin}/logged-out`,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    stateStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true,
    extraQueryParams: config.resource ? { resource: config.resource } : {},
    extraTokenParams: config.resource ? { resource: config.resource } : {},
  });
}

/**
 * One UserManager for the page, built from the API's sign-in configuration. oidc-client-ts is
 * about 18 KB gzipped: import this module dynamically (sign-in, renewal, callback), never from
 * the first screen's code, which reads the stored user through stored-user.ts.
 */
export function getUserManager(): Promise<UserManager> {
  manager ??= loadAuthConfig()
    .then((config) => createUserManager(config))
    .catch((error: unknown) => {
      manager = null;
      throw error;
    });
  return manager;
}
