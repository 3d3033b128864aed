import { z } from 'zod';
import { email, idParam, name } from './schema-builders';
import { operation } from './call-table';
import { loginCalls } from './logins.calls';

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
  loginId: z.uuid('loginId must be a login id'),
  email: email(),
  firstName: name({ max: 50 }).min(1, 'First Name is required'),
  lastName: name({ max: 50 }).min(1, 'Last Name is required'),
  accountEnabled: z.boolean(),
  unlock: z.boolean().default(false),
});
export type LoginPropertiesRequest = z.infer<typeof loginPropertiesRequest>;

const params = z.object({ id: idParam });

export const loginOperations = {
  getClientLogins: operation(loginCalls.getClientLogins, {
    params,
    response: clientLoginsResponse,
  }),
  updateLoginProperties: operation(loginCalls.updateLoginProperties, {
    params,
    body: loginPropertiesRequest,
    response: clientLogin,
  }),
};
