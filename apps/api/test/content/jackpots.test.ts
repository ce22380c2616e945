import type { AdminJackpot } from '@lale/contracts';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.ts';
import { call } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { staffToken } from '../support/staff.ts';
import { capturingPublisher } from '../notifications/support.ts';
import { adminCall, type FieldErrors } from './support.ts';

/*
 * The jackpots' values set by the operator (issue #27): every level once, in the site currency; the
 * bootstrap and casino/eqyptquest answer the new values at once, and the hub tells every site.
 */

let t: TestApp;
let editor: string;
const realtime = capturingPublisher();

beforeAll(async () => {
  t = await createTestApp({ realtime: realtime.publisher });
  editor = await staffToken(t, 'content');
});
afterAll(() => t.close());

const put = (name: string, levels: unknown, token = editor) =>
  adminCall<AdminJackpot & FieldErrors>(t.app, token, 'PUT', `/api/admin/casino/jackpots/${name}`, {
    levels,
  });

describe('jackpots', () => {
  it('lists each jackpot with its levels and sets them; the site and the hub follow', async () => {
    const list = await adminCall<AdminJackpot[]>(t.app, editor, 'GET', '/api/admin/casino/jackpots');
    expect(list.status).toBe(200);
    const card = list.body.data.find((j) => j.levels.length === 4)!;
    expect(card.source).toBe('operator');
    expect(list.body.data.find((j) => j.name === 'egypt')?.levels).toHaveLength(1);

    realtime.clear();
    const levels = [
      { level: 1, value: 150_000.5 },
      { level: 2, value: 20_000 },
      { level: 3, value: 3_000 },
      { level: 4, value: 400 },
    ];
    const saved = await put(card.name, levels);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('The jackpot is saved; the lobbies show the new values.');
    expect(saved.body.data.levels).toEqual(levels);
    expect(realtime.pushes).toEqual([
      { to: 'all', command: 'JackpotsChanged', message: { name: card.name } },
    ]);
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
    expect(audit).toMatchObject({ permission: 'casino.edit', targetType: 'jackpot', targetId: card.name });

    const boot = await call<{
      egtJackpotCards: { instanceName: string; levelStats: { level: number; value: number }[] }[];
    }>(t.app, { method: 'GET', url: '/api/cms/grouped' });
    expect(boot.body.data.egtJackpotCards.find((c) => c.instanceName === card.name)?.levelStats).toEqual(
      levels,
    );

    expect((await put('egypt', [{ level: 1, value: 12_345.67 }])).status).toBe(200);
    const egypt = await call<{ currentLevelI: number }>(t.app, {
      method: 'GET',
      url: '/api/casino/eqyptquest',
    });
    expect(egypt.body.data.currentLevelI).toBe(12_345.67);
  });

  it('refuses levels that are not the jackpot’s own, too many decimals, an unknown jackpot and a viewer', async () => {
    const list = await adminCall<AdminJackpot[]>(t.app, editor, 'GET', '/api/admin/casino/jackpots');
    const card = list.body.data.find((j) => j.levels.length === 4)!;
    for (const levels of [
      [{ level: 1, value: 10 }],
      [1, 1, 2, 3].map((level) => ({ level, value: 10 })),
      [1, 2, 3, 4].map((level) => ({ level, value: 10.005 })),
    ]) {
      const refused = await put(card.name, levels);
      expect(refused.status).toBe(400);
    }
    expect((await put('no-such-jackpot', [{ level: 1, value: 1 }])).status).toBe(404);
    expect((await put(card.name, [{ level: 1, value: 1 }], await staffToken(t, 'analyst'))).status).toBe(403);
    const after = await adminCall<AdminJackpot[]>(t.app, editor, 'GET', '/api/admin/casino/jackpots');
    expect(after.body.data.find((j) => j.name === card.name)).toEqual(card);
  });
});
