import type {
  AdminAppLink,
  AdminSiteOption,
  AdminTranslation,
  AdminTranslationInput,
  Locale,
} from '@lale/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { appLinks, siteOptions, translations } from '../../db/schema.ts';
import { deleteRow, nextSortOrder, reorderRows } from './ordered.ts';

/* SQL of the keyed settings: translation overrides, site options and app-setting links (upserts). */

export function createSettingsRepo(db: Database) {
  return {
    translations: {
      list: (locale?: Locale): Promise<AdminTranslation[]> =>
        db
          .select()
          .from(translations)
          .where(locale ? eq(translations.locale, locale) : undefined)
          .orderBy(asc(translations.locale), asc(translations.key)),
      async upsert(row: AdminTranslationInput): Promise<AdminTranslation> {
        await db
          .insert(translations)
          .values(row)
          .onConflictDoUpdate({ target: [translations.locale, translations.key], set: { value: row.value } });
        return row;
      },
      async remove(locale: Locale, key: string): Promise<boolean> {
        const deleted = await db
          .delete(translations)
          .where(and(eq(translations.locale, locale), eq(translations.key, key)))
          .returning({ key: translations.key });
        return deleted.length > 0;
      },
    },

    siteOptions: {
      list: (): Promise<AdminSiteOption[]> => db.select().from(siteOptions).orderBy(asc(siteOptions.key)),
      async upsert(option: AdminSiteOption): Promise<AdminSiteOption> {
        const { value, status } = option;
        await db.insert(siteOptions).values(option).onConflictDoUpdate({
          target: siteOptions.key,
          set: { value, status },
        });
        return option;
      },
      remove: (key: string) => deleteRow(db, siteOptions, siteOptions.key, key),
    },

    appLinks: {
      list: (): Promise<AdminAppLink[]> =>
        db.select().from(appLinks).orderBy(asc(appLinks.sortOrder), asc(appLinks.name)),
      /** A new name goes to the end of the row; an existing one keeps its place. */
      async upsert(name: string, url: string): Promise<AdminAppLink> {
        const [row] = await db
          .insert(appLinks)
          .values({ name, url, sortOrder: nextSortOrder(appLinks) })
          .onConflictDoUpdate({ target: appLinks.name, set: { url } })
          .returning();
        if (!row) throw new Error('app link upsert returned no row');
        return row;
      },
      remove: (name: string) => deleteRow(db, appLinks, appLinks.name, name),
      reorder: (names: readonly string[]) => reorderRows(db, appLinks, appLinks.name, names),
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
