import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playerRestrictions, players } from '../../src/db/schema.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { bearer, call, fullRegistration, login, registerOk, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { hub88, hub88Bet, seedGames, sessionFor, someGame } from '../game-wallet/support.ts';

/*
 * An exclusion holds against the same person's other accounts (issue #26). E-mail, phone and national
 * id are unique per account, so the same person's second account is one whose e-mail reaches the same
 * mailbox: a "+tag" variant, or for Gmail the same letters with other dots. A self-exclusion excludes
 * those accounts at once (sessions and games end, sign-in refused with the end date) and refuses a new
 * sign-up with such an address; a different mailbox, or the same name and birth date, is left alone.
 */

const clock = testClock('2026-11-24T09:00:00Z');
let t: TestApp;
let hubGame: { id: number; code: string };

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedGames(t);
  hubGame = await someGame(t, 'Hub88');
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerInvariants(t.database.db)).ok).toBe(true));

let serial = 0;
/** A sign-up with this e-mail (its other identifiers fresh); its token and id. */
async function signUp(email: string) {
  const payload = fullRegistration({ email });
  const { token } = await registerOk(t.app, payload);
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, payload.username));
  return { token, playerId: row!.id, username: payload.username };
}

/** A mailbox no other test uses. */
const mailbox = (domain = 'example.com') => `kisi${(serial += 1)}.${randomUUID().slice(0, 6)}@${domain}`;

const selfExclude = (token: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/saferplay/selfexclusion',
    payload: { period: '6m', confirm: true },
    headers: { ...bearer(token), 'x-locale': 'en' },
  });

const signedIn = async (token: string) =>
  (await call(t.app, { method: 'GET', url: '/api/saferplay/status', headers: bearer(token) })).status;

describe('a self-exclusion and the same person’s other accounts', () => {
  it('excludes a "+tag" account at once: its session and game stop, its sign-in says until when', async () => {
    const box = mailbox();
    const first = await signUp(box);
    const second = await signUp(box.replace('@', '+casino@'));
    const launchToken = await sessionFor(t, second.playerId, hubGame.id);
    expect(await signedIn(second.token)).toBe(200);

    expect((await selfExclude(first.token)).status).toBe(200);

    expect(await signedIn(second.token)).toBe(401);
    const bet = hub88Bet({
      user: second.playerId,
      token: launchToken,
      game: hubGame.code,
      round: randomUUID(),
      amount: 100_000,
    });
    expect((await hub88(t, '/transaction/bet', bet)).status).not.toBe('RS_OK');
    const again = await login(t.app, second.username, fullRegistration().password, {
      headers: { 'x-locale': 'en' },
    });
    expect(again.status).toBe(423);
    expect(again.body.message).toMatch(/^You have excluded yourself from play until .+ 2027/);
    // The same end as the player's own, recorded as the player's kind (staff cannot lift it early).
    const rows = await t.database.db
      .select({
        kind: playerRestrictions.kind,
        endsAt: playerRestrictions.endsAt,
        staff: playerRestrictions.staffId,
      })
      .from(playerRestrictions)
      .where(eq(playerRestrictions.playerId, second.playerId));
    const [own] = await t.database.db
      .select({ endsAt: playerRestrictions.endsAt })
      .from(playerRestrictions)
      .where(eq(playerRestrictions.playerId, first.playerId));
    expect(rows).toEqual([{ kind: 'self_exclusion', endsAt: own!.endsAt, staff: null }]);
  });

  it('reaches a Gmail account written with other dots, and refuses a new sign-up for that mailbox', async () => {
    const local = `ayse.yilmaz.${(serial += 1)}`;
    const first = await signUp(`${local}@gmail.com`);
    const dotted = await signUp(`${local.replace(/\./g, '')}@googlemail.com`);
    expect((await selfExclude(dotted.token)).status).toBe(200);
    expect(await signedIn(first.token)).toBe(401);

    const before = await t.database.db.$count(players);
    const payload = fullRegistration({ email: `${local.replace('.', '')}+new@GMAIL.com` });
    const refused = await call(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload,
      headers: { 'x-locale': 'en' },
    });
    expect(refused.status).toBe(423);
    expect(refused.body.message).toMatch(
      /^An account with these details is self-excluded until .+ 2027 .*; no new account can be opened until then\.$/,
    );
    expect(await t.database.db.$count(players)).toBe(before);
  });

  it('leaves another mailbox alone, even with the same name and birth date', async () => {
    const box = mailbox();
    const first = await signUp(box);
    // Every test sign-up is 'Ayşe Yılmaz', born 17 May 1990: a different person with another mailbox.
    const namesake = await signUp(mailbox());
    // Another provider's dots are significant: a different mailbox.
    const dots = await signUp(box.replace('kisi', 'ki.si'));
    expect((await selfExclude(first.token)).status).toBe(200);
    expect(await signedIn(namesake.token)).toBe(200);
    expect(await signedIn(dots.token)).toBe(200);
    expect((await registerOk(t.app, fullRegistration({ email: mailbox() }))).token).toBeTruthy();
  });

  it('does not pass a time-out on to other accounts: only a self-exclusion holds against the person', async () => {
    const box = mailbox();
    const first = await signUp(box);
    const second = await signUp(box.replace('@', '+2@'));
    const timeOut = await call(t.app, {
      method: 'POST',
      url: '/api/saferplay/timeout',
      payload: { period: '24h' },
      headers: bearer(first.token),
    });
    expect(timeOut.status).toBe(200);
    expect(await signedIn(second.token)).toBe(200);
  });
});
