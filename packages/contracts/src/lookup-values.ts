import { z } from 'zod';
import {
  LOOKUP_VALUE_SORTS,
  LOOKUP_VALUES_PAGE_SIZE,
} from '@client-admin/domain/lookup-values/lookup-value-constants';
import { LOOKUP_VALUE_MESSAGES as M } from '@client-admin/domain/lookup-values/lookup-value-messages';
import { operation } from './call-table';
import { paged } from './common';
import { lookupValueCalls } from './lookup-values.calls';
import {
  id,
  LENGTHS,
  pageQuery,
  pageSizeQuery,
  queryInteger,
  text,
  MAX_INTEGER,
} from './schema-builders';

/** One answer of a lookup filter type, and how many channel filters pick it. */
export const lookupValue = z.object({
  id: z.number().int(),
  filterTypeId: z.number().int(),
  filterTypeName: z.string(),
  value: z.string(),
  label: z.string(),
  channelCount: z.number().int(),
});
export type LookupValue = z.infer<typeof lookupValue>;

export const lookupValuesResponse = paged(lookupValue);
export type LookupValuesResponse = z.infer<typeof lookupValuesResponse>;

const sortPattern = new RegExp(`^-?(${LOOKUP_VALUE_SORTS.join('|')})$`);

/** GET /api/lookupvalue: pageNum, pageSize, sortBy (a field, - for descending), search, type. */
export const lookupValuesQuery = z.object({
  pageNum: pageQuery.default(1),
  pageSize: pageSizeQuery().default(LOOKUP_VALUES_PAGE_SIZE),
  sortBy: text({ max: LENGTHS.code })
    .regex(
      sortPattern,
      `sortBy must be one of ${LOOKUP_VALUE_SORTS.join(', ')} (prefix - for descending)`,
    )
    .default('filterTypeName'),
  search: text({ max: LENGTHS.name, trim: true }).default(''),
  filterTypeId: queryInteger({ min: 1, max: MAX_INTEGER, message: 'Must be an id' }).optional(),
});
export type LookupValuesQuery = z.input<typeof lookupValuesQuery>;
export type LookupValuesFilter = z.output<typeof lookupValuesQuery>;

/** POST /api/lookupValue/: a new value without id, a change with it. */
export const saveLookupValueRequest = z.object({
  id: id.optional(),
  filterTypeId: id,
  value: text({ max: LENGTHS.name, trim: true }).min(1, M.valueRequired),
  label: text({ max: LENGTHS.name, trim: true }).min(1, M.labelRequired),
});
export type SaveLookupValueRequest = z.input<typeof saveLookupValueRequest>;

export const lookupValueOperations = {
  getLookupValues: operation(lookupValueCalls.getLookupValues, {
    query: lookupValuesQuery,
    response: lookupValuesResponse,
  }),
  saveLookupValue: operation(lookupValueCalls.saveLookupValue, {
    body: saveLookupValueRequest,
    response: lookupValue,
  }),
};
