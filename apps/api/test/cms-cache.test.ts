import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translations } from '../src/db/schema.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { createCmsRepo } from '../src/modules/cms/repo.ts';
import { createCmsService } from '../src/modules/cms/service.ts';
import { createMoney } from '../src/platform/money.ts';
import { createTestDatabase, type TestDatabase } from './support/db.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});
afterAll(() => database.close());

const welcome = (body: string) =>
  (
    JSON.parse(body) as { data: { translationList: { key: string; value: string }[] } }
  ).data.translationList.find((x) => x.key === 'home.welcome')?.value;

describe('bootstrap cache', () => {
  it('serves the cached answer within the TTL and the database state after it', async () => {
    let now = 1_000;
    const cms = createCmsService(createCmsRepo(database.db, database.readDb), createMoney(database.db), {
      ttlMs: 5_000,
      now: () => now,
    });
    const first = await cms.bootstrapResponse('en');
    expect(welcome(first.body)).toBe('Welcome to Lale');

    await database.db
      .update(translations)
      .set({ value: 'Hello again' })
      .where(and(eq(translations.locale, 'en'), eq(translations.key, 'home.welcome')));

    now += 4_999;
    expect((await cms.bootstrapResponse('en')).body).toBe(first.body);

    now += 1;
    const fresh = await cms.bootstrapResponse('en');
    expect(welcome(fresh.body)).toBe('Hello again');
    expect(fresh.etag).not.toBe(first.etag);
  });

  it('keeps compressed forms that decode to the current body, before and after a change', async () => {
    let now = 1_000;
    const cms = createCmsService(createCmsRepo(database.db, database.readDb), createMoney(database.db), {
      ttlMs: 5_000,
      now: () => now,
    });
    const decoded = ({ encoded }: Awaited<ReturnType<typeof cms.bootstrapResponse>>) => [
      brotliDecompressSync(encoded.br.bytes).toString(),
      gunzipSync(encoded.gzip.bytes).toString(),
    ];
    const first = await cms.bootstrapResponse('tr');
    expect(decoded(first)).toEqual([first.body, first.body]);

    now += 5_000; // expired, content unchanged: the same answer
    const unchanged = await cms.bootstrapResponse('tr');
    expect(unchanged.etag).toBe(first.etag);
    expect(decoded(unchanged)).toEqual([first.body, first.body]);

    await database.db
      .update(translations)
      .set({ value: 'Sıkıştırılmış merhaba' })
      .where(and(eq(translations.locale, 'tr'), eq(translations.key, 'home.welcome')));
    now += 5_000;
    const changed = await cms.bootstrapResponse('tr');
    expect(welcome(changed.body)).toBe('Sıkıştırılmış merhaba');
    expect(decoded(changed)).toEqual([changed.body, changed.body]);
    expect(changed.encoded.br.etag).not.toBe(first.encoded.br.etag);
  });

  it('drops everything on invalidate()', async () => {
    const cms = createCmsService(createCmsRepo(database.db, database.readDb), createMoney(database.db), {
      ttlMs: 60_000,
      now: () => 0,
    });
    const before = await cms.bootstrapResponse('tr');
    await database.db
      .update(translations)
      .set({ value: 'Yeniden merhaba' })
      .where(and(eq(translations.locale, 'tr'), eq(translations.key, 'home.welcome')));
    expect((await cms.bootstrapResponse('tr')).body).toBe(before.body);
    cms.invalidate();
    expect(welcome((await cms.bootstrapResponse('tr')).body)).toBe('Yeniden merhaba');
  });

  it('lets the visitors who arrive while it expired share one rebuild', async () => {
    const repo = createCmsRepo(database.db, database.readDb);
    let reads = 0;
    const counted = { ...repo, sliders: () => ((reads += 1), repo.sliders()) };
    let now = 0;
    const cms = createCmsService(counted, createMoney(database.db), { ttlMs: 5_000, now: () => now });
    await cms.bootstrapResponse('en');
    expect(reads).toBe(1);

    now += 5_000;
    const answers = await Promise.all(Array.from({ length: 50 }, () => cms.bootstrapResponse('en')));
    expect(reads).toBe(2);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
  });

  it('does not keep a rebuild that began before invalidate()', async () => {
    const cms = createCmsService(createCmsRepo(database.db, database.readDb), createMoney(database.db), {
      ttlMs: 60_000,
      now: () => 0,
    });
    const old = cms.bootstrapResponse('en');
    await database.db
      .update(translations)
      .set({ value: 'Third time' })
      .where(and(eq(translations.locale, 'en'), eq(translations.key, 'home.welcome')));
    cms.invalidate();
    await old;
    expect(welcome((await cms.bootstrapResponse('en')).body)).toBe('Third time');
  });
});
