import type {
  AdminCasinoCategory,
  AdminCasinoGame,
  AdminCasinoProvider,
  CasinoGamesResponseSchema,
} from '@lale/contracts';
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.ts';
import { seedDemoCatalogue } from '../../src/modules/casino/index.ts';
import { call } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { staffToken } from '../support/staff.ts';
import { adminCall, type FieldErrors } from '../content/support.ts';

/*
 * The back office's casino catalogue (issue #27): the operator's switch beside `configured`, a provider
 * switched off leaves the lobby's search on the next request, a game's edit (name, order, picture,
 * categories) shows in the lobby at once, and categories keep their names in both languages through the
 * bootstrap, in the order the operator sets.
 */

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.database.db);
  editor = await staffToken(t, 'content');
});
afterAll(() => t.close());

type Games = { items: AdminCasinoGame[]; total: number };
const get = <T>(url: string, token = editor) => adminCall<T>(t.app, token, 'GET', url);
const lobby = async (search: string) => {
  const answer = await call<z.infer<typeof CasinoGamesResponseSchema>['data']>(t.app, {
    method: 'POST',
    url: '/api/casino/games',
    payload: { live: false, search, skip: 0, take: 100 },
  });
  return answer.body.data.flat();
};
const lastAudit = async () =>
  (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(1))[0]!;

describe('providers', () => {
  it('lists each provider with the switch, whether it is configured, and its games; a switch off empties the lobby of it', async () => {
    const providers = await get<AdminCasinoProvider[]>('/api/admin/casino/providers');
    expect(providers.status).toBe(200);
    const pragmatic = providers.body.data.find((p) => p.name === 'Pragmatic Play')!;
    expect(pragmatic).toMatchObject({ enabled: true, configured: true });
    expect(pragmatic.games).toBeGreaterThan(0);
    expect(pragmatic.enabledGames).toBe(pragmatic.games);

    const one = (await get<Games>(`/api/admin/casino/games?providerId=${pragmatic.providerId}&take=1`)).body
      .data.items[0]!;
    expect((await lobby(one.name)).map((g) => g.name)).toContain(one.name);
    const off = await adminCall(
      t.app,
      editor,
      'POST',
      `/api/admin/casino/providers/${pragmatic.providerId}/enabled`,
      {
        enabled: false,
      },
    );
    expect(off.status).toBe(200);
    expect((await lobby(one.name)).map((g) => g.providerName)).not.toContain('Pragmatic Play');
    const after = (await get<AdminCasinoProvider[]>('/api/admin/casino/providers')).body.data.find(
      (p) => p.name === 'Pragmatic Play',
    );
    expect(after).toMatchObject({ enabled: false, configured: true });
    await adminCall(t.app, editor, 'POST', `/api/admin/casino/providers/${pragmatic.providerId}/enabled`, {
      enabled: true,
    });
    expect((await lobby(one.name)).map((g) => g.name)).toContain(one.name);
  });
});

