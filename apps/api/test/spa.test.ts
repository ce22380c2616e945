import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tempDir, type TestApp } from './support/app.ts';
import { createTestDatabase, type TestDatabase } from './support/db.ts';

const INDEX =
  '<!doctype html><html><head><title>Lale</title></head><body><div id="root"></div></body></html>';

const BIG_JS = `console.log(${JSON.stringify('lale '.repeat(2000))})`;

let database: TestDatabase;
let web: ReturnType<typeof tempDir>;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  web = tempDir('lale-web-');
  mkdirSync(join(web.path, 'assets'));
  mkdirSync(join(web.path, 'media', 'sliders'), { recursive: true });
  writeFileSync(join(web.path, 'index.html'), INDEX);
  writeFileSync(join(web.path, 'assets', 'x.js'), 'console.log("x")');
  // What the web build's precompress step writes next to each text asset.
  writeFileSync(join(web.path, 'assets', 'big.js'), BIG_JS);
  writeFileSync(join(web.path, 'assets', 'big.js.gz'), gzipSync(BIG_JS));
  writeFileSync(
    join(web.path, 'media', 'sliders', 'welcome-sm.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  writeFileSync(join(web.path, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ database, env: { WEB_DIST: web.path } });
});
afterAll(async () => {
  await t.close();
  await database.close();
  web.remove();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('serving the built web app', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/x.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("x")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed sibling to browsers that accept it, the plain file to others', async () => {
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/assets/big.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compressed.rawPayload.length).toBeLessThan(BIG_JS.length / 10);

    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/big.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it('serves other files with a short max-age', async () => {
    for (const url of ['/media/sliders/welcome-sm.svg', '/favicon.svg']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=3600');
    }
  });

  it('answers client-side routes with index.html that must be revalidated', async () => {
    for (const url of ['/', '/casino/slot', '/pages/3', '/dashboard/deposit?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toMatch(
        // The live-chat widget's configured script base (platform/live-chat.ts), then the page data.
        /^<!doctype html><html><head><title>Lale<\/title><meta name="lale-live-chat" content="https:\/\/embed\.tawk\.to">(?:<link [^>]+>)*<script id="lale-bootstrap"/,
      );
      expect(response.body, url).toMatch(/<\/script><\/head><body><div id="root"><\/div><\/body><\/html>$/);
    }
  });

  it('embeds the Turkish bootstrap answer in the page, exactly what GET /api/cms/grouped sends', async () => {
    const page = await get('/');
    const embedded =
      /<script id="lale-bootstrap" type="application\/json" data-locale="tr">(.*?)<\/script>/.exec(page.body);
    expect(embedded).not.toBeNull();
    const api = await t.app.inject({ method: 'GET', url: '/api/cms/grouped', headers: { 'x-locale': 'tr' } });
    expect(JSON.parse(embedded![1]!)).toEqual(api.json());
    // /index.html is the same page, never the bare file without its data.
    expect((await get('/index.html')).body).toBe(page.body);
  });

  it('compresses the page for browsers that accept it', async () => {
    const plain = await get('/promotions');
    const br = await t.app.inject({
      method: 'GET',
      url: '/promotions',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/promotions',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('keeps unknown /api and /hub paths JSON 404s and missing files plain 404s', async () => {
    for (const url of ['/api/casino/slot', '/hub/unknown']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ success: false, data: null });
    }
    const missing = await get('/media/sliders/missing.svg');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/plain/);
    const post = await t.app.inject({ method: 'POST', url: '/casino/slot' });
    expect(post.statusCode).toBe(404);
  });
});

describe('without a built web app', () => {
  it('still starts, warns, and answers non-API paths with a plain 404', async () => {
    const bare = await createTestApp({ database });
    try {
      expect(
        bare.logs.some((line) => line.level === 40 && String(line.msg).includes('web app not built')),
      ).toBe(true);
      const page = await bare.app.inject({ method: 'GET', url: '/casino/slot' });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toMatch(/text\/plain/);
      expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
