import { sql, type SQL } from 'drizzle-orm';

/** A text[] of bound values (drizzle spreads a bare array into a list, not an array). */
export const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** An int[] of bound values. */
export const intArray = (values: readonly number[]): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;
