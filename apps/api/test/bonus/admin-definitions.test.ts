import { staffToken } from '../support/staff.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { bearer, call } from '../support/accounts.ts';
import { adminToken, newPlayer } from '../payments/support.ts';

/*
 * The operator's bonus definitions (issue #11 "bonus definitions CRUD"): create, list, replace, disable;
 * bad input names the field and creates nothing; only an admin may call.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

type Definition = {
  id: number;
  code: string | null;
  enabled: boolean;
  cap: number | null;
  title: { tr: string };
};

const weekendBonus = {
  title: { tr: 'Hafta Sonu Bonusu', en: 'Weekend Bonus' },
  description: { tr: 'Kodla %25, 250 ₺’ye kadar.', en: '25% with the code, up to ₺250.' },
  trigger: 'deposit_code',
  code: 'HAFTASONU',
  kind: 'percent',
  percent: 25,
  cap: 250,
  minDeposit: 100,
  wageringMultiple: 5,
  contributions: { slot: 100, live: 10, table: 10, sports: 50 },
  validDays: 7,
  claimWindowDays: 2,
  maxBet: 25,
  currencyId: 1,
};

const adminCall = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = admin,
) => call<T>(t.app, { method, url, payload, headers: { ...bearer(token), 'x-locale': 'en' } });

describe('bonus definitions, as the operator keeps them', () => {
  it('creates, lists, replaces and disables a code bonus', async () => {
    const created = await adminCall<Definition>('POST', '/api/admin/bonus-definitions', weekendBonus);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    // The sports minimum odds default to 1.50 (issue 23).
    expect(created.body.data).toMatchObject({
      code: 'HAFTASONU',
      cap: 250,
      enabled: true,
      sportsMinOdds: 1.5,
    });

    const list = await adminCall<Definition[]>('GET', '/api/admin/bonus-definitions');
    expect(list.body.data.map((d) => d.id)).toContain(id);

    const replaced = await adminCall<Definition>('PUT', `/api/admin/bonus-definitions/${id}`, {
      ...weekendBonus,
      cap: 300,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.cap).toBe(300);
    const odds = await adminCall<Definition>('PUT', `/api/admin/bonus-definitions/${id}`, {
      ...weekendBonus,
      sportsMinOdds: 1.75,
    });
    expect(odds.body.data).toMatchObject({ sportsMinOdds: 1.75 });
    const fine = await adminCall('PUT', `/api/admin/bonus-definitions/${id}`, {
      ...weekendBonus,
      sportsMinOdds: 1.755,
    });
    expect(fine.status).toBe(400);
    expect(Object.keys((fine.body.data as { errors: object }).errors)).toContain('sportsMinOdds');

    const disabled = await adminCall<Definition>('DELETE', `/api/admin/bonus-definitions/${id}`);
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.enabled).toBe(false);
  });

  it('refuses inconsistent terms naming the field, and creates nothing', async () => {
    const before = (await adminCall<Definition[]>('GET', '/api/admin/bonus-definitions')).body.data.length;
    const noCode = await adminCall('POST', '/api/admin/bonus-definitions', { ...weekendBonus, code: null });
    expect(noCode.status).toBe(400);
    expect(Object.keys((noCode.body.data as { errors: object }).errors)).toContain('code');
    const negative = await adminCall('POST', '/api/admin/bonus-definitions', { ...weekendBonus, cap: -5 });
    expect(negative.status).toBe(400);
    expect((await adminCall<Definition[]>('GET', '/api/admin/bonus-definitions')).body.data.length).toBe(
      before,
    );
  });

  it('answers 404 for an unknown definition, 401 to a player and 403 to a role without bonus rights', async () => {
    expect((await adminCall('PUT', '/api/admin/bonus-definitions/999999', weekendBonus)).status).toBe(404);
    const player = await newPlayer(t);
    expect((await adminCall('GET', '/api/admin/bonus-definitions', undefined, player.token)).status).toBe(
      401,
    );
    const trader = await staffToken(t, 'trader');
    expect((await adminCall('GET', '/api/admin/bonus-definitions', undefined, trader)).status).toBe(403);
  });
});
