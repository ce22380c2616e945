import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database, ReadDatabase } from '../../db/connection.ts';
import {
  appLinks,
  callRequests,
  contentCategories,
  contentItems,
  domains,
  casinoCategories,
  egtJackpotCards,
  egtJackpotLevels,
  jackpots,
  languages,
  popups,
  promotions,
  siteOptions,
  sliders,
  translations,
} from '../../db/schema.ts';

/**
 * Every read behind the bootstrap object (spec §3); rows come back raw, the service shapes them. The
 * site's content reads `contentDb`, the read replica when there is one (it is cached for seconds
 * anyway); the one setting a sign-up or an SMS decides on, the allowed phone prefixes, reads the
 * primary (ARCHITECTURE "Reads on a replica").
 */
export function createCmsRepo(db: Database, contentDb: ReadDatabase) {
  return {
    sliders: () =>
      contentDb
        .select()
        .from(sliders)
        .where(eq(sliders.active, true))
        .orderBy(asc(sliders.slug), asc(sliders.sortOrder), asc(sliders.id)),
    categories: () =>
      contentDb
        .select()
        .from(contentCategories)
        .orderBy(asc(contentCategories.sortOrder), asc(contentCategories.id)),
    contentItems: () =>
      contentDb
        .select({
          id: contentItems.id,
          categoryId: contentItems.categoryId,
          title: contentItems.title,
          description: contentItems.description,
        })
        .from(contentItems)
        .where(eq(contentItems.active, true))
        .orderBy(asc(contentItems.sortOrder), asc(contentItems.id)),
    languages: () =>
      contentDb
        .select()
        .from(languages)
        .where(eq(languages.active, true))
        .orderBy(asc(languages.sortOrder), asc(languages.locale)),
    translations: (locale: string) =>
      contentDb
        .select({ key: translations.key, value: translations.value })
        .from(translations)
        .where(eq(translations.locale, locale))
        .orderBy(asc(translations.key)),
    /** Only options switched on: switched-off ones may hold values not meant to be public yet. */
    activeSiteOptions: () =>
      contentDb.select().from(siteOptions).where(eq(siteOptions.status, true)).orderBy(asc(siteOptions.key)),
    /** One option's value when it is switched on. */
    activeSiteOption: async (key: string) =>
      (
        await db
          .select({ value: siteOptions.value })
          .from(siteOptions)
          .where(and(eq(siteOptions.key, key), eq(siteOptions.status, true)))
      )[0]?.value,
    latestPopup: async () =>
      (
        await contentDb.select().from(popups).where(eq(popups.active, true)).orderBy(desc(popups.id)).limit(1)
      )[0],
    domains: () => contentDb.select().from(domains),
    egtJackpots: () =>
      contentDb
        .select({
          instanceName: egtJackpotCards.instanceName,
          level: egtJackpotLevels.level,
          amountMinor: egtJackpotLevels.amountMinor,
        })
        .from(egtJackpotCards)
        .innerJoin(egtJackpotLevels, eq(egtJackpotLevels.instanceName, egtJackpotCards.instanceName))
        // A card whose feed went silent past its limit is not shown (admin-cms/jackpots.ts says why).
        .where(isNull(egtJackpotCards.withheldSince))
        .orderBy(
          asc(egtJackpotCards.sortOrder),
          asc(egtJackpotCards.instanceName),
          asc(egtJackpotLevels.level),
        ),
    promotions: () =>
      contentDb
        .select()
        .from(promotions)
        .where(eq(promotions.active, true))
        .orderBy(asc(promotions.sortOrder), asc(promotions.id)),
    appLinks: () => contentDb.select().from(appLinks).orderBy(asc(appLinks.sortOrder), asc(appLinks.name)),
    casinoCategories: () =>
      contentDb
        .select({
          id: casinoCategories.id,
          name: casinoCategories.name,
          slugList: casinoCategories.slugList,
          imageUrl: casinoCategories.imageUrl,
        })
        .from(casinoCategories)
        .orderBy(asc(casinoCategories.sort), asc(casinoCategories.id)),
    jackpot: async (name: string) =>
      (await contentDb.select().from(jackpots).where(eq(jackpots.name, name)).limit(1))[0],
  };
}

export type CmsRepo = ReturnType<typeof createCmsRepo>;

/** What a call request stores (spec §7 cms/callme). */
export type NewCallRequest = { name: string; message: string; playerId: number | null; ip: string | null };

/** The call-request queue the operator's call centre works through. */
export function createCallRequestRepo(db: Database) {
  return {
    async insert(request: NewCallRequest): Promise<number> {
      const [row] = await db.insert(callRequests).values(request).returning({ id: callRequests.id });
      if (!row) throw new Error('call request insert returned no row');
      return row.id;
    },
  };
}

export type CallRequestRepo = ReturnType<typeof createCallRequestRepo>;
