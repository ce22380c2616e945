import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tempDir, type TestApp } from './support/app.ts';
import { createTestDatabase, type TestDatabase } from './support/db.ts';

/*
 * The built back office at /backoffice (platform/backoffice-app.ts): its page for every client-side
 * route, its hashed assets, and its own headers — this origin only, never framed — beside the site.
 */

const INDEX =
  '<!doctype html><html><head><title>Lale back office</title></head><body><div id="root"></div></body></html>';
const SITE_INDEX = '<!doctype html><html><head><title>Lale</title></head><body></body></html>';

let database: TestDatabase;
let dist: ReturnType<typeof tempDir>;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  dist = tempDir('lale-backoffice-');
  mkdirSync(join(dist.path, 'backoffice', 'assets'), { recursive: true });
  writeFileSync(join(dist.path, 'backoffice', 'index.html'), INDEX);
  writeFileSync(join(dist.path, 'backoffice', 'assets', 'index-abc123.js'), 'console.log("bo")');
  mkdirSync(join(dist.path, 'web'));
  writeFileSync(join(dist.path, 'web', 'index.html'), SITE_INDEX);
  t = await createTestApp({
    database,
    env: { BACKOFFICE_DIST: join(dist.path, 'backoffice'), WEB_DIST: join(dist.path, 'web') },
  });
});
afterAll(async () => {
  await t.close();
  await database.close();
  dist.remove();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

function expectBackofficeHeaders(headers: Record<string, unknown>, url: string): void {
  const csp = String(headers['content-security-policy']);
  expect(csp, url).toContain("default-src 'self'");
  expect(csp, url).toContain("script-src 'self';");
  expect(csp, url).toContain("frame-ancestors 'none'");
  expect(csp, url).not.toMatch(/unsafe-inline|https:\/\//);
  expect(headers['x-frame-options'], url).toBe('DENY');
  expect(headers['x-content-type-options'], url).toBe('nosniff');
}

describe('the back office app', () => {
  it('answers /backoffice and its client-side routes with its index page, revalidated, never framable', async () => {
    for (const url of [
      '/backoffice',
      '/backoffice/',
      '/backoffice/players/1',
      '/backoffice/payments?status=2',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(INDEX);
      expectBackofficeHeaders(response.headers, url);
    }
  });

  it('serves its hashed assets as immutable, with the same headers', async () => {
    const response = await get('/backoffice/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("bo")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectBackofficeHeaders(response.headers, 'asset');
  });

  it('answers a missing file with a plain 404, not the page', async () => {
    const response = await get('/backoffice/assets/missing.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
  });

  it('leaves the site its own page and headers', async () => {
    const response = await get('/players/1');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('back office');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('without a built back office', () => {
  it('answers /backoffice with a plain 404', async () => {
    const bare = await createTestApp({ database });
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/backoffice/players' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['x-frame-options']).toBe('DENY');
    } finally {
      await bare.close();
    }
  });
});
