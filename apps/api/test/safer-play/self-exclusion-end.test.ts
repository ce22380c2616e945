import { ErrorEnvelopeSchema, SelfExclusionEndRequestedSchema } from '@lale/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerRestrictions, players } from '../../src/db/schema.ts';
import { bearer, call, fullRegistration, login, MINUTE, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { newPlayer, type Player } from '../bonus/support.ts';

/*
 * The end of a self-exclusion (issue #26): when the period is over, access does not come back by
 * itself. The player, who cannot sign in, asks for the end with their credentials; sign-in opens 24
 * hours after the request, not a minute earlier; the cooling-off never restarts. A time-out, by
 * contrast, ends by itself. The clock is moved, never slept.
 */

const HOUR = 60 * MINUTE;
const clock = testClock('2026-11-24T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function usernameOf(player: Player) {
  const [row] = await t.database.db
    .select({ username: players.username })
    .from(players)
    .where(eq(players.id, player.playerId));
  return row!.username;
}

const password = fullRegistration().password;
const signIn = async (player: Player) => login(t.app, await usernameOf(player), password);

const requestEnd = async (player: Player, secret = password, locale = 'en') =>
  call(t.app, {
    method: 'POST',
    url: '/api/saferplay/selfexclusion/endrequest',
    payload: { username: await usernameOf(player), password: secret },
    headers: { 'x-locale': locale },
  });

async function selfExcluded(): Promise<Player> {
  clock.set(new Date('2026-11-24T09:00:00Z'));
  const player = await newPlayer(t);
  const taken = await call(t.app, {
    method: 'POST',
    url: '/api/saferplay/selfexclusion',
    payload: { period: '6m', confirm: true },
    headers: bearer(player.token),
  });
  expect(taken.status).toBe(200);
  return player;
}

const END = new Date('2027-05-24T09:00:00Z');

describe("a self-exclusion's end", () => {
  it('needs a request after the end, and opens sign-in 24 hours after it, not earlier', async () => {
    const player = await selfExcluded();

    // Before the end: sign-in refused with the end date, and the end cannot be asked for yet.
    clock.set(new Date(END.getTime() - MINUTE));
    expect((await signIn(player)).status).toBe(423);
    const early = await requestEnd(player);
    expect(early.status).toBe(409);
    expect(ErrorEnvelopeSchema.parse(early.body).message).toBe(
      'Your self-exclusion runs until 24 May 2027 at 12:00 (Türkiye time); its end can be asked for only after that.',
    );

    // At the end, and a week later: still refused, saying what to do.
    for (const at of [END, new Date(END.getTime() + 7 * 24 * HOUR)]) {
      clock.set(at);
      const over = await signIn(player);
      expect(over.status, at.toISOString()).toBe(423);
      expect(over.body.message).toBe(
        'Kendini dışlama süreniz 24 Mayıs 2027 12:00 (TSİ) tarihinde sona erdi, ancak erişim kendiliğinden açılmaz: yeniden oynamak için "Kendini dışlamayı sonlandır" talebinde bulunun. Hesabınız talepten 24 saat sonra açılır.',
      );
    }

    // A wrong password asks nothing (the sign-in's own answer).
    const wrong = await requestEnd(player, 'Yanlis123!');
    expect(wrong.status).toBe(400);
    const [before] = await t.database.db
      .select({ endRequestedAt: playerRestrictions.endRequestedAt })
      .from(playerRestrictions)
      .where(eq(playerRestrictions.playerId, player.playerId));
    expect(before!.endRequestedAt).toBeNull();

    // The request: sign-in opens 24 hours later.
    const requestedAt = clock.now();
    const accessFrom = new Date(requestedAt.getTime() + 24 * HOUR).toISOString();
    const asked = await requestEnd(player);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(SelfExclusionEndRequestedSchema.parse(asked.body).data).toEqual({ accessFrom });
    expect(asked.body.message).toBe(
      'Your request has been received. After the 24-hour cooling-off you can sign in from 1 June 2027 at 12:00 (Türkiye time).',
    );

    // 23 hours on: still refused, with the time; asking again does not restart the cooling-off.
    clock.set(new Date(requestedAt.getTime() + 23 * HOUR));
    const cooling = await signIn(player);
    expect(cooling.status).toBe(423);
    expect(cooling.body.message).toBe(
      'Kendini dışlamanın sonlandırılması talebiniz alındı. 24 saatlik bekleme süresinden sonra, 1 Haziran 2027 12:00 (TSİ) itibarıyla giriş yapabilirsiniz.',
    );
    const again = await requestEnd(player);
    expect(SelfExclusionEndRequestedSchema.parse(again.body).data).toEqual({ accessFrom });
    clock.set(new Date(requestedAt.getTime() + 24 * HOUR - 1));
    expect((await signIn(player)).status).toBe(423);

    // 24 hours on: in.
    clock.set(new Date(requestedAt.getTime() + 24 * HOUR));
    const back = await signIn(player);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    // Nothing is left to ask for.
    const nothing = await requestEnd(player);
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe(
      'You have no self-exclusion that is over and waiting to be ended; sign in as usual.',
    );
  });

  it('is refused to someone never self-excluded, and to no one with wrong credentials; time-outs end by themselves', async () => {
    clock.set(new Date('2026-11-24T09:00:00Z'));
    const player = await newPlayer(t);
    expect((await requestEnd(player)).status).toBe(409);
    const stranger = await call(t.app, {
      method: 'POST',
      url: '/api/saferplay/selfexclusion/endrequest',
      payload: { username: 'nobody-here', password },
      headers: { 'x-locale': 'en' },
    });
    expect(stranger.status).toBe(400);
    expect((await requestEnd(player, '')).status).toBe(400);

    const timedOut = await call(t.app, {
      method: 'POST',
      url: '/api/saferplay/timeout',
      payload: { period: '24h' },
      headers: bearer(player.token),
    });
    expect(timedOut.status).toBe(200);
    clock.advance(24 * HOUR);
    expect((await signIn(player)).status).toBe(200);
    const [row] = await t.database.db
      .select({ endRequestedAt: playerRestrictions.endRequestedAt })
      .from(playerRestrictions)
      .where(eq(playerRestrictions.playerId, player.playerId));
    expect(row).toEqual({ endRequestedAt: null });
  });
});
