import { z } from 'zod';
import { JACKPOT_CARD_LEVELS } from './constants.ts';
import { LocaleSchema } from './locale.ts';
import { idRule } from './rules.ts';
import { SPORTS_FRAME_PROVIDERS } from './sports-frames.ts';

/*
 * The bootstrap object of spec §3, answered by GET /api/cms/grouped and kept by the site under the local
 * key `bootstrap`. Texts are already in the request's locale (x-locale).
 */

export const ImageSchema = z.object({ url: z.string() });

/** images[0] is the default (mobile) picture, [1] and [2] the ≥992px and ≥1200px variants. */
export const SliderSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  url: z.string(),
  title: z.string(),
  images: z.array(ImageSchema).length(3),
});

export const ContentItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML of the content page (/pages/{id}). */
  description: z.string(),
});

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contentList: z.array(ContentItemSchema),
});

export const LanguageSchema = z.object({ locale: LocaleSchema, name: z.string() });
export const TranslationSchema = z.object({ key: z.string(), value: z.string() });

/** Site option: keys are lower-cased and only `status: true` options are used (spec §3). */
export const SiteOptionSchema = z.object({ key: z.string(), value: z.string(), status: z.boolean() });

/** images: [default, ≥992px, ≥1200px] (spec §2 popup banner). */
export const PopupSchema = z.object({ images: z.array(z.string()), url: z.string().nullable() });

export const DomainStatusSchema = z.object({
  current: z.string().nullable(),
  next: z.string().nullable(),
});

/**
 * Promotion (spec §3, shown on /promotions): images[0] is the card picture, images[1] the detail dialog's
 * ("second image"); description is HTML sanitised by the server when the operator saves it.
 */
export const PromotionSchema = z.object({
  id: z.number().int(),
  images: z.array(z.string()),
  title: z.string(),
  description: z.string(),
});

/** App-setting link keyed by name (spec §3 Settings): the side menu's 'Follow Me' icons. */
export const AppLinkSchema = z.object({ name: z.string(), url: z.string() });

export const JackpotLevelSchema = z.object({ level: z.number().int(), value: z.number() });
export const EgtJackpotCardSchema = z.object({
  instanceName: z.string(),
  levelStats: z.array(JackpotLevelSchema),
});
export const JackpotCardsSchema = z.object({ currentLevelI: z.number() });
/** A card fit to show (spec §3, §9): exactly 4 levels. jackpot.ts checks the same without zod. */
export const JackpotCardSchema = EgtJackpotCardSchema.extend({
  levelStats: EgtJackpotCardSchema.shape.levelStats.length(JACKPOT_CARD_LEVELS),
});

/**
 * Casino category (spec §3, in the bootstrap): the lobby areas (slot, live, bingo, games, tvbets) whose
 * tabs list it are its slugList; imageUrl null means the site's default category image.
 */
export const CasinoCategorySchema = z.object({
  id: idRule,
  name: z.string(),
  slugList: z.array(z.string()),
  imageUrl: z.string().nullable(),
});
export type CasinoCategory = z.infer<typeof CasinoCategorySchema>;

/**
 * A sportsbook frame that is on (issue #13): its menu entries and routes show only then. `url` is the
 * frame page (a provider's https address, or the sandbox's path outside production), `partnerId` our
 * id at the provider; both are public (they are in the frame's address). A player's token is in authData.
 */
export const SportsFrameSchema = z.object({
  provider: z.enum(SPORTS_FRAME_PROVIDERS),
  url: z.string(),
  partnerId: z.string(),
});
export type SportsFrame = z.infer<typeof SportsFrameSchema>;

export const BootstrapSchema = z.object({
  sliderList: z.array(SliderSchema),
  categoryList: z.array(CategorySchema),
  languageList: z.array(LanguageSchema),
  translationList: z.array(TranslationSchema),
  siteOption: z.array(SiteOptionSchema),
  popup: PopupSchema.nullable(),
  domainStatus: DomainStatusSchema,
  egtJackpotCards: z.array(EgtJackpotCardSchema),
  jackpotCards: JackpotCardsSchema,
  /** "Other content" of spec §3: the promotions page and the app-setting links. */
  promotionList: z.array(PromotionSchema),
  appLinkList: z.array(AppLinkSchema),
  /** The casino categories, in lobby order. */
  casinoCategoryList: z.array(CasinoCategorySchema),
  /** The sportsbook frames that are on, fcg first; none: both Sports Bettings entries are hidden. */
  sportsFrameList: z.array(SportsFrameSchema),
});

export type Slider = z.infer<typeof SliderSchema>;
export type ContentItem = z.infer<typeof ContentItemSchema>;
export type Category = z.infer<typeof CategorySchema>;
export type SiteOption = z.infer<typeof SiteOptionSchema>;
export type Popup = z.infer<typeof PopupSchema>;
export type EgtJackpotCard = z.infer<typeof EgtJackpotCardSchema>;
export type Promotion = z.infer<typeof PromotionSchema>;
export type AppLink = z.infer<typeof AppLinkSchema>;
export type Bootstrap = z.infer<typeof BootstrapSchema>;
