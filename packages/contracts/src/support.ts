import { z } from 'zod';
import { operation } from './call-table';
import { idParam } from './schema-builders';
import { supportCalls } from './support.calls';

/** GET /api/support/contact?clientId=: who this client calls or writes to. */
export const supportContactQuery = z.object({ clientId: idParam });
export const supportContactResponse = z.object({
  teamName: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  isElite: z.boolean(),
});
export type SupportContactResponse = z.infer<typeof supportContactResponse>;

export const supportOperations = {
  getSupportContact: operation(supportCalls.getSupportContact, {
    query: supportContactQuery,
    response: supportContactResponse,
  }),
};
