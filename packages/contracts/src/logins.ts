import { z } from 'zod';
import { INVALID_EMAIL_FORMAT, isValidEmail } from '@client-admin/domain/email';

/** GET /api/login/{clientId}/logins. */
export const clientLogin = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountEnabled: z.boolean(),
  lockedUntil: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});
export type ClientLogin = z.infer<typeof clientLogin>;
export const clientLoginsResponse = z.array(clientLogin);

/** PUT /api/login/{clientId}/properties: edits one login of the client. */
export const loginPropertiesRequest = z.object({
  loginId: z.string().uuid('loginId must be a login id'),
  email: z.string().trim().refine(isValidEmail, INVALID_EMAIL_FORMAT),
  firstName: z.string().trim().min(1, 'First Name is required').max(50),
  lastName: z.string().trim().min(1, 'Last Name is required').max(50),
  accountEnabled: z.boolean(),
  unlock: z.boolean().default(false),
});
export type LoginPropertiesRequest = z.infer<typeof loginPropertiesRequest>;
