import { z } from 'zod';
import { dialerQuery, type DialerFilter, type DialerQuery } from '@client-admin/contracts/credits';

export const DIALER_FIELDS = [
  'lowCR',
  'highCR',
  'lowCost',
  'highCost',
  'creditReason',
  'parentCompany',
  'leadType',
  'clientId',
] as const;

/** The dialer's filter fields as typed: text; '' (or null, an emptied select) for no filter. */
export type DialerFormValues = Record<(typeof DIALER_FIELDS)[number], string | null>;

export const EMPTY_DIALER_FORM: DialerFormValues = {
  lowCR: '',
  highCR: '',
  lowCost: '',
  highCost: '',
  creditReason: '',
  parentCompany: '',
  leadType: '',
  clientId: '',
};

/**
 * The filled fields, trimmed; a blank field filters nothing. Still text: the query schema reads
 * it as it reads a URL's query, so its checks and messages are the API's.
 */
const filledFields = (values: DialerFormValues) =>
  Object.fromEntries(
    Object.entries(values)
      .map(([field, value]) => [field, (value ?? '').trim()] as const)
      .filter(([, value]) => value !== ''),
  ) as DialerQuery;

/** The fields read by the contract's dialer query: its messages show on the fields. */
export const dialerForm: z.ZodType<DialerFilter, DialerFormValues> = z
  .custom<DialerFormValues>()
  .transform(filledFields)
  .pipe(dialerQuery);
