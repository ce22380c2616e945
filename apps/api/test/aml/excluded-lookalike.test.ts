import { randomUUID } from 'node:crypto';
import { AdminAmlCaseResponseSchema } from '@lale/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../src/db/schema.ts';
import { bearer, call, fullRegistration, login, registerOk, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminCall, staffToken } from '../support/staff.ts';
import { expectLedgerSound } from '../payments/support.ts';
import { casesOf } from './support.ts';

/*
 * A case for staff when an account looks like a self-excluded player's (issue #26): the same name
 * (Turkish letters, case and spaces folded) and birth date as a player whose self-exclusion is in force,
 * at the sign-up or when the other one self-excludes. Name and birth date do not exclude by themselves —
 * many people share them — so the sign-up goes through, and a person judges: risk restricts the account
 * from the case when it is the same player. Raised by the database, once per pair and direction.
 */

const clock = testClock('2026-11-29T09:00:00Z');
let t: TestApp;
let risk: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  risk = await staffToken(t, 'risk');
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

/** A sign-up as this person (the other identifiers fresh); its token, id and username. */
async function signUp(person: { name: string; surname: string; birthDate: string }) {
  const payload = fullRegistration({ ...person, email: `kisi.${randomUUID().slice(0, 8)}@example.com` });
  const { token } = await registerOk(t.app, payload);
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, payload.username));
  return { token, playerId: row!.id, username: payload.username, password: payload.password };
}

/** A person no other test in this file uses: the surname carries the serial. */
let serial = 0;
const person = (birthDate = '1988-03-09') => {
  serial += 1;
  return { name: 'Şükrü', surname: `Öztürk${'ı'.repeat(serial)}`, birthDate };
};

const restrict = (token: string, kind: 'selfexclusion' | 'timeout') =>
  call(t.app, {
    method: 'POST',
    url: `/api/saferplay/${kind}`,
    payload: kind === 'selfexclusion' ? { period: '6m', confirm: true } : { period: '24h', confirm: true },
    headers: { ...bearer(token), 'x-locale': 'en' },
  });

const lookalikeCases = async (playerId: number) =>
  (await casesOf(t, playerId)).filter((row) => row.ruleCode === 'excluded_lookalike');

describe('an account that looks like a self-excluded player’s', () => {
  it('raises a case at the sign-up, with both accounts in its evidence; the sign-up itself goes through', async () => {
    const who = person();
    const excluded = await signUp(who);
    expect((await restrict(excluded.token, 'selfexclusion')).status).toBe(200);

    // Written another way: capitals, the Turkish letters without their marks, a double space.
    const lookalike = await signUp({ ...who, name: 'SUKRU', surname: `  ${who.surname.toUpperCase()}` });
    const [raised, ...more] = await lookalikeCases(lookalike.playerId);
    expect(more).toEqual([]);
    expect(raised).toMatchObject({
      subject: `lookalike:${excluded.playerId}`,
      status: 'open',
      evidence: {
        trigger: 'sign_up',
        playerBirthDate: who.birthDate,
        lookalikePlayerId: excluded.playerId,
        lookalikeUsername: excluded.username,
        lookalikeName: `${who.name} ${who.surname}`,
        exclusionEndsAt: expect.stringMatching(/^2027-05-29T09:00:00Z$/),
      },
    });
    // Not excluded by the name: the new account signs in.
    expect((await login(t.app, lookalike.username, lookalike.password)).status).toBe(200);

    // Risk sees the case and, judging it the same player, restricts the account from it.
    const view = await adminCall(t.app, risk, 'GET', `/api/admin/aml/cases/${raised!.id}`);
    expect(AdminAmlCaseResponseSchema.parse(view.body).data).toMatchObject({ rule: 'excluded_lookalike' });
    const decided = await adminCall(t.app, risk, 'POST', `/api/admin/aml/cases/${raised!.id}/decision`, {
      decision: 'restrict',
      reason: 'Same player: same address and device as the excluded account',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect((await login(t.app, lookalike.username, lookalike.password)).status).toBe(423);
  });

  it('raises one on the existing look-alike when the other self-excludes; a time-out raises none', async () => {
    const who = person();
    const first = await signUp(who);
    const second = await signUp(who);
    expect((await restrict(second.token, 'timeout')).status).toBe(200);
    expect(await lookalikeCases(first.playerId)).toEqual([]);

    const third = await signUp(who);
    expect((await restrict(third.token, 'selfexclusion')).status).toBe(200);
    const cases = await lookalikeCases(first.playerId);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({
      subject: `lookalike:${third.playerId}`,
      evidence: expect.objectContaining({ trigger: 'self_exclusion', lookalikePlayerId: third.playerId }),
    });
    // The timed-out account is a look-alike too, and gets its own case.
    expect(await lookalikeCases(second.playerId)).toHaveLength(1);
  });

  it('raises none for another birth date, another name, or an exclusion that is over', async () => {
    const who = person();
    const excluded = await signUp(who);
    expect((await restrict(excluded.token, 'selfexclusion')).status).toBe(200);

    const otherBirth = await signUp({ ...who, birthDate: '1988-03-10' });
    const otherName = await signUp({ ...who, name: 'Şükran' });
    expect(await lookalikeCases(otherBirth.playerId)).toEqual([]);
    expect(await lookalikeCases(otherName.playerId)).toEqual([]);

    // Over: its end passed and the player asked for access back.
    await t.database.db.execute(sql`update player_restrictions
      set starts_at = now() - interval '200 days', ends_at = now() - interval '2 days',
        end_requested_at = now() - interval '1 day'
      where player_id = ${excluded.playerId}`);
    const later = await signUp(who);
    expect(await lookalikeCases(later.playerId)).toEqual([]);
  });

  it('raises none while the rule is switched off in the back office', async () => {
    const off = await adminCall(t.app, risk, 'PUT', '/api/admin/aml/rules/excluded_lookalike', {
      enabled: false,
      params: {},
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    try {
      const who = person();
      const excluded = await signUp(who);
      expect((await restrict(excluded.token, 'selfexclusion')).status).toBe(200);
      const lookalike = await signUp(who);
      expect(await lookalikeCases(lookalike.playerId)).toEqual([]);
    } finally {
      await adminCall(t.app, risk, 'PUT', '/api/admin/aml/rules/excluded_lookalike', {
        enabled: true,
        params: {},
      });
    }
  });
});
