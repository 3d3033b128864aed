/** What the portal asks the issuer for; the API resource accepts the same scopes. */
export const OIDC_SCOPE = 'openid profile email';

/** Where the embedded issuer and its sign-in pages live (issuer = {publicUrl}/oidc). */
export const OIDC_PREFIX = '/oidc';
