import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AuthFormSchema, BootstrapSchema, DEFAULT_COUNTRY_NAME, envelope } from '@lale/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/auth/form', () => {
  it('lists the countries with Türkiye, alphabetically for Turkish readers', async () => {
    const response = await get('/api/auth/form');
    expect(response.statusCode).toBe(200);
    const { data } = envelope(AuthFormSchema).parse(response.json());
    const names = data.countries.map((c) => c.name);
    expect(names).toContain(DEFAULT_COUNTRY_NAME);
    expect(names.length).toBeGreaterThanOrEqual(20);
    expect(names).toEqual([...names].sort(new Intl.Collator('tr').compare));
    // Turkish order: Gürcistan before Hollanda before İspanya/İsveç/İsviçre before İtalya ... Özbekistan before Türkiye
    expect(names.indexOf('İspanya')).toBeGreaterThan(names.indexOf('Hollanda'));
    expect(names.indexOf('Özbekistan')).toBeLessThan(names.indexOf('Türkiye'));
  });

  it('uses English names for English readers but keeps Türkiye', async () => {
    const { data } = envelope(AuthFormSchema).parse(
      (await get('/api/auth/form', { 'x-locale': 'en' })).json(),
    );
    const names = data.countries.map((c) => c.name);
    expect(names).toContain('Germany');
    expect(names).toContain('Türkiye');
    expect(data.countries.find((c) => c.name === 'Türkiye')?.id).toBe(1);
  });
});

describe('GET /api/cms/grouped', () => {
  it('answers the bootstrap object of the contract, in Turkish by default', async () => {
    const response = await get('/api/cms/grouped');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const { data } = envelope(BootstrapSchema).parse(response.json());

    const corporate = data.categoryList.find((c) => c.id === 2);
    expect(corporate?.name).toBe('Kurumsal');
    const about = corporate?.contentList.find((item) => item.id === 3);
    expect(about?.title).toBe('Hakkımızda');
    expect(about?.description).toContain('ALS-2226/IAL');
    expect(corporate?.contentList.map((item) => item.title)).toEqual(
      expect.arrayContaining(['Şartlar ve Koşullar', 'Gizlilik Politikası', 'Sorumlu Oyun', 'İletişim']),
    );

    expect(data.sliderList).toHaveLength(4);
    expect(data.sliderList.map((s) => s.images.map((i) => i.url))).toContainEqual([
      '/media/sliders/live-casino-sm.svg',
      '/media/sliders/live-casino-md.svg',
      '/media/sliders/live-casino-lg.svg',
    ]);
    expect(data.sliderList.filter((s) => s.url.startsWith('https://'))).toHaveLength(1);
    expect(data.languageList).toEqual([
      { locale: 'tr', name: 'Türkçe' },
      { locale: 'en', name: 'English' },
    ]);
    expect(data.translationList).toContainEqual({ key: 'home.welcome', value: "Lale'ye hoş geldiniz" });
    expect(data.domainStatus).toEqual({ current: 'lale.bet', next: 'lale2.bet' });
    expect(data.popup?.images).toEqual([
      '/media/popup/startup-sm.svg',
      '/media/popup/startup-md.svg',
      '/media/popup/startup-lg.svg',
    ]);
    expect(data.egtJackpotCards.map((c) => [c.instanceName, c.levelStats.map((l) => l.level)])).toEqual([
      ['High Cash', [1, 2, 3, 4]],
      ['Clover Chance', [1, 2, 3, 4]],
    ]);
    expect(data.jackpotCards.currentLevelI).toBe(25437.12);
  });

  it('answers the Egypt Quest jackpot at casino/eqyptquest, as in the bootstrap', async () => {
    const answer = await get('/api/casino/eqyptquest');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: '', data: { currentLevelI: 25437.12 } });
  });

  it('publishes only switched-on site options, with lower-case keys', async () => {
    const { data } = envelope(BootstrapSchema).parse((await get('/api/cms/grouped')).json());
    const keys = data.siteOption.map((o) => o.key);
    expect(keys).toEqual(
      expect.arrayContaining(['registertype', 'snowfall', 'license_number', 'whatsapp', 'telegram']),
    );
    expect(keys).not.toContain('maintenance_notice');
    expect(data.siteOption.every((o) => o.status && o.key === o.key.toLowerCase())).toBe(true);
    expect(data.siteOption.find((o) => o.key === 'license_number')?.value).toBe('ALS-2226/IAL');
  });

  it("answers in English with x-locale: en, including that locale's translations only", async () => {
    const { data } = envelope(BootstrapSchema).parse(
      (await get('/api/cms/grouped', { 'x-locale': 'en' })).json(),
    );
    const corporate = data.categoryList.find((c) => c.id === 2);
    expect(corporate?.name).toBe('Corporate');
    expect(corporate?.contentList.find((item) => item.id === 3)?.title).toBe('About Us');
    expect(data.translationList).toContainEqual({ key: 'home.welcome', value: 'Welcome to Lale' });
    expect(data.translationList.some((tr) => tr.value === "Lale'ye hoş geldiniz")).toBe(false);
  });

  it('supports conditional requests with an ETag that differs per locale', async () => {
    const first = await get('/api/cms/grouped');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/api/cms/grouped', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const english = await get('/api/cms/grouped', { 'x-locale': 'en', 'if-none-match': etag });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
  });

  it('answers browsers with the bootstrap compressed, byte for byte the plain answer once decoded', async () => {
    const plain = await get('/api/cms/grouped');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const browser = await get('/api/cms/grouped', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.statusCode).toBe(200);
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(browser.headers.vary).toMatch(/accept-encoding/i);
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(browser.rawPayload).toString()).toBe(plain.body);

    const gzipOnly = await get('/api/cms/grouped', { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(plain.body);

    // Codings the client refuses or the server does not keep: the plain body.
    for (const refused of ['br;q=0, gzip;q=0', 'identity', 'deflate, zstd']) {
      const answer = await get('/api/cms/grouped', { 'accept-encoding': refused });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toBe(plain.body);
    }
  });

  it('gives each coding its own ETag, so a revalidation never swaps one coding for another', async () => {
    const plain = await get('/api/cms/grouped');
    const br = await get('/api/cms/grouped', { 'accept-encoding': 'br' });
    const gz = await get('/api/cms/grouped', { 'accept-encoding': 'gzip' });
    const etags = [plain, br, gz].map((answer) => String(answer.headers.etag));
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/);

    const revalidated = await get('/api/cms/grouped', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // The same cached br copy revalidated by a client that now takes only gzip: a full gzip answer.
    const switched = await get('/api/cms/grouped', {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(switched.statusCode).toBe(200);
    expect(gunzipSync(switched.rawPayload).toString()).toBe(plain.body);
    const plainAgain = await get('/api/cms/grouped', { 'if-none-match': String(gz.headers.etag) });
    expect(plainAgain.statusCode).toBe(200);
    expect(plainAgain.body).toBe(plain.body);
  });
});
