import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './connection.ts';
import {
  amlEurRates,
  bonusDefinitions,
  contentCategories,
  contentItems,
  countries,
  currencies,
  kycDepositCaps,
  domains,
  egtJackpotCards,
  egtJackpotLevels,
  jackpots,
  languages,
  appLinks,
  popups,
  promotions,
  siteOptions,
  sliders,
  translations,
} from './schema.ts';
import { CONTENT_CATEGORIES, CONTENT_PAGES } from './seed-pages.ts';
import { APP_LINKS, PROMOTIONS, RETIRED_PROMOTION_PICTURES } from './seed-promotions.ts';

/*
 * Demo and reference data. Runs at every start: every row has a stable id or key and is inserted with
 * ON CONFLICT DO NOTHING, so a second run adds nothing and an operator's later edit is never undone.
 * The operator's own collections (sliders, pages, popups, promotions, app links) are seeded only while
 * empty: once the operator has them, a demo row they deleted must not come back at the next start.
 */

const COUNTRIES: [id: number, code: string, tr: string, en: string][] = [
  [1, 'TR', 'Türkiye', 'Türkiye'],
  [2, 'DE', 'Almanya', 'Germany'],
  [3, 'AZ', 'Azerbaycan', 'Azerbaijan'],
  [4, 'GB', 'Birleşik Krallık', 'United Kingdom'],
  [5, 'NL', 'Hollanda', 'Netherlands'],
  [6, 'FR', 'Fransa', 'France'],
  [7, 'BE', 'Belçika', 'Belgium'],
  [8, 'AT', 'Avusturya', 'Austria'],
  [9, 'CH', 'İsviçre', 'Switzerland'],
  [10, 'SE', 'İsveç', 'Sweden'],
  [11, 'IT', 'İtalya', 'Italy'],
  [12, 'ES', 'İspanya', 'Spain'],
  [13, 'GR', 'Yunanistan', 'Greece'],
  [14, 'BG', 'Bulgaristan', 'Bulgaria'],
  [15, 'GE', 'Gürcistan', 'Georgia'],
  [16, 'CY', 'Kıbrıs', 'Cyprus'],
  [17, 'KZ', 'Kazakistan', 'Kazakhstan'],
  [18, 'UZ', 'Özbekistan', 'Uzbekistan'],
  [19, 'US', 'Amerika Birleşik Devletleri', 'United States'],
  [20, 'CA', 'Kanada', 'Canada'],
];

const SLIDER_NAMES = [
  // [name, link, tr title, en title] — the first is the one external (https → new tab) link.
  ['welcome', 'https://t.me/lalebet', "Lale'ye hoş geldiniz", 'Welcome to Lale'],
  ['live-casino', '/casino/live', 'Canlı Casino', 'Live Casino'],
  ['sports', '/spor', 'Spor Bahisleri', 'Sports Betting'],
  ['slots', '/casino/slot', 'Slot Oyunları', 'Slot Games'],
] as const;

const SITE_OPTIONS = [
  { key: 'registertype', value: 'full', status: true },
  { key: 'snowfall', value: 'false', status: true },
  { key: 'license_number', value: 'ALS-2226/IAL', status: true },
  { key: 'license_authority', value: 'Anjouan Offshore Finance Authority', status: true },
  { key: 'company_name', value: 'Lale Entertainment N.V.', status: true },
  { key: 'copyright_year', value: '2024', status: true },
  { key: 'whatsapp', value: 'https://wa.me/908500000000', status: true },
  { key: 'telegram', value: 'https://t.me/lalebet', status: true },
  // Trial bonus offered at sign-up, in lira (0 hides the checkbox); credited by bonus/definetrialbonus.
  { key: 'trialbonusamount', value: '50', status: true },
  // Staged but switched off: the bootstrap must not publish it.
  { key: 'maintenance_notice', value: 'Planned maintenance tonight 03:00-04:00.', status: false },
];

