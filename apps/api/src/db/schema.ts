/*
 * The database schema, one file per area; this file only re-exports them so drizzle-kit and the typed
 * client see one schema. Conventions:
 * - snake_case names; reference data the site links to by number (country, content page 3 = About Us)
 *   has identity ids that the seed sets explicitly, so links stay stable across installs.
 * - Translated display text is a `jsonb` object keyed by locale (`LocalizedText`, e.g.
 *   {"tr":"Hakkımızda","en":"About Us"}). One row per entity keeps ids identical in every language,
 *   adding a locale needs no migration, and a reader picks its locale with a Turkish fallback
 *   (see localized.ts). UI strings that the web app bundles are overridden through `translations`
 *   instead (locale, key, value), which is what the bootstrap `translationList` is made of.
 * - Amounts are integers in minor units (kuruş), bigint in SQL and TS; platform/money.ts converts them.
 */

export * from './reference-schema.ts';
export * from './site-schema.ts';
export * from './accounts-schema.ts';
export * from './ledger-schema.ts';
export * from './notifications-schema.ts';
export * from './content-schema.ts';
export * from './limits-schema.ts';
export * from './deposit-limits-schema.ts';
export * from './payments-schema.ts';
export * from './bonus-schema.ts';
export * from './casino-schema.ts';
export * from './game-wallet-schema.ts';
export * from './game-wallet-held-schema.ts';
export * from './amusnet-schema.ts';
export * from './sports-schema.ts';
export * from './sports-operator-schema.ts';
export * from './sports-frames-schema.ts';
export * from './originals-schema.ts';
export * from './originals-crash-schema.ts';
export * from './originals-draws-schema.ts';
export * from './leases-schema.ts';
export * from './staff-schema.ts';
export * from './audit-schema.ts';
export * from './backoffice-players-schema.ts';
export * from './corrections-schema.ts';
export * from './safer-play-schema.ts';
export * from './kyc-schema.ts';
export * from './aml-schema.ts';
export * from './screening-schema.ts';
export * from './approvals-schema.ts';
export * from './softgamings-schema.ts';
export * from './reconciliation-schema.ts';
