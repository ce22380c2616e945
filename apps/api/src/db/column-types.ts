import { customType } from 'drizzle-orm/pg-core';

/* Column types drizzle does not ship, shared by the schema files. */

/** Raw bytes (PostgreSQL bytea) as a Node Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