const TRANSLATION_OVERRIDES = [
  { locale: 'tr', key: 'home.welcome', value: "Lale'ye hoş geldiniz" },
  { locale: 'tr', key: 'home.jackpotsTitle', value: 'Büyük İkramiyeler' },
  { locale: 'en', key: 'home.welcome', value: 'Welcome to Lale' },
  { locale: 'en', key: 'home.jackpotsTitle', value: 'Big Jackpots' },
];

/** [instance name, level 1..4 amounts in kuruş]; the site shows exactly these two, in this order. */
const EGT_CARDS: [string, [bigint, bigint, bigint, bigint]][] = [
  ['High Cash', [1_825_040n, 412_075n, 90_510n, 15_235n]],
  ['Clover Chance', [2_648_000n, 631_525n, 124_060n, 21_090n]],
];

/** Tables whose ids the seed sets by hand; their identity sequences must continue after them. */
const IDENTITY_TABLES = [
  'countries',
  'currencies',
  'sliders',
  'content_categories',
  'content_items',
  'popups',
  'promotions',
];

/** Same terms as the back-fill in migration 0006 (trial bonuses granted before the engine). */
const TRIAL_BONUS_DEFINITION = {
  title: { tr: 'Deneme Bonusu', en: 'Trial Bonus' },
  description: { tr: 'Üyeliğinize özel deneme bonusu.', en: 'A trial bonus for signing up.' },
  trigger: 'signup_trial',
  kind: 'fixed',
  wageringMultiple: 10,
  contributions: { slot: 100, live: 10, table: 10, sports: 100 },
  validDays: 30,
  currencyId: 1,
};

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function isEmpty(tx: Transaction, table: PgTable): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(table)
    .limit(1);
  return rows.length === 0;
}

/**
 * `demoBonuses`: the demo bonus definitions are seeded too (outside production), so the promotions that
 * offer them may be; production's promotions never advertise a bonus the operator has not set up.
 */
