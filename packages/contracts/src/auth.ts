import { z } from 'zod';

export const authUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
});
export type AuthUser = z.infer<typeof authUser>;

/** POST /api/clients/auth: who the bearer is and which client it is bound to. */
export const authenticateResponse = z.object({
  user: authUser,
  clientId: z.number().int().nullable(),
  isStaff: z.boolean(),
});
export type AuthenticateResponse = z.infer<typeof authenticateResponse>;

export const bindRoleResponse = z.object({ roles: z.array(z.string()) });
export type BindRoleResponse = z.infer<typeof bindRoleResponse>;
