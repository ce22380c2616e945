import { foldForSearch, ORIGINALS_PROVIDER_NAME, PROVIDER_NAMES } from '@lale/contracts';
import { PUBLISHED_RTP } from '@lale/originals';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { casinoGameCategories, casinoGames, casinoProviders } from '../../db/schema.ts';

/*
 * Lale Originals in the catalogue: our own studio needs no contract, so unlike the demo catalogue it is
 * seeded in production too (server.ts, after the demo catalogue so that one still sees an empty table).
 */

export const SLOT_GAME_CODE = 'lale-bahcesi';
export const SLOT_GAME_NAME = 'Lale Bahçesi';
/** A fixed id far above generated ones, so the demo catalogue's explicit ids never meet it. */
const SLOT_GAME_ID = 1_000_001;
/** Slot and Popular (modules/casino CASINO_CATEGORY). */
const SLOT_CATEGORIES = [1, 3];

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
      .insert(casinoGames)
      .values({
        id: SLOT_GAME_ID,
        providerId: provider!.id,
        gameCode: SLOT_GAME_CODE,
        name: SLOT_GAME_NAME,
        nameSearch: foldForSearch(SLOT_GAME_NAME),
        imageUrl: `/api/casino/art/${SLOT_GAME_ID}.svg`,
        rtp: PUBLISHED_RTP.toFixed(2),
        volatility: 'medium',
        sort: -1,
        isNew: true,
        isPopular: true,
      })
      .onConflictDoNothing();
    // Into the lobby's categories where the catalogue has them (a fresh production one may not yet).
    for (const categoryId of SLOT_CATEGORIES)
      await tx.execute(
        sql`insert into ${casinoGameCategories} (game_id, category_id)
            select ${SLOT_GAME_ID}, id from casino_categories where id = ${categoryId}
            on conflict do nothing`,
      );
  });
}
