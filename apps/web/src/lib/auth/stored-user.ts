import { loadAuthConfig, type AuthConfig } from './auth-config';

/**
 * The signed-in user as oidc-client-ts keeps it in localStorage, read without loading
 * oidc-client-ts (about 18 KB gzipped): the first screen only needs the stored access token.
 * Sign-in, renewal and sign-out still go through the UserManager (user-manager.ts), loaded when
 * needed. The key and fields are those of oidc-client-ts 3 (WebStorageStateStore with its
 * default "oidc." prefix, UserManager's "user:{authority}:{client_id}", User.toStorageString).
 */
export interface StoredUser {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  /** Seconds since the epoch; absent when the issuer gave no lifetime. */
  expires_at?: number;
}

const USER_KEY_PREFIX = 'oidc.user:';

export const storedUserKey = (config: Pick<AuthConfig, 'authority' | 'clientId'>) =>
  `${USER_KEY_PREFIX}${config.authority}:${config.clientId}`;

/** As User.expired: expired once expires_at is reached; never when there is no expires_at. */
export const isExpired = (user: StoredUser, nowMs = Date.now()) =>
  user.expires_at !== undefined && user.expires_at - Math.floor(nowMs / 1000) <= 0;

export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredUser> | null;
    if (typeof value?.access_token !== 'string' || value.access_token === '') return null;
    return {
      access_token: value.access_token,
      ...(typeof value.id_token === 'string' ? { id_token: value.id_token } : {}),
      ...(typeof value.refresh_token === 'string' ? { refresh_token: value.refresh_token } : {}),
      ...(typeof value.expires_at === 'number' ? { expires_at: value.expires_at } : {}),
    };
  } catch {
    return null;
  }
}

/** The stored user of this app's issuer and client, or null. */
export async function readStoredUser(
  storage: Storage = window.localStorage,
): Promise<StoredUser | null> {
  const config = await loadAuthConfig();
  return parseStoredUser(storage.getItem(storedUserKey(config)));
}

/**
 * Whether any user is stored, whatever the issuer; synchronous, no request. The entry uses it to
 * send a visitor with no session to sign-in before the app's JavaScript loads.
 */
export function hasAnyStoredUser(storage: Storage = window.localStorage): boolean {
  try {
    for (let i = 0; i < storage.length; i += 1) {
      if (storage.key(i)?.startsWith(USER_KEY_PREFIX)) return true;
    }
  } catch {
    // Storage refused (privacy settings): let the app decide.
    return true;
  }
  return false;
}
