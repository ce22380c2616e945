import {
  CasinoGamesResponseSchema,
  CategoryGamesResponseSchema,
  foldForSearch,
  MAX_PAGE_TAKE,
  ORIGINALS_PROVIDER_NAME,
  PROVIDER_NAMES,
  THIRD_PARTY_PROVIDER_NAMES,
  type Game,
} from '@lale/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoProviders } from '../../src/db/schema.ts';
import { CASINO_CATEGORY, DEMO_GAME_COUNT, seedDemoCatalogue } from '../../src/modules/casino/index.ts';
import { call } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/*
 * The casino catalogue (issue #12): casino/games searches the demo catalogue accent- and
 * case-insensitively for Turkish, pages without overlap and hides disabled providers;
 * casino/categorygames lists a category's games; each game has generated artwork.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.database.db);
});
afterAll(() => t.close());

async function search(live: boolean, text: string, skip = 0, take = MAX_PAGE_TAKE): Promise<Game[]> {
  const answer = await call(t.app, {
    method: 'POST',
    url: '/api/casino/games',
    payload: { live, search: text, skip, take },
  });
  expect(answer.status).toBe(200);
  const data = CasinoGamesResponseSchema.parse(answer.body).data;
  // The page is the one inner list (none when nothing matches).
  expect(data.length).toBeLessThanOrEqual(1);
  return data.flat();
}

const names = (games: Game[]) => games.map((game) => game.name);

async function setProviderEnabled(name: string, enabled: boolean) {
  await t.database.db.update(casinoProviders).set({ enabled }).where(eq(casinoProviders.name, name));
}

describe('the demo catalogue', () => {
  it('holds the seven providers and the demo games, and a second seed adds nothing', async () => {
    const count = async () => {
      const { rows } = (await t.database.db.execute(
        sql`select (select count(*) from casino_providers)::int as providers,
                   (select count(*) from casino_games)::int as games,
                   (select count(*) from casino_game_categories)::int as links`,
      )) as unknown as { rows: { providers: number; games: number; links: number }[] };
      return rows[0];
    };
    const first = await count();
    expect(first).toMatchObject({ providers: PROVIDER_NAMES.length, games: DEMO_GAME_COUNT });
    await seedDemoCatalogue(t.database.db);
    expect(await count()).toEqual(first);
  });
  it('spreads the games over all seven providers, about 15% live, and fills the lobby categories', async () => {
    const { rows: all } = (await t.database.db.execute(
      sql`select p.name, count(*)::int as games, count(*) filter (where g.is_live)::int as live
            from casino_games g join casino_providers p on p.id = g.provider_id group by p.name`,
    )) as unknown as { rows: { name: string; games: number; live: number }[] };
    // Our own studio's games are not generated; the demo stands in for the seven external providers.
    const rows = all.filter((row) => row.name !== ORIGINALS_PROVIDER_NAME);
    expect(rows.map((row) => row.name).sort()).toEqual([...THIRD_PARTY_PROVIDER_NAMES].sort());
    for (const row of rows) expect(row.games, row.name).toBeGreaterThan(DEMO_GAME_COUNT / 14);
    const liveShare = rows.reduce((sum, row) => sum + row.live, 0) / DEMO_GAME_COUNT;
    expect(liveShare).toBeGreaterThan(0.12);
    expect(liveShare).toBeLessThan(0.18);
    for (const id of Object.values(CASINO_CATEGORY))
      expect((await categoryGames([id])).length, `category ${id}`).toBeGreaterThan(0);
  });
});

describe('POST /api/casino/games', () => {
  it("finds the Sweet games for 'sweet', in any case", async () => {
    for (const query of ['sweet', 'SWEET', ' Sweet ']) {
      const found = names(await search(false, query));
      expect(found).toEqual(expect.arrayContaining(['Sweet Candy Rush', 'Sweet Fruit Bonanza']));
      for (const name of found) expect(foldForSearch(name)).toContain('sweet');
    }
  });

  it.each(['ŞANSLI', 'sansli', 'şanslı', 'SANSLI', 'Şanslı yıldızlar', 'sansli  YILDIZLAR'])(
    "finds 'Şanslı Yıldızlar' for %j",
    async (query) => {
      expect(names(await search(false, query))).toContain('Şanslı Yıldızlar');
    },
  );

  it.each(['istanbul', 'İSTANBUL', 'ISTANBUL', 'ıstanbul gecesi'])(
    "finds 'İstanbul Gecesi' for %j",
    async (query) => {
      expect(names(await search(false, query))).toContain('İstanbul Gecesi');
    },
  );

  it('keeps live and other games apart', async () => {
    const live = await search(true, 'roulette');
    expect(live.length).toBeGreaterThan(0);
    expect(names(await search(true, 'sweet'))).toEqual([]);
    const liveNames = new Set(names(live));
    for (const game of await search(false, 'roulette')) expect(liveNames.has(game.name)).toBe(false);
  });

  it('answers games in the contract shape, each with its artwork', async () => {
    const [game] = await search(false, 'Şanslı Yıldızlar');
    expect(game).toMatchObject({
      name: 'Şanslı Yıldızlar',
      providerName: 'Egt Digital',
      mainProviderId: PROVIDER_NAMES.indexOf('Egt Digital') + 1,
      productId: null,
      system: null,
    });
    const art = await t.app.inject({ method: 'GET', url: game?.imageUrl ?? '' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.headers['cache-control']).toContain('max-age');
    expect(art.body).toContain('<svg');
    expect(art.body).toContain('ŞY');
  });

  it('pages with skip and take without overlap or gaps', async () => {
    const all = await search(false, 'golden', 0, MAX_PAGE_TAKE);
    expect(all.length).toBeGreaterThan(12);
    const pages = [];
    for (let skip = 0; skip < 12; skip += 4) pages.push(...(await search(false, 'golden', skip, 4)));
    expect(pages.map((game) => game.gameCode)).toEqual(all.slice(0, 12).map((game) => game.gameCode));
    expect(new Set(pages.map((game) => game.gameCode)).size).toBe(12);
  });

  it('lists everything for an empty search, popular games first, and nothing for a miss', async () => {
    const page = await search(false, '', 0, 8);
    expect(page).toHaveLength(8);
    expect(names(page)).toContain('Sweet Candy Rush');
    expect(await search(false, 'no such game anywhere')).toEqual([]);
    // like's wildcards are looked for literally.
    expect(await search(false, '%')).toEqual([]);
    expect(await search(false, '_')).toEqual([]);
  });

  it("hides a disabled provider's games", async () => {
    await setProviderEnabled('Egt Digital', false);
    try {
      expect(names(await search(false, 'istanbul'))).not.toContain('İstanbul Gecesi');
      for (const game of await search(false, '', 0, MAX_PAGE_TAKE))
        expect(game.providerName).not.toBe('Egt Digital');
      const inSlot = await categoryGames([CASINO_CATEGORY.slot]);
      expect(inSlot.some((game) => game.providerName === 'Egt Digital')).toBe(false);
    } finally {
      await setProviderEnabled('Egt Digital', true);
    }
    expect(names(await search(false, 'istanbul'))).toContain('İstanbul Gecesi');
  });
});

async function categoryGames(systemCategory: number[]): Promise<Game[]> {
  const answer = await call(t.app, {
    method: 'POST',
    url: '/api/casino/categorygames',
    payload: { systemCategory },
  });
  expect(answer.status).toBe(200);
  return CategoryGamesResponseSchema.parse(answer.body).data;
}

describe('POST /api/casino/categorygames', () => {
  it("lists the categories' games, each once", async () => {
    const bingo = await categoryGames([CASINO_CATEGORY.bingo]);
    const tv = await categoryGames([CASINO_CATEGORY.tv]);
    expect(bingo.length).toBeGreaterThan(0);
    expect(tv.length).toBeGreaterThan(0);
    const both = await categoryGames([CASINO_CATEGORY.bingo, CASINO_CATEGORY.tv]);
    expect(new Set(both.map((game) => game.gameCode))).toEqual(
      new Set([...bingo, ...tv].map((game) => game.gameCode)),
    );
    const popular = await categoryGames([CASINO_CATEGORY.popular]);
    expect(names(popular)).toEqual(expect.arrayContaining(['Sweet Candy Rush', 'Şanslı Yıldızlar']));
    // A game in two of the asked categories appears once.
    const slotOrPopular = await categoryGames([CASINO_CATEGORY.slot, CASINO_CATEGORY.popular]);
    expect(new Set(slotOrPopular.map((game) => game.gameCode)).size).toBe(slotOrPopular.length);
  });

  it('answers an empty list for an unknown category and refuses a missing one', async () => {
    expect(await categoryGames([99_999])).toEqual([]);
    const answer = await call(t.app, {
      method: 'POST',
      url: '/api/casino/categorygames',
      payload: { systemCategory: [] },
    });
    expect(answer.status).toBe(400);
  });
});

describe('GET /api/casino/art/<id>.svg', () => {
  it.each(['999999.svg', '0.svg', 'abc.svg', '1.png', '99999999999999999999.svg'])(
    'answers 404 for %j',
    async (file) => {
      const answer = await t.app.inject({ method: 'GET', url: `/api/casino/art/${file}` });
      expect(answer.statusCode).toBe(404);
    },
  );
});

describe('casino categories in the bootstrap', () => {
  it('carries every category with its slugList, in lobby order, the default image left to the site', async () => {
    const answer = await call<{ casinoCategoryList: unknown[] }>(t.app, {
      method: 'GET',
      url: '/api/cms/grouped',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.casinoCategoryList).toHaveLength(8);
    expect(answer.body.data.casinoCategoryList[0]).toEqual({
      id: CASINO_CATEGORY.slot,
      name: 'Slot',
      slugList: ['slot'],
      imageUrl: null,
    });
    expect(answer.body.data.casinoCategoryList).toContainEqual({
      id: CASINO_CATEGORY.live,
      name: 'Canlı Casino',
      slugList: ['live'],
      imageUrl: null,
    });
  });

  it('names each category in the visitor’s language (issue #27)', async () => {
    const names = async (locale: string) =>
      (
        await call<{ casinoCategoryList: { id: number; name: string }[] }>(t.app, {
          method: 'GET',
          url: '/api/cms/grouped',
          headers: { 'x-locale': locale },
        })
      ).body.data.casinoCategoryList.map((category) => category.name);
    expect(await names('en')).toEqual(
      expect.arrayContaining(['Slots', 'Live Casino', 'Popular', 'New', 'Table Games', 'TV Games']),
    );
    expect(await names('en')).not.toContain('Canlı Casino');
    expect(await names('tr')).toEqual(expect.arrayContaining(['Slot', 'Canlı Casino', 'Masa Oyunları']));
  });
});
