import { z } from 'zod';
import { operation } from './call-table';
import { option } from './common';
import { optionCalls } from './options.calls';
import { idParam, LENGTHS, text } from './schema-builders';

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

// Paths match case-insensitively, so the list name does too. No other /api/clients/{x} route
// ends in /options, so SALES_PEOPLE never reaches a client-id route.
const optionListParams = z.object({
  list: text({ max: LENGTHS.code })
    .transform((listName) => listName.toUpperCase())
    .pipe(optionListName),
});

export const consentCompany = z.object({ id: z.number().int(), name: z.string() });
export type ConsentCompany = z.infer<typeof consentCompany>;
export const consentCompaniesResponse = z.array(consentCompany);
export const clientConsentCompanyResponse = z.object({
  clientId: z.number().int(),
  consentCompanyId: z.number().int().nullable(),
});
export type ClientConsentCompanyResponse = z.infer<typeof clientConsentCompanyResponse>;

export const optionOperations = {
  getOptionList: operation(optionCalls.getOptionList, {
    params: optionListParams,
    response: optionsResponse,
  }),
  getConsentCompanies: operation(optionCalls.getConsentCompanies, {
    response: consentCompaniesResponse,
  }),
  getClientConsentCompany: operation(optionCalls.getClientConsentCompany, {
    params: z.object({ clientId: idParam }),
    response: clientConsentCompanyResponse,
  }),
  // Here the path's clientId is the client id (the scope hook's default); id is a consent company.
  setClientConsentCompany: operation(optionCalls.setClientConsentCompany, {
    params: z.object({ id: idParam, clientId: idParam }),
    response: clientConsentCompanyResponse,
  }),
};