describe('games', () => {
  it('finds games by name (accents folded) or code, and an edit shows in the lobby at once', async () => {
    const found = await get<Games>('/api/admin/casino/games?search=sansli%20yildiz');
    expect(found.status).toBe(200);
    const game = found.body.data.items.find((g) => g.name === 'Şanslı Yıldızlar')!;
    expect(game).toMatchObject({ imageUrl: null, tileUrl: `/api/casino/art/${game.gameId}.svg` });
    const byCode = await get<Games>(`/api/admin/casino/games?search=${encodeURIComponent(game.code)}`);
    expect(byCode.body.data.items.map((g) => g.gameId)).toContain(game.gameId);

    const categories = (await get<AdminCasinoCategory[]>('/api/admin/casino/categories')).body.data;
    const body = {
      name: 'Şanslı Yıldızlar Deluxe',
      sort: 3,
      popular: true,
      isNew: true,
      imageUrl: '/media/uploads/' + 'a'.repeat(64) + '.png',
      categoryIds: [categories[0]!.id, categories[1]!.id, categories[0]!.id],
    };
    const saved = await adminCall<AdminCasinoGame>(
      t.app,
      editor,
      'PUT',
      `/api/admin/casino/games/${game.gameId}`,
      body,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('The game is saved.');
    expect(saved.body.data).toMatchObject({
      name: 'Şanslı Yıldızlar Deluxe',
      popular: true,
      isNew: true,
      imageUrl: body.imageUrl,
      tileUrl: body.imageUrl,
      categoryIds: [categories[0]!.id, categories[1]!.id].sort((a, b) => a - b),
    });
    expect(await lastAudit()).toMatchObject({
      targetType: 'casino_game',
      targetId: String(game.gameId),
      before: { name: 'Şanslı Yıldızlar' },
      after: { name: 'Şanslı Yıldızlar Deluxe' },
    });
    const shown = (await lobby('deluxe')).find((g) => g.name === 'Şanslı Yıldızlar Deluxe');
    expect(shown?.imageUrl).toBe(body.imageUrl);

    // Back to the drawn tile; an unknown category changes nothing.
    const unknown = await adminCall<FieldErrors>(
      t.app,
      editor,
      'PUT',
      `/api/admin/casino/games/${game.gameId}`,
      {
        ...body,
        categoryIds: [987],
      },
    );
    expect(unknown.status).toBe(404);
    const reset = await adminCall<AdminCasinoGame>(
      t.app,
      editor,
      'PUT',
      `/api/admin/casino/games/${game.gameId}`,
      {
        ...body,
        name: 'Şanslı Yıldızlar',
        imageUrl: null,
      },
    );
    expect(reset.body.data).toMatchObject({ imageUrl: null, tileUrl: `/api/casino/art/${game.gameId}.svg` });
    // A picture must be an upload or https: a script address is refused.
    const script = await adminCall<FieldErrors>(
      t.app,
      editor,
      'PUT',
      `/api/admin/casino/games/${game.gameId}`,
      {
        ...body,
        imageUrl: 'javascript:alert(1)',
      },
    );
    expect(script.status).toBe(400);
    expect(Object.keys(script.body.data.errors)).toEqual(['imageUrl']);
    expect((await adminCall(t.app, editor, 'PUT', '/api/admin/casino/games/987654321', body)).status).toBe(
      404,
    );
  });
});

describe('categories', () => {
  it('creates one with both names, edits it, puts it first; the bootstrap shows each language and the order', async () => {
    const created = await adminCall<AdminCasinoCategory>(
      t.app,
      editor,
      'POST',
      '/api/admin/casino/categories',
      {
        name: { tr: 'Megaways', en: 'Megaways Slots' },
        slugList: ['slot', 'slot'],
        imageUrl: null,
      },
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ slugList: ['slot'], games: 0, imageUrl: null });
    const id = created.body.data.id;
    const edited = await adminCall<AdminCasinoCategory>(
      t.app,
      editor,
      'PUT',
      `/api/admin/casino/categories/${id}`,
      {
        name: { tr: 'Megaways Oyunları', en: 'Megaways Games' },
        slugList: ['slot', 'games'],
        imageUrl: '/media/uploads/' + 'b'.repeat(64) + '.webp',
      },
    );
    expect(edited.status).toBe(200);

    const ids = (await get<AdminCasinoCategory[]>('/api/admin/casino/categories')).body.data.map((c) => c.id);
    const reordered = await adminCall<AdminCasinoCategory[]>(
      t.app,
      editor,
      'POST',
      '/api/admin/casino/categories/reorder',
      {
        ids: [id, ...ids.filter((other) => other !== id)],
      },
    );
    expect(reordered.status).toBe(200);
    expect(reordered.body.data[0]!.id).toBe(id);

    for (const [locale, name] of [
      ['tr', 'Megaways Oyunları'],
      ['en', 'Megaways Games'],
    ] as const) {
      const boot = await call<{ casinoCategoryList: { id: number; name: string; slugList: string[] }[] }>(
        t.app,
        {
          method: 'GET',
          url: '/api/cms/grouped',
          headers: { 'x-locale': locale },
        },
      );
      expect(boot.body.data.casinoCategoryList[0]).toMatchObject({ id, name, slugList: ['slot', 'games'] });
    }

    const missing = await adminCall<FieldErrors>(
      t.app,
      editor,
      'POST',
      '/api/admin/casino/categories/reorder',
      {
        ids: ids.slice(1),
      },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The new order must list every category exactly once.');
    const blank = await adminCall<FieldErrors>(t.app, editor, 'POST', '/api/admin/casino/categories', {
      name: { tr: 'Boş', en: '  ' },
      slugList: [],
      imageUrl: null,
    });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.data.errors).sort()).toEqual(['name.en', 'slugList']);
  });

  it('reads with casino.view, writes only with casino.edit', async () => {
    const analyst = await staffToken(t, 'analyst');
    expect((await get('/api/admin/casino/categories', analyst)).status).toBe(200);
    expect((await get('/api/admin/casino/games', analyst)).status).toBe(200);
    expect(
      (
        await adminCall(t.app, analyst, 'POST', '/api/admin/casino/categories', {
          name: { tr: 'x', en: 'x' },
          slugList: ['slot'],
          imageUrl: null,
        })
      ).status,
    ).toBe(403);
    expect((await get('/api/admin/casino/providers', await staffToken(t, 'trader'))).status).toBe(403);
  });
});
