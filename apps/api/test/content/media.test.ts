import type { AdminMedia } from '@lale/contracts';
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contentMedia } from '../../src/db/schema.ts';
import { DEMO_STAFF } from '../../src/modules/staff/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { staffToken } from '../support/staff.ts';
import { adminCall, type FieldErrors } from './support.ts';

/*
 * Picture uploads (issue #27): a picture is what its bytes say; the same bytes are one address; the
 * address serves the picture to anyone with a year's cache; an SVG, a page or a renamed file is
 * refused and stores nothing; only content.edit uploads.
 */

let t: TestApp;
let editor: string;

/** A 1×1 PNG (the smallest valid one), and the same pixel with a different byte (a different file). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

beforeAll(async () => {
  t = await createTestApp();
  editor = await staffToken(t, 'content');
});
afterAll(() => t.close());

const upload = (body: object, token = editor) =>
  adminCall<AdminMedia & FieldErrors>(t.app, token, 'POST', '/api/admin/cms/media', body);
const stored = async () => (await t.database.db.select({ n: count() }).from(contentMedia))[0]!.n;

describe('picture uploads', () => {
  it('stores a picture once by its content, serves it with a long cache, and lists it', async () => {
    const first = await upload({
      fileName: 'hoş geldin.png',
      contentType: 'image/png',
      data: PNG.toString('base64'),
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('The picture is uploaded.');
    expect(first.body.data).toMatchObject({
      url: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{64}\.png$/),
      fileName: 'hoş geldin.png',
      contentType: 'image/png',
      bytes: PNG.length,
      uploadedBy: DEMO_STAFF.content.username,
    });
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
    expect(audit).toMatchObject({ permission: 'content.edit', targetType: 'content_media', outcome: 'ok' });

    const again = await upload({
      fileName: 'copy.png',
      contentType: 'image/png',
      data: PNG.toString('base64'),
    });
    expect(again.body.data.url).toBe(first.body.data.url);
    expect(await stored()).toBe(1);

    const served = await t.app.inject({ method: 'GET', url: first.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The same hash under another format's extension is not that file.
    const renamed = first.body.data.url.replace(/\.png$/, '.gif');
    expect((await t.app.inject({ method: 'GET', url: renamed })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/uploads/../../etc/passwd' })).statusCode).toBe(
      404,
    );

    const gif = await upload({
      fileName: 'pixel.gif',
      contentType: 'image/gif',
      data: GIF.toString('base64'),
    });
    expect(gif.body.data.url).toMatch(/\.gif$/);
    const list = await adminCall<{ items: AdminMedia[]; total: number }>(
      t.app,
      await staffToken(t, 'analyst'),
      'GET',
      '/api/admin/cms/media',
    );
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.items.map((m) => m.fileName)).toEqual(['pixel.gif', 'hoş geldin.png']);
  });

  it('refuses an SVG, a page, a renamed file and an empty one, storing nothing', async () => {
    const before = await stored();
    const refusals: [string, object, string][] = [
      ['an SVG declared as PNG', { contentType: 'image/png', data: SVG.toString('base64') }, 'data'],
      ['an SVG by its type', { contentType: 'image/svg+xml', data: SVG.toString('base64') }, 'contentType'],
      [
        'a page',
        { contentType: 'image/png', data: Buffer.from('<html><script>x</script></html>').toString('base64') },
        'data',
      ],
      ['a GIF declared as PNG', { contentType: 'image/png', data: GIF.toString('base64') }, 'data'],
      ['not base64', { contentType: 'image/png', data: '<svg>' }, 'data'],
    ];
    for (const [label, body, field] of refusals) {
      const answer = await upload({ fileName: 'x.png', ...body });
      expect(answer.status, label).toBe(400);
      expect(Object.keys(answer.body.data.errors), label).toEqual([field]);
    }
    const svg = await upload({ fileName: 'x.png', contentType: 'image/png', data: SVG.toString('base64') });
    expect(svg.body.message).toBe(
      'The file is not a PNG, JPEG, WebP or GIF picture of the chosen type. SVG is not accepted: save it as a PNG.',
    );
    expect(await stored()).toBe(before);
  });

  it('only content.edit uploads; a visitor gets 401, another role 403, before the body is read', async () => {
    const body = { fileName: 'x.png', contentType: 'image/png', data: PNG.toString('base64') };
    expect((await upload(body, await staffToken(t, 'analyst'))).status).toBe(403);
    expect((await upload({ nonsense: true }, await staffToken(t, 'trader'))).status).toBe(403);
    expect((await adminCall(t.app, null, 'POST', '/api/admin/cms/media', body)).status).toBe(401);
    expect(
      (await adminCall(t.app, await staffToken(t, 'trader'), 'GET', '/api/admin/cms/media')).status,
    ).toBe(403);
  });
});
