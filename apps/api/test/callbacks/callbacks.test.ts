import type { AdminCallback } from '@lale/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshAddress, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminCall, anotherAdmin, type Staff, staffToken } from '../support/staff.ts';
import { adminToken, newPlayer } from '../payments/support.ts';

/*
 * Call-back requests in the back office (issue #25): what visitors and players sent with cms/callme,
 * listed open or handled (oldest first), exported as CSV, and marked handled once with a note.
 */

let t: TestApp;
let admin: string;
let colleague: Staff;
const clock = testClock('2026-03-10T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await adminToken(t);
  // Handling a call-back needs players.edit: the support member.
  colleague = await anotherAdmin(t, 'support');
});
afterAll(() => t.close());

type List = { items: AdminCallback[]; total: number };

const callMe = (name: string, message: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cms/callme',
    remoteAddress: freshAddress(),
    payload: { name, message },
    headers: token ? bearer(token) : {},
  });

const list = (query = '', token = admin) =>
  adminCall<List>(t.app, token, 'GET', `/api/admin/callbacks${query}`);
const handle = (id: number, note: string, staff: string = admin) =>
  adminCall<AdminCallback>(t.app, staff, 'POST', `/api/admin/callbacks/${id}/handle`, { note });

describe('call-back requests', () => {
  let visitorId: number;
  let playerRequestId: number;
  let playerId: number;

  beforeAll(async () => {
    expect((await callMe('Ayşe Yılmaz', 'Telefon No: 905321234567\nMesaj: Akşam arayın')).statusCode).toBe(
      200,
    );
    const player = await newPlayer(t);
    playerId = player.playerId;
    expect(
      (await callMe('=HYPERLINK("x")', 'Telefon No: 905329876543\nMesaj: Bonus sorusu', player.token))
        .statusCode,
    ).toBe(200);
  });

  it('are listed open, oldest first, with the player who sent one', async () => {
    const answer = await list('?status=open');
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBe(2);
    const [visitor, fromPlayer] = answer.body.data.items;
    expect(visitor).toMatchObject({
      name: 'Ayşe Yılmaz',
      message: 'Telefon No: 905321234567\nMesaj: Akşam arayın',
      playerId: null,
      username: null,
      handledAt: null,
      handledBy: null,
      note: null,
    });
    expect(visitor!.ip).toMatch(/^10\.200\./);
    expect(fromPlayer).toMatchObject({ playerId, username: expect.any(String) });
    visitorId = visitor!.id;
    playerRequestId = fromPlayer!.id;
    expect((await list('?status=handled')).body.data).toEqual({ items: [], total: 0 });
    expect((await list('?dir=desc')).body.data.items.map((c) => c.id)).toEqual([playerRequestId, visitorId]);
  });

  it('are marked handled once, with who and a note; a second time is refused', async () => {
    const handled = await handle(
      visitorId,
      '  Called back, wants the welcome bonus explained  ',
      colleague.token,
    );
    expect(handled.status).toBe(200);
    expect(handled.body.message).toBe('The call request is marked as handled.');
    expect(handled.body.data).toMatchObject({
      id: visitorId,
      handledBy: colleague.id,
      handledAt: clock.now().toISOString(),
      note: 'Called back, wants the welcome bonus explained',
    });
    const again = await handle(visitorId, 'Called again');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This call request has already been handled.');
    expect((await list('?status=handled')).body.data.items.map((c) => c.id)).toEqual([visitorId]);
    expect((await list('?status=open')).body.data.items.map((c) => c.id)).toEqual([playerRequestId]);
  });

  it('two members handling one at once: one wins, the other is told', async () => {
    const answers = await Promise.all([
      handle(playerRequestId, 'Mine', admin),
      handle(playerRequestId, 'No, mine', colleague.token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('refuse an empty note, an unknown id, and a player', async () => {
    expect((await handle(visitorId, '   ')).status).toBe(400);
    expect((await handle(visitorId, 'x'.repeat(501))).status).toBe(400);
    expect((await handle(999_999, 'Called')).status).toBe(404);
    const player = await newPlayer(t);
    expect((await list('', player.token)).status).toBe(401);
    // The content role has no players rights.
    const content = await staffToken(t, 'content');
    expect((await list('', content)).status).toBe(403);
    expect((await handle(visitorId, 'Called', content)).status).toBe(403);
  });

  it('are exported as CSV, a formula-like name defused', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/callbacks/export?status=handled',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="callbacks-2026-03-10.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,createdAt,name,message,playerId,username,ip,handledAt,handledBy,note');
    expect(lines.slice(1).join('\n')).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
