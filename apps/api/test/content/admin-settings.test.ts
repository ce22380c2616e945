import { staffToken } from '../support/staff.ts';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLinks, siteOptions, translations } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminToken } from '../notifications/support.ts';
import { adminCall, bootstrap, type FieldErrors } from './support.ts';

/*
 * Operator content API, keyed settings: translation overrides, site options and app-setting links.
 * The bootstrap cache lives 60 s here, so what shows at once shows because the write dropped it.
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

type Translation = { locale: string; key: string; value: string };
type SiteOption = { key: string; value: string; status: boolean };
type AppLink = { name: string; url: string; sortOrder: number };

describe('access', () => {
  const attempts = [
    ['GET', '/api/admin/cms/translations', undefined],
    ['PUT', '/api/admin/cms/translations', { locale: 'en', key: 'home.welcome', value: 'Hacked' }],
    ['DELETE', '/api/admin/cms/translations/en/home.welcome', undefined],
    ['PUT', '/api/admin/cms/site-options/snowfall', { value: 'true', status: true }],
    ['DELETE', '/api/admin/cms/site-options/snowfall', undefined],
    ['PUT', '/api/admin/cms/app-links/discord', { url: 'https://evil.example' }],
    ['POST', '/api/admin/cms/app-links/reorder', { names: ['discord'] }],
  ] as const;

  it.each(attempts)(
    '%s %s: 401 without a session, 403 for a role without content rights',
    async (method, url, payload) => {
      const before = await Promise.all([rows(translations), rows(siteOptions), rows(appLinks)]);
      expect((await adminCall(t.app, null, method, url, payload)).status).toBe(401);
      expect((await adminCall(t.app, outsider, method, url, payload)).status).toBe(403);
      expect(await Promise.all([rows(translations), rows(siteOptions), rows(appLinks)])).toEqual(before);
      const welcome = (await bootstrap(t.app)).translationList.find((x) => x.key === 'home.welcome');
      expect(welcome?.value).toBe('Welcome to Lale');
    },
  );
});

describe('translations', () => {
  const base = '/api/admin/cms/translations';

  it('lists the overrides of one locale, or of all', async () => {
    const english = await adminCall<Translation[]>(t.app, admin, 'GET', `${base}?locale=en`);
    expect(english.status).toBe(200);
    expect(english.body.data).toContainEqual({ locale: 'en', key: 'home.welcome', value: 'Welcome to Lale' });
    expect(english.body.data.every((row) => row.locale === 'en')).toBe(true);
    const all = await adminCall<Translation[]>(t.app, admin, 'GET', base);
    expect(new Set(all.body.data.map((row) => row.locale))).toEqual(new Set(['tr', 'en']));
    expect((await adminCall(t.app, admin, 'GET', `${base}?locale=de`)).status).toBe(400);
  });

  it('replaces a text in one locale, shown by the next bootstrap of that locale only', async () => {
    const answer = await adminCall(t.app, admin, 'PUT', base, {
      locale: 'en',
      key: 'home.welcome',
      value: 'Hello, player',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ locale: 'en', key: 'home.welcome', value: 'Hello, player' });
    const english = (await bootstrap(t.app, 'en')).translationList;
    expect(english).toContainEqual({ key: 'home.welcome', value: 'Hello, player' });
    const turkish = (await bootstrap(t.app, 'tr')).translationList;
    expect(turkish).toContainEqual({ key: 'home.welcome', value: "Lale'ye hoş geldiniz" });
  });

  it('adds a new key and deletes it again (404 the second time)', async () => {
    const added = await adminCall(t.app, admin, 'PUT', base, {
      locale: 'tr',
      key: 'header.login',
      value: 'Oturum aç',
    });
    expect(added.status).toBe(200);
    expect((await bootstrap(t.app, 'tr')).translationList).toContainEqual({
      key: 'header.login',
      value: 'Oturum aç',
    });
    expect((await adminCall(t.app, admin, 'DELETE', `${base}/tr/header.login`)).status).toBe(200);
    expect((await bootstrap(t.app, 'tr')).translationList.map((x) => x.key)).not.toContain('header.login');
    const again = await adminCall(t.app, admin, 'DELETE', `${base}/tr/header.login`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('The content item was not found.');
  });

  it.each([
    [{ locale: 'de', key: 'home.welcome', value: 'Hallo' }, ['locale']],
    [{ locale: 'en', key: 'bad key!', value: 'x' }, ['key']],
    [{ locale: 'en', key: '.welcome', value: 'x' }, ['key']],
    [{ locale: 'en', key: 'home.welcome', value: '' }, ['value']],
    [{ locale: 'en', key: 'home.welcome', value: 'x'.repeat(2001) }, ['value']],
    [{ locale: 'en', key: 'home.welcome' }, ['value']],
  ])('refuses %j with 400 and changes nothing', async (payload, fields) => {
    const before = (await adminCall<Translation[]>(t.app, admin, 'GET', base)).body.data;
    const answer = await adminCall<FieldErrors>(t.app, admin, 'PUT', base, payload);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.data.errors)).toEqual(fields);
    expect((await adminCall<Translation[]>(t.app, admin, 'GET', base)).body.data).toEqual(before);
  });
});

describe('site options', () => {
  const base = '/api/admin/cms/site-options';
  const list = async () => (await adminCall<SiteOption[]>(t.app, admin, 'GET', base)).body.data;
  const published = async (key: string) => (await bootstrap(t.app)).siteOption.find((o) => o.key === key);

  it('lists every option, switched-off ones too', async () => {
    expect(await list()).toContainEqual(
      expect.objectContaining({ key: 'maintenance_notice', status: false }),
    );
  });

  it('stores the key lower-cased, publishes it while switched on, and deletes it', async () => {
    const created = await adminCall(t.app, admin, 'PUT', `${base}/Chat-Site-ID`, {
      value: '12345',
      status: true,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({ key: 'chat-site-id', value: '12345', status: true });
    expect(await published('chat-site-id')).toEqual({ key: 'chat-site-id', value: '12345', status: true });

    await adminCall(t.app, admin, 'PUT', `${base}/chat-site-id`, { value: '12345', status: false });
    expect(await published('chat-site-id')).toBeUndefined();
    expect(await list()).toContainEqual({ key: 'chat-site-id', value: '12345', status: false });

    expect((await adminCall(t.app, admin, 'DELETE', `${base}/CHAT-SITE-ID`)).status).toBe(200);
    expect((await list()).map((o) => o.key)).not.toContain('chat-site-id');
    expect((await adminCall(t.app, admin, 'DELETE', `${base}/chat-site-id`)).status).toBe(404);
  });

  it('switches an option on: snowfall', async () => {
    await adminCall(t.app, admin, 'PUT', `${base}/snowfall`, { value: 'true', status: true });
    expect((await published('snowfall'))?.value).toBe('true');
  });

  it.each([
    ['has a space in its key', 'chat id', { value: 'x', status: true }, ['key']],
    ['has a slash in its key', 'a%2Fb', { value: 'x', status: true }, ['key']],
    ['has no status', 'snowfall', { value: 'x' }, ['status']],
    ['is too long', 'snowfall', { value: 'x'.repeat(2001), status: true }, ['value']],
  ])('refuses an option that %s (400, nothing changed)', async (_what, key, payload, fields) => {
    const before = await list();
    const answer = await adminCall<FieldErrors>(t.app, admin, 'PUT', `${base}/${key}`, payload);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.data.errors)).toEqual(fields);
    expect(await list()).toEqual(before);
  });
});

describe('app links', () => {
  const base = '/api/admin/cms/app-links';
  const list = async () => (await adminCall<AppLink[]>(t.app, admin, 'GET', base)).body.data;
  const published = async () => (await bootstrap(t.app)).appLinkList;

  it('lists the seeded links in their order', async () => {
    expect((await list()).map((l) => l.name)).toEqual([
      'discord',
      'twitter',
      'instagram',
      'telegram',
      'youtube',
    ]);
  });

  it('adds a new name last, replaces a url in place, reorders and deletes', async () => {
    const added = await adminCall<AppLink>(t.app, admin, 'PUT', `${base}/TikTok`, {
      url: 'https://tiktok.com/@lale',
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ name: 'tiktok', url: 'https://tiktok.com/@lale', sortOrder: 6 });
    expect((await published()).at(-1)).toEqual({ name: 'tiktok', url: 'https://tiktok.com/@lale' });

    await adminCall(t.app, admin, 'PUT', `${base}/discord`, { url: 'https://discord.gg/lale-new' });
    expect((await published())[0]).toEqual({ name: 'discord', url: 'https://discord.gg/lale-new' });

    const names = (await list()).map((l) => l.name).reverse();
    const reordered = await adminCall<AppLink[]>(t.app, admin, 'POST', `${base}/reorder`, { names });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.map((l) => l.name)).toEqual(names);
    expect((await published()).map((l) => l.name)).toEqual(names);

    for (const wrong of [names.slice(1), [...names, 'myspace'], [...names.slice(1), names[1]!]]) {
      const refused = await adminCall<FieldErrors>(t.app, admin, 'POST', `${base}/reorder`, { names: wrong });
      expect(refused.status).toBe(400);
      expect(refused.body.data.errors).toEqual({
        names: 'The new order must list every existing item exactly once.',
      });
    }
    expect((await list()).map((l) => l.name)).toEqual(names);

    expect((await adminCall(t.app, admin, 'DELETE', `${base}/tiktok`)).status).toBe(200);
    expect((await published()).map((l) => l.name)).not.toContain('tiktok');
    expect((await adminCall(t.app, admin, 'DELETE', `${base}/tiktok`)).status).toBe(404);
  });

  it.each([
    ['a javascript: url', 'discord', { url: 'javascript:alert(1)' }, ['url']],
    ['an http url', 'discord', { url: 'http://discord.gg/x' }, ['url']],
    ['a name with a space', 'my%20link', { url: 'https://x.example' }, ['name']],
  ])('refuses %s (400, nothing changed)', async (_what, name, payload, fields) => {
    const before = await list();
    const answer = await adminCall<FieldErrors>(t.app, admin, 'PUT', `${base}/${name}`, payload);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.data.errors)).toEqual(fields);
    expect(await list()).toEqual(before);
  });
});
