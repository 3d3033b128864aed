import { z } from 'zod';
import { option } from './common';

/** The option lists of GET /api/Clients/{LIST}/options. */
export const OPTION_LISTS = [
  'AGENCY',
  'CLIENT_STATUS',
  'CLIENT_LEVEL',
  'ACCOUNT_REPS',
  'SALES_PEOPLE',
] as const;
export const optionListName = z.enum(OPTION_LISTS, {
  error: `List must be one of ${OPTION_LISTS.join(', ')}`,
});
export type OptionListName = z.infer<typeof optionListName>;
export const optionsResponse = z.array(option);

export const consentCompany = z.object({ id: z.number().int(), name: z.string() });
export type ConsentCompany = z.infer<typeof consentCompany>;
export const consentCompaniesResponse = z.array(consentCompany);
export const clientConsentCompanyResponse = z.object({
  clientId: z.number().int(),
  consentCompanyId: z.number().int().nullable(),
});
export type ClientConsentCompanyResponse = z.infer<typeof clientConsentCompanyResponse>;
