import { foldForSearch, ORIGINALS_PROVIDER_NAME, PROVIDER_NAMES } from '@lale/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { casinoCategories, casinoGameCategories, casinoGames, casinoProviders } from '../../db/schema.ts';
import type { CatalogueEntry } from './games/definition.ts';
import { ORIGINAL_GAMES } from './games/registry.ts';
import { SCHEDULED_GAMES } from './scheduled/catalogue.ts';

/*
 * Lale Originals in the catalogue: our own studio needs no contract, so unlike the demo catalogue it is
 * seeded in production too (server.ts, after the demo catalogue so that one still sees an empty table).
 * Every original is also in the studio's own category, a tab in each casino area.
 *
 * These rows are the casino's (its catalogue tables): the one place another module writes them, kept
 * until the casino exports a "register a studio's games" call that the composition root hands the
 * entries to (originals cannot import casino: casino's launch adapters import originals). Listed in
 * ARCHITECTURE.md "Repos and table ownership".
 */

/** The studio's own category: a 'Lale Originals' tab in every lobby area. */
export const ORIGINALS_CATEGORY_ID = 9;
const AREAS = ['slot', 'live', 'bingo', 'games', 'tvbets'];

const ENTRIES: (CatalogueEntry & { code: string })[] = [...ORIGINAL_GAMES, ...SCHEDULED_GAMES].map(
  (game) => ({
    ...game.catalogue,
    code: game.code,
  }),
);

async function seedGame(tx: DbExecutor, providerId: number, entry: CatalogueEntry & { code: string }) {
  await tx
    .insert(casinoGames)
    .values({
      id: entry.id,
      providerId,
      gameCode: entry.code,
      name: entry.name,
      nameSearch: foldForSearch(entry.name),
      imageUrl: `/api/casino/art/${entry.id}.svg`,
      rtp: entry.publishedRtp.toFixed(2),
      volatility: entry.volatility,
      isLive: entry.isLive ?? false,
      sort: entry.sort,
      isNew: true,
      isPopular: true,
    })
    .onConflictDoNothing();
  // Into the lobby's categories where the catalogue has them (a fresh production one may not yet).
  for (const categoryId of [...entry.categories, ORIGINALS_CATEGORY_ID])
    await tx.execute(
      sql`insert into ${casinoGameCategories} (game_id, category_id)
          select ${entry.id}, id from casino_categories where id = ${categoryId}
          on conflict do nothing`,
    );
}

export async function seedOriginalsCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const providerId = PROVIDER_NAMES.indexOf(ORIGINALS_PROVIDER_NAME) + 1;
    await tx
      .insert(casinoProviders)
      .values({ id: providerId, name: ORIGINALS_PROVIDER_NAME, sort: providerId })
      .onConflictDoNothing();
    const [provider] = await tx
      .select({ id: casinoProviders.id })
      .from(casinoProviders)
      .where(sql`${casinoProviders.name} = ${ORIGINALS_PROVIDER_NAME}`);
    await tx
      .insert(casinoCategories)
      .values({
        id: ORIGINALS_CATEGORY_ID,
        // A brand: the same in every language.
        name: { tr: ORIGINALS_PROVIDER_NAME, en: ORIGINALS_PROVIDER_NAME },
        slugList: AREAS,
        sort: 100,
      })
      .onConflictDoNothing();
    for (const entry of ENTRIES) await seedGame(tx, provider!.id, entry);
  });
}
