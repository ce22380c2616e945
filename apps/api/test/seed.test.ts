import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, promotions, siteOptions } from '../src/db/schema.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { createTestDatabase, type TestDatabase } from './support/db.ts';

const TABLES = [
  'countries',
  'currencies',
  'sliders',
  'content_categories',
  'content_items',
  'languages',
  'translations',
  'site_options',
  'domains',
  'popups',
  'promotions',
  'app_links',
  'egt_jackpot_cards',
  'egt_jackpot_levels',
  'jackpots',
];

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const rows = await database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
    result[table] = Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
  }
  return result;
}

describe('seedDatabase', () => {
  it('fills every table on the first run and adds nothing on later runs', async () => {
    await seedDatabase(database.db);
    const first = await counts();
    for (const table of TABLES) expect(first[table], table).toBeGreaterThan(0);
    expect(first.countries).toBeGreaterThanOrEqual(20);
    expect(first.sliders).toBe(4);
    expect(first.egt_jackpot_levels).toBe(8);

    await seedDatabase(database.db);
    await seedDatabase(database.db);
    expect(await counts()).toEqual(first);
  });

  it('never undoes an operator edit', async () => {
    await database.db
      .update(siteOptions)
      .set({ value: 'fast' })
      .where(sql`${siteOptions.key} = 'registertype'`);
    await seedDatabase(database.db);
    const [row] = await database.db
      .select()
      .from(siteOptions)
      .where(sql`${siteOptions.key} = 'registertype'`);
    expect(row?.value).toBe('fast');
  });

  it('does not bring back demo content the operator deleted', async () => {
    await database.db.delete(promotions).where(sql`${promotions.id} = 2`);
    await seedDatabase(database.db);
    const ids = (await database.db.select({ id: promotions.id }).from(promotions)).map((r) => r.id);
    expect(ids).not.toContain(2);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('seeds no promotion of a demo bonus where the demo bonuses are not seeded (production)', async () => {
    const fresh = await createTestDatabase();
    try {
      await seedDatabase(fresh.db, { demoBonuses: false });
      const names = (
        await fresh.db.select({ image: promotions.imageCard }).from(promotions).orderBy(promotions.id)
      ).map((row) => row.image);
      expect(names).toEqual(['/media/promotions/originals-card.svg', '/media/promotions/cashout-card.svg']);
    } finally {
      await fresh.close();
    }
  });

  it('replaces a promotion an earlier demo seeded for an offer the engine never ran, unless the operator changed it', async () => {
    await database.db
      .update(promotions)
      .set({
        imageCard: '/media/promotions/cashback-card.svg',
        title: { tr: 'Haftalık %10 Kayıp Bonusu', en: '' },
      })
      .where(sql`${promotions.id} = 3`);
    await database.db
      .update(promotions)
      .set({ imageCard: '/media/uploads/own.png', title: { tr: 'Operatörün kendi kampanyası', en: '' } })
      .where(sql`${promotions.id} = 4`);
    await seedDatabase(database.db);
    const rows = await database.db.select().from(promotions).orderBy(promotions.id);
    expect(rows.find((row) => row.id === 3)).toMatchObject({
      imageCard: '/media/promotions/originals-card.svg',
      title: { en: 'Lale Originals: Provably Fair Games' },
    });
    expect(rows.find((row) => row.id === 4)?.title.tr).toBe('Operatörün kendi kampanyası');
  });

  it('lets new rows continue after the seeded ids', async () => {
    const [row] = await database.db
      .insert(countries)
      .values({ code: 'XK', name: { tr: 'Kosova', en: 'Kosovo' } })
      .returning({ id: countries.id });
    expect(row?.id).toBeGreaterThan(20);
  });

  it('refuses site option keys that are not lower-case', async () => {
    await expect(
      database.db.insert(siteOptions).values({ key: 'Snowfall', value: 'true' }),
    ).rejects.toThrow();
  });
});
