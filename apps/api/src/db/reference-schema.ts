import { integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/*
 * Reference data every other schema file links to: countries, currencies, and the shape of translated
 * display text. It imports no other schema file, so the rest can depend on it without a cycle.
 */

export type LocalizedText = { tr: string; en: string };

export const countries = pgTable('countries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** ISO 3166-1 alpha-2. */
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
});

export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** ISO 4217. */
  code: text('code').notNull().unique(),
  symbol: text('symbol').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  minorUnits: smallint('minor_units').notNull().default(2),
});
