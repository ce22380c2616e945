import type {
  AdminPageInput,
  AdminPromotionInput,
  AdminSiteOption,
  AdminTranslationInput,
  Locale,
} from '@lale/contracts';
import type { LocalizedText } from '../../db/schema.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { hasVisibleContent, sanitizeContentHtml } from '../../platform/html.ts';
import type { CmsService } from '../cms/index.ts';
import type { CollectionRepo, CollectionsRepo } from './collections-repo.ts';
import type { SettingsRepo } from './settings-repo.ts';

/*
 * Rules of the operator content API. Input has passed the contract's schemas; here: HTML is sanitised
 * (platform/html.ts) and must still show something, a page's category must exist, an unknown id or key
 * is `ContentNotFound`, a reorder must name every existing item exactly once. Every refusal happens before the
 * write, and every successful write drops the bootstrap cache of this process (cms.invalidate), so the
 * next cms/grouped shows it; other processes rebuild theirs within the cache's TTL (5 s).
 */

type Deps = {
  collections: CollectionsRepo;
  settings: SettingsRepo;
  cms: Pick<CmsService, 'invalidate'>;
};

/** Turns valid input into what is stored, or refuses it (`ContentHtmlEmpty`, `ContentCategoryUnknown`). */
type Prepare<I> = (input: I) => I | Promise<I>;

const notFound = () => refuse({ code: 'ContentNotFound' });

const reorderMismatch = (field: 'ids' | 'names') => refuse({ code: 'OrderMismatch', field });

/** What the routes of one id-keyed collection call (input I as the contract parses it, item T). */
export type AdminCollectionService<I, T> = {
  list(): Promise<T[]>;
  create(input: I): Promise<T>;
  update(id: number, input: I): Promise<T>;
  remove(id: number): Promise<void>;
  reorder(ids: readonly number[]): Promise<T[]>;
};

export function createAdminCmsService({ collections, settings, cms }: Deps) {
  /** Runs a write, then makes the bootstrap show it. */
  async function publish<T>(write: Promise<T>): Promise<T> {
    const result = await write;
    cms.invalidate();
    return result;
  }

  /** `ContentNotFound` unless the row was there; then the bootstrap shows it gone. */
  async function publishFound(found: Promise<boolean>): Promise<void> {
    if (!(await found)) throw notFound();
    cms.invalidate();
  }

  /** Both languages sanitised; a body that sanitising empties is refused rather than stored blank. */
  function sanitizedHtml(html: LocalizedText, field: string): LocalizedText {
    const clean = { tr: sanitizeContentHtml(html.tr), en: sanitizeContentHtml(html.en) };
    const emptied = (['tr', 'en'] as const).filter((language) => !hasVisibleContent(clean[language]));
    if (emptied.length > 0) {
      throw refuse({ code: 'ContentHtmlEmpty', fields: emptied.map((language) => `${field}.${language}`) });
    }
    return clean;
  }

  function collection<I, T>(
    repo: CollectionRepo<I, T>,
    prepare: Prepare<I> = (input) => input,
  ): AdminCollectionService<I, T> {
    return {
      list: () => repo.list(),
      create: async (input: I) => publish(repo.create(await prepare(input))),
      async update(id: number, input: I): Promise<T> {
        const item = await repo.update(id, await prepare(input));
        if (item === undefined) throw notFound();
        cms.invalidate();
        return item;
      },
      remove: (id: number) => publishFound(repo.remove(id)),
      async reorder(ids: readonly number[]): Promise<T[]> {
        if (!repo.reorder) throw notFound();
        if (!(await repo.reorder(ids))) throw reorderMismatch('ids');
        cms.invalidate();
        return repo.list();
      },
    };
  }

  const preparePromotion: Prepare<AdminPromotionInput> = (input) => ({
    ...input,
    description: sanitizedHtml(input.description, 'description'),
  });

  const preparePage: Prepare<AdminPageInput> = async (input) => {
    const description = sanitizedHtml(input.description, 'description');
    if (!(await collections.categoryExists(input.categoryId)))
      throw refuse({ code: 'ContentCategoryUnknown' });
    return { ...input, description };
  };

  return {
    sliders: collection(collections.sliders),
    promotions: collection(collections.promotions, preparePromotion),
    pages: collection(collections.pages, preparePage),
    popups: collection(collections.popups),

    translations: {
      list: (locale?: Locale) => settings.translations.list(locale),
      upsert: (row: AdminTranslationInput) => publish(settings.translations.upsert(row)),
      remove: (locale: Locale, key: string) => publishFound(settings.translations.remove(locale, key)),
    },

    siteOptions: {
      list: () => settings.siteOptions.list(),
      upsert: (option: AdminSiteOption) => publish(settings.siteOptions.upsert(option)),
      remove: (key: string) => publishFound(settings.siteOptions.remove(key)),
    },

    appLinks: {
      list: () => settings.appLinks.list(),
      upsert: (name: string, url: string) => publish(settings.appLinks.upsert(name, url)),
      remove: (name: string) => publishFound(settings.appLinks.remove(name)),
      async reorder(names: readonly string[]) {
        if (!(await settings.appLinks.reorder(names))) throw reorderMismatch('names');
        cms.invalidate();
        return settings.appLinks.list();
      },
    },
  };
}

export type AdminCmsService = ReturnType<typeof createAdminCmsService>;
