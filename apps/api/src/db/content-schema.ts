import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { bytea } from './column-types.ts';
import type { LocalizedText } from './reference-schema.ts';
import { staff } from './staff-schema.ts';

/*
 * Operator content: promotions, the app-setting links of the side
 * menu's 'Follow Me' row, and the call requests visitors leave. Same conventions as schema.ts:
 * translated text is jsonb keyed by locale, HTML is sanitised by whatever writes it.
 */

export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** Sanitised HTML per locale, shown in the promotion detail dialog. */
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** The card picture on /promotions (spec §3 images[0]). */
    imageCard: text('image_card').notNull(),
    /** The detail dialog's picture (spec §2 "second image"). */
    imageDetail: text('image_detail').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promotions_order_idx').on(t.sortOrder, t.id)],
);

/** App-setting links keyed by name (spec §3 Settings): discord, twitter, instagram, telegram, youtube. */
export const appLinks = pgTable(
  'app_links',
  {
    name: text('name').primaryKey(),
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('app_links_name_lower', sql`${t.name} = lower(${t.name})`)],
);

/** A visitor's request to be called back (spec §7 cms/callme), kept for the operator's call centre. */
export const callRequests = pgTable(
  'call_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** As sent: 'Telefon No: …\nMesaj: …'. */
    message: text('message').notNull(),
    /** The logged-in player who sent it, if any. */
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id),
    ip: inet('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The staff member who handled it (a staff id: no foreign key until staff have their table). */
    handledBy: bigint('handled_by', { mode: 'number' }),
    /** What the call centre did, for the next one who reads it. */
    handledNote: text('handled_note'),
  },
  (t) => [index('call_requests_open_idx').on(t.handledAt, t.id)],
);

/**
 * The operator's uploaded pictures (issue #27): kept in the database every API process shares (never
 * the web build folder), served at `/media/uploads/<sha256>.<ext>`. The address is the content's hash,
 * so the same file uploaded twice is one row, and a served picture never changes (cached for a year).
 */
export const contentMedia = pgTable(
  'content_media',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    sha256: text('sha256').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    data: bytea('data').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'content_media_type',
      sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')`,
    ),
    index('content_media_created_idx').on(t.createdAt),
  ],
);
