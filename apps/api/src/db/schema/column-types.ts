import { customType } from 'drizzle-orm/pg-core';

/** Bytes as PostgreSQL keeps them (recordings, signed contracts); a Buffer on both drivers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
