import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * An instant as ISO 8601 text (UTC, milliseconds), written by PostgreSQL: a page of 100 rows
 * otherwise parses its timestamps into Dates only to print them again.
 */
export const isoText = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
