import { z } from 'zod';
import { authCalls } from './auth.calls';
import { operation } from './call-table';
import { defaultClient } from './clients';
import { text } from './schema-builders';

export const authUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
});
export type AuthUser = z.infer<typeof authUser>;

/** POST /api/clients/auth: who the bearer is, its roles (seed 000 §7), and its client. */
export const authenticateResponse = z.object({
  user: authUser,
  roles: z.array(z.string()),
  clientId: z.number().int().nullable(),
  isStaff: z.boolean(),
});
export type AuthenticateResponse = z.infer<typeof authenticateResponse>;

export const bindRoleResponse = z.object({ roles: z.array(z.string()) });
export type BindRoleResponse = z.infer<typeof bindRoleResponse>;

/** GET /api/auth/config (public): where the browser signs in, for oidc-client-ts. */
export const authConfigResponse = z.object({
  authority: z.string(),
  clientId: z.string(),
  scope: z.string(),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponse>;

/** GET /api/clients/auth/{oid}: the client an identity (login id or outside subject) is bound to. */
export const identityClientResponse = z.object({ clientId: z.number().int().nullable() });
export type IdentityClientResponse = z.infer<typeof identityClientResponse>;

export const authOperations = {
  getAuthConfig: operation(authCalls.getAuthConfig, { response: authConfigResponse }),
  authenticate: operation(authCalls.authenticate, { response: authenticateResponse }),
  getIdentityClient: operation(authCalls.getIdentityClient, {
    params: z.object({ oid: text({ max: 200 }).min(1) }),
    response: identityClientResponse,
  }),
  bindRole: operation(authCalls.bindRole, { response: bindRoleResponse }),
  getDefaultClient: operation(authCalls.getDefaultClient, { response: defaultClient }),
};
