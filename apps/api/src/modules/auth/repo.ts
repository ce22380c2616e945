import type { Database } from '../../db/connection.ts';
import { countries } from '../../db/schema.ts';

export function createAuthRepo(db: Database) {
  return {
    listCountries: () => db.select({ id: countries.id, name: countries.name }).from(countries),
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
