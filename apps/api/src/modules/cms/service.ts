import { createHash } from 'node:crypto';
import {
  allowedPhonePrefixes,
  BootstrapSchema,
  SITE_OPTION_KEYS,
  LocaleSchema,
  type Bootstrap,
  type EgtJackpotCard,
  minorToDecimal,
  type Locale,
  type SportsFrame,
} from '@lale/contracts';
import { ok } from '../../platform/envelope.ts';
import { pick } from '../../platform/localized.ts';
import type { MoneyService } from '../../platform/money.ts';
import { precompress, type Precompressed } from '../../platform/precompressed.ts';
import type { CmsRepo } from './repo.ts';

/*
 * The bootstrap object every visitor loads at start-up (spec §4) — the hottest read of the site. It is
 * built from the database, checked against the shared contract, serialised once per locale and kept for
 * a few seconds, so a burst of visitors costs one set of queries. Content edits show up within the TTL
 * on every instance (nothing else is kept in memory); writers can call invalidate() for their own.
 */

/** The serialised answer, its ETag, and its compressed forms (platform/precompressed.ts). */
export type CachedBody = { body: string; etag: string; encoded: Precompressed };

export type CmsServiceOptions = {
  ttlMs?: number;
  now?: () => number;
  /** The sportsbook frames that are on (configuration, not content): published as `sportsFrameList`. */
  sportsFrames?: readonly SportsFrame[];
};

export const EGYPT_JACKPOT = 'egypt';

export function createCmsService(
  repo: CmsRepo,
  money: MoneyService,
  { ttlMs = 5_000, now = Date.now, sportsFrames = [] }: CmsServiceOptions = {},
) {
  const cache = new Map<Locale, CachedBody & { expiresAt: number }>();
  /** Rebuilds under way, per locale, and how many times the cache was dropped (see invalidate). */
  const building = new Map<Locale, Promise<CachedBody>>();
  let generation = 0;

  async function buildBootstrap(locale: Locale): Promise<Bootstrap> {
    const [
      sliderRows,
      categoryRows,
      itemRows,
      languageRows,
      translationRows,
      optionRows,
      popup,
      domainRows,
      egtRows,
      egypt,
      promotionRows,
      appLinkRows,
      casinoCategoryList,
    ] = await Promise.all([
      repo.sliders(),
      repo.categories(),
      repo.contentItems(),
      repo.languages(),
      repo.translations(locale),
      repo.activeSiteOptions(),
      repo.latestPopup(),
      repo.domains(),
      repo.egtJackpots(),
      repo.jackpot(EGYPT_JACKPOT),
      repo.promotions(),
      repo.appLinks(),
      repo.casinoCategories(),
    ]);
    // Jackpots carry no currency of their own: they are shown in the site's.
    const { minorUnits } = await money.siteCurrency();
    const decimal = (minor: bigint) => minorToDecimal(minor, minorUnits);

    const egtJackpotCards: EgtJackpotCard[] = [];
    for (const row of egtRows) {
      let card = egtJackpotCards.at(-1);
      if (card?.instanceName !== row.instanceName)
        egtJackpotCards.push((card = { instanceName: row.instanceName, levelStats: [] }));
      card.levelStats.push({ level: row.level, value: decimal(row.amountMinor) });
    }

    return BootstrapSchema.parse({
      sliderList: sliderRows.map((s) => ({
        id: s.id,
        slug: s.slug,
        url: s.url,
        title: pick(s.title, locale),
        images: [{ url: s.imageSm }, { url: s.imageMd }, { url: s.imageLg }],
      })),
      categoryList: categoryRows.map((c) => ({
        id: c.id,
        name: pick(c.name, locale),
        contentList: itemRows
          .filter((item) => item.categoryId === c.id)
          .map((item) => ({
            id: item.id,
            title: pick(item.title, locale),
            description: pick(item.description, locale),
          })),
      })),
      // A language row for a locale the contracts do not know yet is not offered to the site.
      languageList: languageRows
        .filter((l) => LocaleSchema.safeParse(l.locale).success)
        .map((l) => ({ locale: l.locale, name: l.name })),
      translationList: translationRows,
      siteOption: optionRows.map((o) => ({ key: o.key.toLowerCase(), value: o.value, status: o.status })),
      popup: popup ? { images: [popup.imageSm, popup.imageMd, popup.imageLg], url: popup.url } : null,
      domainStatus: {
        current: domainRows.find((d) => d.role === 'current')?.host ?? null,
        next: domainRows.find((d) => d.role === 'next')?.host ?? null,
      },
      egtJackpotCards,
      jackpotCards: { currentLevelI: egypt ? decimal(egypt.currentLevelMinor) : 0 },
      promotionList: promotionRows.map((p) => ({
        id: p.id,
        images: [p.imageCard, p.imageDetail],
        title: pick(p.title, locale),
        description: pick(p.description, locale),
      })),
      appLinkList: appLinkRows.map((l) => ({ name: l.name, url: l.url })),
      casinoCategoryList: casinoCategoryList.map((c) => ({ ...c, name: pick(c.name, locale) })),
      sportsFrameList: sportsFrames,
    });
  }

  return {
    buildBootstrap,

    /** GET casino/eqyptquest: the Egypt Quest jackpot's current level in the site currency (0 when none). */
    async egyptQuest(): Promise<{ currentLevelI: number }> {
      const [egypt, { minorUnits }] = await Promise.all([repo.jackpot(EGYPT_JACKPOT), money.siteCurrency()]);
      return { currentLevelI: egypt ? minorToDecimal(egypt.currentLevelMinor, minorUnits) : 0 };
    },

    /**
     * The serialised `{success, message, data: bootstrap}` answer, its ETag and its brotli and gzip forms. When the cached one
     * expires, the visitors arriving during the rebuild share that one rebuild instead of each running
     * the bootstrap's queries (fifty connections would otherwise mean fifty sets at every expiry).
     */
    async bootstrapResponse(locale: Locale): Promise<CachedBody> {
      const hit = cache.get(locale);
      if (hit && hit.expiresAt > now()) return hit;
      const pending = building.get(locale);
      if (pending) return pending;
      const started = generation;
      const build = (async () => {
        const body = JSON.stringify(ok(await buildBootstrap(locale)));
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        // Content rarely changes between rebuilds: compress only when it did.
        const previous = cache.get(locale);
        const encoded = previous?.etag === etag ? previous.encoded : await precompress(body, etag);
        const entry = { body, etag, encoded, expiresAt: now() + ttlMs };
        // A build that began before an invalidate() may hold old content: answer it, do not keep it.
        if (started === generation) cache.set(locale, entry);
        return entry;
      })().finally(() => {
        if (building.get(locale) === build) building.delete(locale);
      });
      building.set(locale, build);
      return build;
    },

    invalidate(): void {
      generation += 1;
      cache.clear();
      building.clear();
    },

    /**
     * The country prefixes whose phones the operator accepts (site option sms_country_prefixes). Read
     * from the database on every call, not the bootstrap cache: a change must hold at once on every
     * process, and the callers (a sign-up, an SMS) are rare next to the bootstrap.
     */
    async allowedPhonePrefixes(): Promise<string[]> {
      return allowedPhonePrefixes(await repo.activeSiteOption(SITE_OPTION_KEYS.smsCountryPrefixes));
    },
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
