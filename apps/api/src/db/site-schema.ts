import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from './reference-schema.ts';

/*
 * The site's own content and settings: carousels, content pages, languages and translations, site
 * options and domains, popups, jackpots, and the dev outbox. Conventions: see schema.ts.
 */

export const sliders = pgTable(
  'sliders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Which carousel shows it ('home', ...). */
    slug: text('slug').notNull(),
    /** https… opens in a new tab, anything else is an in-app route (spec §2). */
    url: text('url').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    imageSm: text('image_sm').notNull(),
    imageMd: text('image_md').notNull(),
    imageLg: text('image_lg').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('sliders_slug_idx').on(t.slug, t.sortOrder)],
);

export const contentCategories = pgTable('content_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const contentItems = pgTable(
  'content_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => contentCategories.id),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** Sanitised HTML per locale; whatever writes it (seed, back office) must sanitise first. */
    description: jsonb('description').$type<LocalizedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('content_items_category_idx').on(t.categoryId, t.sortOrder)],
);

export const languages = pgTable('languages', {
  locale: text('locale').primaryKey(),
  /** The language's own name ('Türkçe', 'English'), shown in the language dropdown. */
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const translations = pgTable(
  'translations',
  {
    locale: text('locale')
      .notNull()
      .references(() => languages.locale),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);

export const siteOptions = pgTable(
  'site_options',
  {
    key: text('key').primaryKey(),
    value: text('value').notNull(),
    status: boolean('status').notNull().default(true),
  },
  // Keys are compared lower-cased by the site (spec §3); the database refuses any other spelling.
  (t) => [check('site_options_key_lower', sql`${t.key} = lower(${t.key})`)],
);

export const domains = pgTable(
  'domains',
  {
    /** 'current' is where the site is now, 'next' where it moves if the current one is blocked. */
    role: text('role').primaryKey(),
    host: text('host').notNull(),
  },
  (t) => [check('domains_role_known', sql`${t.role} in ('current', 'next')`)],
);

export const popups = pgTable('popups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  imageSm: text('image_sm').notNull(),
  imageMd: text('image_md').notNull(),
  imageLg: text('image_lg').notNull(),
  /** Null: the popup links to the current page. */
  url: text('url'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const egtJackpotCards = pgTable('egt_jackpot_cards', {
  instanceName: text('instance_name').primaryKey(),
  sortOrder: integer('sort_order').notNull().default(0),
  /**
   * Set when the feed owning the card (EGT's jackpot feed) has been silent past its limit: the site's
   * bootstrap leaves the card out until new values are written (admin-cms/jackpots.ts). Null: shown.
   */
  withheldSince: timestamp('withheld_since', { withTimezone: true }),
});

export const egtJackpotLevels = pgTable(
  'egt_jackpot_levels',
  {
    instanceName: text('instance_name')
      .notNull()
      .references(() => egtJackpotCards.instanceName, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceName, t.level] }),
    check('egt_jackpot_levels_level', sql`${t.level} between 1 and 4`),
  ],
);

/** Named progressive jackpots shown on the site ('egypt' answers currentLevelI). */
export const jackpots = pgTable('jackpots', {
  name: text('name').primaryKey(),
  currentLevelMinor: bigint('current_level_minor', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the server "sent" by e-mail or SMS; read back by GET /api/dev/outbox outside production. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('outbox_messages_channel', sql`${t.channel} in ('email', 'sms')`),
    index('outbox_messages_to_idx').on(t.to, t.id),
  ],
);