export async function seedDatabase(db: Database, { demoBonuses = true } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(countries)
      .values(COUNTRIES.map(([id, code, tr, en]) => ({ id, code, name: { tr, en } })))
      .onConflictDoNothing();

    await tx
      .insert(currencies)
      .values([
        { id: 1, code: 'TRY', symbol: '₺', name: { tr: 'Türk lirası', en: 'Turkish lira' } },
        { id: 2, code: 'EUR', symbol: '€', name: { tr: 'Euro', en: 'Euro' } },
        { id: 3, code: 'USD', symbol: '$', name: { tr: 'ABD doları', en: 'US dollar' } },
      ])
      .onConflictDoNothing();

    // AML's euro rates (units per euro): the €2,000 due-diligence threshold is converted with them. A
    // starting rate the operator keeps current; an existing row is never overwritten.
    await tx
      .insert(amlEurRates)
      .values([
        { currencyId: 1, unitsPerEur: '50.000000' },
        { currencyId: 2, unitsPerEur: '1.000000' },
      ])
      .onConflictDoNothing();

    // KYC: the cap on an unverified player's deposits, all of them together, by currency (issue #26).
    // ₺2,000 is enough to try the games and the sportsbook over several deposits, yet far below the
    // €2,000 at which EU anti-money-laundering rules (AMLD art. 11(d)) oblige a gambling operator to know
    // its customer; €50 and $50 are about the same value. The operator's own caps are never overwritten.
    await tx
      .insert(kycDepositCaps)
      .values([
        { currencyId: 1, capMinor: 2_000_00n },
        { currencyId: 2, capMinor: 50_00n },
        { currencyId: 3, capMinor: 50_00n },
      ])
      .onConflictDoNothing();

    // The trial bonus's terms (bonus engine). Not demo data: the sign-up trial needs it in production
    // too. Its amount is the site option `trialbonusamount`; the operator edits the terms afterwards.
    await tx.insert(bonusDefinitions).values(TRIAL_BONUS_DEFINITION).onConflictDoNothing();

    if (await isEmpty(tx, sliders))
      await tx
        .insert(sliders)
        .values(
          SLIDER_NAMES.map(([name, url, tr, en], index) => ({
            id: index + 1,
            slug: 'home',
            url,
            title: { tr, en },
            imageSm: `/media/sliders/${name}-sm.svg`,
            imageMd: `/media/sliders/${name}-md.svg`,
            imageLg: `/media/sliders/${name}-lg.svg`,
            sortOrder: index + 1,
          })),
        )
        .onConflictDoNothing();

    await tx.insert(contentCategories).values(CONTENT_CATEGORIES).onConflictDoNothing();
    if (await isEmpty(tx, contentItems))
      await tx.insert(contentItems).values(CONTENT_PAGES).onConflictDoNothing();

    await tx
      .insert(languages)
      .values([
        { locale: 'tr', name: 'Türkçe', sortOrder: 1 },
        { locale: 'en', name: 'English', sortOrder: 2 },
      ])
      .onConflictDoNothing();
    await tx.insert(translations).values(TRANSLATION_OVERRIDES).onConflictDoNothing();
    await tx.insert(siteOptions).values(SITE_OPTIONS).onConflictDoNothing();

    await tx
      .insert(domains)
      .values([
        { role: 'current', host: 'lale.bet' },
        { role: 'next', host: 'lale2.bet' },
      ])
      .onConflictDoNothing();

    if (await isEmpty(tx, popups))
      await tx
        .insert(popups)
        .values({
          id: 1,
          imageSm: '/media/popup/startup-sm.svg',
          imageMd: '/media/popup/startup-md.svg',
          imageLg: '/media/popup/startup-lg.svg',
          url: '/promotions',
        })
        .onConflictDoNothing();

    const seeded = PROMOTIONS.filter((promotion) => demoBonuses || !promotion.demoBonus).map(
      ({ id, name, sortOrder, title, description }) => ({
        id,
        sortOrder,
        title,
        description,
        imageCard: `/media/promotions/${name}-card.svg`,
        imageDetail: `/media/promotions/${name}-detail.svg`,
      }),
    );
    if (await isEmpty(tx, promotions)) await tx.insert(promotions).values(seeded).onConflictDoNothing();
    // Earlier demos seeded offers the engine never ran (issue #27); a row still untouched (its retired
    // picture) becomes the seed's promotion of that id, or goes when there is none (production).
    for (const retired of RETIRED_PROMOTION_PICTURES) {
      const [row] = await tx
        .select({ id: promotions.id })
        .from(promotions)
        .where(eq(promotions.imageCard, `/media/promotions/${retired}-card.svg`));
      if (!row) continue;
      const current = seeded.find((promotion) => promotion.id === row.id);
      if (current) await tx.update(promotions).set(current).where(eq(promotions.id, row.id));
      else await tx.delete(promotions).where(eq(promotions.id, row.id));
    }
    if (await isEmpty(tx, appLinks)) await tx.insert(appLinks).values(APP_LINKS).onConflictDoNothing();

    await tx
      .insert(egtJackpotCards)
      .values(EGT_CARDS.map(([instanceName], index) => ({ instanceName, sortOrder: index + 1 })))
      .onConflictDoNothing();
    await tx
      .insert(egtJackpotLevels)
      .values(
        EGT_CARDS.flatMap(([instanceName, amounts]) =>
          amounts.map((amountMinor, index) => ({ instanceName, level: index + 1, amountMinor })),
        ),
      )
      .onConflictDoNothing();

    await tx.insert(jackpots).values({ name: 'egypt', currentLevelMinor: 2_543_712n }).onConflictDoNothing();

    for (const table of IDENTITY_TABLES) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`,
        ),
      );
    }
  });
}
