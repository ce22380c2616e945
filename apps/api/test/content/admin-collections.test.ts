import { staffToken } from '../support/staff.ts';
import { CONTENT_IMAGE_ORIGINS } from '@lale/contracts';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, popups, promotions, sliders } from '../../src/db/schema.ts';
import { bearer } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminToken } from '../notifications/support.ts';
import { adminCall, bootstrap, both, type FieldErrors } from './support.ts';

/*
 * Operator content API, id-keyed collections: /api/admin/cms/{sliders,promotions,pages,popups}.
 * The bootstrap cache lives 60 s here, so a change that shows at once shows because the write
 * dropped the cache.
 */

let t: TestApp;
let admin: string;
let outsider: string;

beforeAll(async () => {
  t = await createTestApp({ cms: { ttlMs: 60_000 } });
  admin = await adminToken(t);
  // A staff member whose role has no content rights (a trader).
  outsider = await staffToken(t, 'trader');
});
afterAll(() => t.close());

const rows = async (table: PgTable) => (await t.database.db.select({ n: count() }).from(table))[0]!.n;
const media = (name: string) => ({
  sm: `/media/x/${name}-sm.svg`,
  md: `/media/x/${name}-md.svg`,
  lg: `/media/x/${name}-lg.svg`,
});

type Item = { id: number; sortOrder?: number; active: boolean };

/** Each collection: a valid new item, how it reads in the bootstrap (null: not published), its table. */
const COLLECTIONS = [
  {
    name: 'sliders',
    table: sliders,
    input: (label: string) => ({
      slug: 'home',
      url: '/casino',
      title: both(label),
      images: media(label),
      active: true,
    }),
    published: async (id: number) => (await bootstrap(t.app)).sliderList.find((s) => s.id === id)?.title,
    reorderable: true,
  },
  {
    name: 'promotions',
    table: promotions,
    input: (label: string) => ({
      title: both(label),
      description: { tr: `<p>${label} tr</p>`, en: `<p>${label} en</p>` },
      images: { card: `/media/p/${label}-card.svg`, detail: `/media/p/${label}-detail.webp` },
      active: true,
    }),
    published: async (id: number) => (await bootstrap(t.app)).promotionList.find((p) => p.id === id)?.title,
    reorderable: true,
  },
  {
    name: 'pages',
    table: contentItems,
    input: (label: string) => ({
      categoryId: 2,
      title: both(label),
      description: { tr: `<p>${label} tr</p>`, en: `<h2>${label}</h2><p>en</p>` },
      active: true,
    }),
    published: async (id: number) =>
      (await bootstrap(t.app)).categoryList.flatMap((c) => c.contentList).find((p) => p.id === id)?.title,
    reorderable: true,
  },
  {
    name: 'popups',
    table: popups,
    input: (label: string) => ({ images: media(label), url: null, active: true }),
    // The bootstrap shows the newest active popup.
    published: async (id: number) => {
      const popup = (await bootstrap(t.app)).popup;
      return popup?.images[0] === `/media/x/popup-${id}-sm.svg` ? 'shown' : undefined;
    },
    reorderable: false,
  },
] as const;

describe('access', () => {
  const attempts = [
    ['GET', '/api/admin/cms/promotions'],
    ['POST', '/api/admin/cms/promotions'],
    ['PUT', '/api/admin/cms/sliders/1'],
    ['DELETE', '/api/admin/cms/pages/3'],
    ['POST', '/api/admin/cms/promotions/reorder'],
    ['DELETE', '/api/admin/cms/popups/1'],
  ] as const;

  it.each(attempts)(
    '%s %s: 401 without a session, 403 for a role without content rights, nothing changed',
    async (method, url) => {
      const before = await Promise.all(COLLECTIONS.map((c) => rows(c.table)));
      const payload = method === 'GET' || method === 'DELETE' ? undefined : { ids: [1] };
      const anonymous = await adminCall(t.app, null, method, url, payload);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.success).toBe(false);
      const forbidden = await adminCall(t.app, outsider, method, url, payload);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({
        success: false,
        message: `You do not have permission for this (content.${method === 'GET' ? 'view' : 'edit'}).`,
        data: null,
      });
      expect(await Promise.all(COLLECTIONS.map((c) => rows(c.table)))).toEqual(before);
    },
  );
});

