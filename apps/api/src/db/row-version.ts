import { sql, type SQL } from 'drizzle-orm';

/**
 * The version of the row a table or alias names: the transaction that wrote it and its place
 * (xmin, ctid). Any write of the row gives it another, so two reads of one row in one
 * transaction that answer the same version read the same row.
 */
export const rowVersion = (row: SQL): SQL<string> =>
  sql<string>`${row}.xmin::text || ':' || ${row}.ctid::text`;
