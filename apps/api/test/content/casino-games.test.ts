import { CasinoGamesResponseSchema, GAME_SEARCH_PAGE_SIZE, MAX_PAGE_TAKE } from '@lale/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import type { FieldErrors } from './support.ts';

/* POST /api/casino/games (spec §7): validation and the shape; the search itself is in casino/catalogue.test.ts. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (payload: object) =>
  call<unknown>(t.app, { method: 'POST', url: '/api/casino/games', payload, headers: { 'x-locale': 'en' } });

describe('POST /api/casino/games', () => {
  it('answers a list of lists in the envelope, for visitors too (empty: this app has no demo catalogue)', async () => {
    const answer = await search({ live: true, search: 'roulette', skip: 0, take: GAME_SEARCH_PAGE_SIZE });
    expect(answer.status).toBe(200);
    expect(CasinoGamesResponseSchema.parse(answer.body)).toEqual({ success: true, message: '', data: [] });
    // skip and take may be left out: the site's defaults (0, 4) apply.
    expect((await search({ live: false, search: '' })).status).toBe(200);
  });

  it.each([
    [{ live: true, search: 'x', skip: 0, take: MAX_PAGE_TAKE + 1 }, ['take']],
    [{ live: true, search: 'x', skip: 0, take: 0 }, ['take']],
    [{ live: true, search: 'x', skip: -1, take: 4 }, ['skip']],
    [{ live: 'yes', search: 'x', skip: 0, take: 4 }, ['live']],
    [{ live: true, skip: 0, take: 4 }, ['search']],
    [{ live: true, search: 'x'.repeat(101), skip: 0, take: 4 }, ['search']],
  ])('refuses %j with 400 and field errors', async (payload, fields) => {
    const answer = await search(payload);
    expect(answer.status).toBe(400);
    expect(Object.keys((answer.body.data as FieldErrors).errors)).toEqual(fields);
  });

  it('accepts the largest page the contract allows', async () => {
    expect((await search({ live: true, search: '', skip: 0, take: MAX_PAGE_TAKE })).status).toBe(200);
  });
});
