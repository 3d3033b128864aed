import { z } from 'zod';

export { idParam, money, nonNegativeMoney } from './schema-builders';

/** Every error answer: the message the browser shows, and per-field messages on a 400. */
export const errorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  errorId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const pageMeta = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  totalRecords: z.number().int(),
  totalPages: z.number().int(),
  /** True when the search stopped counting: there are more than totalRecords matches. */
  totalIsLowerBound: z.boolean().optional(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), metaData: pageMeta });

export const option = z.object({
  value: z.string(),
  label: z.string(),
  disabled: z.boolean().optional(),
});
export type Option = z.infer<typeof option>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** A yes or no in a path or query string: true, false, 1, 0, or empty (false). */
export const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])], {
    error: 'Must be true or false',
  })
  .transform((v) => v === true || v === 'true' || v === '1');
