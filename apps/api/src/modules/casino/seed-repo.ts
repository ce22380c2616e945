import { PROVIDER_NAMES } from '@lale/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { casinoCategories, casinoGameCategories, casinoGames, casinoProviders } from '../../db/schema.ts';
import { CATEGORIES, DEMO_GAME_COUNT, generateCatalogue } from './seed-catalogue.ts';

/* SQL of the demo catalogue's seed (seed-catalogue.ts generates it and says when it is written). */

const chunks = <T>(rows: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, index) =>
    rows.slice(index * size, (index + 1) * size),
  );

export async function seedDemoCatalogue(db: Database, count = DEMO_GAME_COUNT): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(casinoProviders)
      .values(PROVIDER_NAMES.map((name, index) => ({ id: index + 1, name, sort: index + 1 })))
      .onConflictDoNothing();
    await tx
      .insert(casinoCategories)
      .values(CATEGORIES.map(([id, name, slugList]) => ({ id, name, slugList, sort: id })))
      .onConflictDoNothing();

    // Serialises concurrent first starts (several API processes): the second sees the games and stops.
    await tx.execute(sql`lock table casino_games in share row exclusive mode`);
    const [any] = await tx.select({ id: casinoGames.id }).from(casinoGames).limit(1);
    if (!any) {
      const { games, links } = generateCatalogue(count);
      for (const rows of chunks(games, 500)) await tx.insert(casinoGames).values(rows).onConflictDoNothing();
      for (const rows of chunks(links, 1000))
        await tx.insert(casinoGameCategories).values(rows).onConflictDoNothing();
    }

    for (const table of ['casino_providers', 'casino_categories', 'casino_games'])
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`,
        ),
      );
  });
}