describe.each(COLLECTIONS)('$name', ({ name, table, input, published, reorderable }) => {
  const base = `/api/admin/cms/${name}`;
  const list = async () => (await adminCall<Item[]>(t.app, admin, 'GET', base)).body.data;

  it('creates (201, placed last, published at once), replaces and deletes', async () => {
    const label = name === 'popups' ? 'popup-next' : `${name}-new`;
    const created = await adminCall<Item>(t.app, admin, 'POST', base, input(label));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body.data;
    const all = await list();
    expect(all.map((item) => item.id)).toContain(id);
    if (reorderable) expect(all.at(-1)?.id).toBe(id);

    if (name === 'popups') {
      // The image names carry the id so the bootstrap check can recognise this popup.
      const renamed = await adminCall(t.app, admin, 'PUT', `${base}/${id}`, {
        ...input(''),
        images: media(`popup-${id}`),
      });
      expect(renamed.status).toBe(200);
      expect(await published(id)).toBe('shown');
    } else {
      expect(await published(id)).toBe(`${label} (en)`);
      const replaced = await adminCall<Item>(t.app, admin, 'PUT', `${base}/${id}`, input(`${name}-changed`));
      expect(replaced.status).toBe(200);
      expect(replaced.body.data.id).toBe(id);
      expect(await published(id)).toBe(`${name}-changed (en)`);
    }

    // Switched off: still listed for the operator, gone from the site.
    const current = await adminCall<Record<string, unknown>>(t.app, admin, 'GET', base);
    const stored = current.body.data as unknown as (Item & Record<string, unknown>)[];
    const { id: _id, sortOrder: _order, ...fields } = stored.find((item) => item.id === id)!;
    const off = await adminCall<Item>(t.app, admin, 'PUT', `${base}/${id}`, { ...fields, active: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.active).toBe(false);
    expect(await published(id)).toBeUndefined();

    const removed = await adminCall(t.app, admin, 'DELETE', `${base}/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: '', data: null });
    expect((await list()).map((item) => item.id)).not.toContain(id);
  });

  it('answers 404 for an unknown id and 400 for an id that is not one, changing nothing', async () => {
    const before = await rows(table);
    const update = await adminCall(t.app, admin, 'PUT', `${base}/987654`, input(`${name}-ghost`));
    expect(update.status).toBe(404);
    expect(update.body).toEqual({ success: false, message: 'The content item was not found.', data: null });
    expect((await adminCall(t.app, admin, 'DELETE', `${base}/987654`)).status).toBe(404);
    const notAnId = await adminCall<FieldErrors>(t.app, admin, 'DELETE', `${base}/abc`);
    expect(notAnId.status).toBe(400);
    expect(Object.keys(notAnId.body.data.errors)).toEqual(['id']);
    expect(await rows(table)).toBe(before);
  });
});

describe.each(COLLECTIONS.filter((c) => c.reorderable))('$name order', ({ name }) => {
  const base = `/api/admin/cms/${name}`;
  const list = async () => (await adminCall<Item[]>(t.app, admin, 'GET', base)).body.data;

  it('follows the full list of ids; any other list is a 400 that changes nothing', async () => {
    const ids = (await list()).map((item) => item.id);
    expect(ids.length).toBeGreaterThan(1);
    const reversed = [...ids].reverse();
    const answer = await adminCall<Item[]>(t.app, admin, 'POST', `${base}/reorder`, { ids: reversed });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((item) => [item.id, item.sortOrder])).toEqual(
      reversed.map((id, i) => [id, i + 1]),
    );

    const wrong = [
      reversed.slice(1),
      [...reversed, reversed[0]!],
      [...reversed.slice(1), 987654],
      [...reversed, 987654],
    ];
    for (const attempt of wrong) {
      const refused = await adminCall<FieldErrors>(t.app, admin, 'POST', `${base}/reorder`, {
        ids: attempt,
      });
      expect(refused.status, JSON.stringify(attempt)).toBe(400);
      expect(refused.body.data.errors).toEqual({
        ids: 'The new order must list every existing item exactly once.',
      });
    }
    expect((await list()).map((item) => item.id)).toEqual(reversed);
    expect((await adminCall(t.app, admin, 'POST', `${base}/reorder`, { ids: [] })).status).toBe(400);
  });
});

describe('popups', () => {
  it('have no order of their own (the newest active one is shown), so no reorder call', async () => {
    const answer = await adminCall(t.app, admin, 'POST', '/api/admin/cms/popups/reorder', { ids: [1] });
    expect(answer.status).toBe(404);
  });
});

describe('the site sees a change on its next load', () => {
  it('a promotion changed while the bootstrap is cached (60 s here) shows at once', async () => {
    const [first] = (
      await adminCall<(Item & Record<string, unknown>)[]>(t.app, admin, 'GET', '/api/admin/cms/promotions')
    ).body.data;
    const cached = await bootstrap(t.app);
    expect(cached.promotionList.find((p) => p.id === first!.id)?.title).not.toBe('Bayram bonusu (en)');

    const { id, sortOrder: _order, ...fields } = first!;
    const changed = await adminCall(t.app, admin, 'PUT', `/api/admin/cms/promotions/${id}`, {
      ...fields,
      title: both('Bayram bonusu'),
    });
    expect(changed.status).toBe(200);
    expect((await bootstrap(t.app)).promotionList.find((p) => p.id === id)?.title).toBe('Bayram bonusu (en)');
    expect((await bootstrap(t.app, 'tr')).promotionList.find((p) => p.id === id)?.title).toBe(
      'Bayram bonusu (tr)',
    );
  });

  it('the promotions page follows the new order at once', async () => {
    const ids = (await adminCall<Item[]>(t.app, admin, 'GET', '/api/admin/cms/promotions')).body.data.map(
      (p) => p.id,
    );
    const wanted = [ids[1]!, ids[0]!, ...ids.slice(2)];
    await adminCall(t.app, admin, 'POST', '/api/admin/cms/promotions/reorder', { ids: wanted });
    expect((await bootstrap(t.app)).promotionList.map((p) => p.id)).toEqual(wanted);
  });
});

describe('promotion and page bodies are sanitised', () => {
  const hostile =
    '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>' +
    '<a href="javascript:alert(1)">click</a><p style="position:fixed">styled</p>' +
    '<a href="https://partner.example.com/x" target="_self">partner</a><iframe src="https://evil.example"></iframe>';
  const clean =
    '<p>Hi</p><a>click</a><p>styled</p>' +
    '<a href="https://partner.example.com/x" target="_blank" rel="noopener noreferrer">partner</a>';

  it('a promotion is stored and published without scripts, handlers, styles or unsafe links', async () => {
    const payload = {
      title: both('Güvenli'),
      description: { tr: hostile, en: hostile },
      images: { card: '/media/p/card.svg', detail: '/media/p/detail.svg' },
      active: true,
    };
    const created = await adminCall<{ id: number; description: { tr: string; en: string } }>(
      t.app,
      admin,
      'POST',
      '/api/admin/cms/promotions',
      payload,
    );
    expect(created.status).toBe(201);
    expect(created.body.data.description).toEqual({ tr: clean, en: clean });
    const shown = (await bootstrap(t.app, 'tr')).promotionList.find((p) => p.id === created.body.data.id);
    expect(shown?.description).toBe(clean);
  });

  it('a page body that sanitising empties is refused per language, and nothing is stored', async () => {
    const before = await rows(contentItems);
    const answer = await adminCall<FieldErrors>(t.app, admin, 'POST', '/api/admin/cms/pages', {
      categoryId: 2,
      title: both('Boş'),
      description: { tr: '<p>Metin</p>', en: '<script>alert(1)</script><style>p{}</style>' },
      active: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual({
      'description.en': 'Nothing is left once the disallowed markup is removed.',
    });
    expect(await rows(contentItems)).toBe(before);
  });
});

describe('bad input: 400 with field errors, nothing changed', () => {
  const promotion = COLLECTIONS[1].input('valid');

  const cases: [string, string, object, string[]][] = [
    ['sliders', 'a javascript: link', { ...COLLECTIONS[0].input('s'), url: 'javascript:alert(1)' }, ['url']],
    [
      'sliders',
      'a protocol-relative link',
      { ...COLLECTIONS[0].input('s'), url: '//evil.example/x' },
      ['url'],
    ],
    ['sliders', 'a plain http link', { ...COLLECTIONS[0].input('s'), url: 'http://lale.bet/x' }, ['url']],
    [
      'sliders',
      'an image outside /media',
      { ...COLLECTIONS[0].input('s'), images: { ...media('s'), md: '/etc/passwd' } },
      ['images.md'],
    ],
    ['sliders', 'a slug with spaces', { ...COLLECTIONS[0].input('s'), slug: 'home page' }, ['slug']],
    ['promotions', 'a missing English title', { ...promotion, title: { tr: 'Yalnız' } }, ['title.en']],
    ['promotions', 'a blank Turkish title', { ...promotion, title: { tr: '  ', en: 'x' } }, ['title.tr']],
    [
      'promotions',
      'a title over 120 characters',
      { ...promotion, title: { tr: 'a'.repeat(121), en: 'x' } },
      ['title.tr'],
    ],
    [
      'promotions',
      'a data: picture',
      { ...promotion, images: { card: 'data:image/png;base64,AAAA', detail: '/media/d.svg' } },
      ['images.card'],
    ],
    [
      'promotions',
      'a /media/.. picture',
      { ...promotion, images: { card: '/media/../secret.svg', detail: '/media/d.svg' } },
      ['images.card'],
    ],
    [
      'promotions',
      'an https picture on a host the CSP refuses',
      { ...promotion, images: { card: 'https://cdn.example.com/p.png', detail: '/media/d.svg' } },
      ['images.card'],
    ],
    ['promotions', 'no active flag', { ...promotion, active: undefined }, ['active']],
    ['pages', 'an unknown category', { ...COLLECTIONS[2].input('p'), categoryId: 999 }, ['categoryId']],
    ['popups', 'a javascript: link', { ...COLLECTIONS[3].input('q'), url: 'javascript:alert(1)' }, ['url']],
  ];

  it.each(cases)('%s: %s', async (name, _what, payload, fields) => {
    const table = COLLECTIONS.find((c) => c.name === name)!.table;
    const before = await rows(table);
    const answer = await adminCall<FieldErrors>(t.app, admin, 'POST', `/api/admin/cms/${name}`, payload);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(Object.keys(answer.body.data.errors)).toEqual(fields);
    expect(await rows(table)).toBe(before);
  });

  it('a refused replacement leaves the item as it was', async () => {
    const [first] = (
      await adminCall<(Item & { title: object })[]>(t.app, admin, 'GET', '/api/admin/cms/promotions')
    ).body.data;
    const answer = await adminCall(t.app, admin, 'PUT', `/api/admin/cms/promotions/${first!.id}`, {
      ...promotion,
      images: { card: 'javascript:alert(1)', detail: '/media/d.svg' },
    });
    expect(answer.status).toBe(400);
    const after = (
      await adminCall<(Item & { title: object })[]>(t.app, admin, 'GET', '/api/admin/cms/promotions')
    ).body.data;
    expect(after.find((p) => p.id === first!.id)).toEqual(first);
  });

  it('refuses exactly the pictures the CSP would block, with a field message', async () => {
    const picture = 'https://pictures.example.net/card.png';
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(csp)![1]!.split(' ');
    for (const origin of CONTENT_IMAGE_ORIGINS) expect(imgSrc).toContain(origin);
    expect(imgSrc).not.toContain('https://pictures.example.net');
    expect(imgSrc).not.toContain('https:');

    const answer = await adminCall<FieldErrors>(t.app, admin, 'POST', '/api/admin/cms/promotions', {
      ...promotion,
      images: { card: picture, detail: '/media/d.svg' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors['images.card']).toMatch(/^Enter a path starting with \/media\//);
  });

  it('messages follow x-locale', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cms/sliders',
      headers: { ...bearer(admin), 'x-locale': 'tr' },
      payload: { ...COLLECTIONS[0].input('s'), url: 'javascript:alert(1)' },
    });
    expect(answer.json()).toMatchObject({
      message: 'Lütfen işaretli alanları düzeltin.',
      data: { errors: { url: 'https:// ile başlayan bir adres ya da / ile başlayan bir site yolu girin.' } },
    });
  });
});
