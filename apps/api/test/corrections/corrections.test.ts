import type { AdminCorrection } from '@lale/contracts';
import { like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../src/db/schema.ts';
import { createWalletService } from '../../src/modules/wallet/index.ts';
import { testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminCall, anotherAdmin, demoAdmin, type Staff, staffToken } from '../support/staff.ts';
import { balances, expectLedgerSound, newPlayer, TRY } from '../payments/support.ts';

/*
 * Manual corrections (issue #25): asked by one staff member, approved by a DIFFERENT one, posted as ONE
 * ledger transfer between the player's cash and house_adjustments. Hostile: replay, race, the asker
 * approving, amounts ≤ 0 or with too many decimals, an unknown player, a debit beyond the cash.
 */

let t: TestApp;
let asker: Staff;
let approver: Staff;
let another: Staff;
const clock = testClock('2026-03-10T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock });
  asker = await demoAdmin(t);
  approver = await anotherAdmin(t);
  another = await anotherAdmin(t);
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

const ask = (payload: object, staff: Staff = asker) =>
  adminCall<AdminCorrection>(t.app, staff.token, 'POST', '/api/admin/corrections', payload);
const approve = (id: number, staff: Staff = approver) =>
  adminCall<AdminCorrection>(t.app, staff.token, 'POST', `/api/admin/corrections/${id}/approve`, {});
const reject = (id: number, staff: Staff, note?: string) =>
  adminCall<AdminCorrection>(
    t.app,
    staff.token,
    'POST',
    `/api/admin/corrections/${id}/reject`,
    note ? { note } : {},
  );

async function transfersOf(id: number) {
  return t.database.db
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `correction:${id}`));
}

const houseAdjustments = () =>
  createWalletService(t.database.db).systemAccountBalance('house_adjustments', TRY);

const goodwill = (playerId: number, amount: number, direction: 'credit' | 'debit' = 'credit') => ({
  playerId,
  direction,
  amount,
  reason: 'Goodwill after a long outage',
  kind: 'goodwill',
});

describe('a manual correction', () => {
  it('is asked (pending, nothing moves), then approved by another member: one transfer from house_adjustments', async () => {
    const player = await newPlayer(t);
    const houseBefore = await houseAdjustments();
    const asked = await ask(goodwill(player.playerId, 25.5));
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toMatchObject({
      playerId: player.playerId,
      direction: 'credit',
      kind: 'goodwill',
      amount: 25.5,
      currency: 'TRY',
      status: 'pending',
      requestedBy: asker.id,
      requestedAt: clock.now().toISOString(),
      decidedBy: null,
      transferId: null,
    });
    expect((await balances(t, player.playerId)).cash).toBe(0n);

    const approved = await approve(asked.body.data.id);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      decidedBy: approver.id,
      transferId: expect.any(Number),
    });
    expect((await balances(t, player.playerId)).cash).toBe(25_50n);
    expect(await houseAdjustments()).toBe(houseBefore - 25_50n);
    const [transfer] = await transfersOf(asked.body.data.id);
    expect(transfer).toMatchObject({
      id: approved.body.data.transferId,
      kind: 'manual_correction',
      amount: 25_50n,
    });
  });

  it('is never approved by whoever asked for it', async () => {
    const player = await newPlayer(t);
    const asked = await ask(goodwill(player.playerId, 10));
    const self = await approve(asked.body.data.id, asker);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(
      'Whoever asked for a correction cannot approve it: a different staff member must approve it.',
    );
    expect(await transfersOf(asked.body.data.id)).toEqual([]);
  });

  it('approved again (a replay, or by the same approver twice) posts nothing more', async () => {
    const player = await newPlayer(t);
    const asked = await ask(goodwill(player.playerId, 10));
    const id = asked.body.data.id;
    const one = await approve(id);
    const two = await approve(id);
    const three = await approve(id, another);
    expect([one.status, two.status, three.status]).toEqual([200, 200, 200]);
    expect(two.body.data).toEqual(one.body.data);
    expect(three.body.data.decidedBy).toBe(approver.id);
    expect(await transfersOf(id)).toHaveLength(1);
    expect((await balances(t, player.playerId)).cash).toBe(10_00n);
  });

  it('two approvals at once: one transfer', async () => {
    const player = await newPlayer(t);
    const asked = await ask(goodwill(player.playerId, 7.77));
    const id = asked.body.data.id;
    const answers = await Promise.all([approve(id, approver), approve(id, another), approve(id, approver)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.transferId)).size).toBe(1);
    expect(await transfersOf(id)).toHaveLength(1);
    expect((await balances(t, player.playerId)).cash).toBe(7_77n);
  });

  it('a debit takes cash back into house_adjustments, and never overdraws: refused, still pending', async () => {
    const player = await newPlayer(t, { cashMinor: 50_00n });
    const stuck = await ask({
      ...goodwill(player.playerId, 20, 'debit'),
      kind: 'stuck_round',
      reason: 'Round 123 paid twice',
    });
    expect((await approve(stuck.body.data.id)).body.data.status).toBe('approved');
    expect((await balances(t, player.playerId)).cash).toBe(30_00n);

    const tooMuch = await ask(goodwill(player.playerId, 30.01, 'debit'));
    const refused = await approve(tooMuch.body.data.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "The player's cash balance is too low for this correction; nothing changed.",
    );
    expect((await balances(t, player.playerId)).cash).toBe(30_00n);
    const listed = await adminCall<{ items: AdminCorrection[] }>(
      t.app,
      asker.token,
      'GET',
      `/api/admin/corrections?playerId=${player.playerId}&status=pending`,
    );
    expect(listed.body.data.items.map((c) => c.id)).toEqual([tooMuch.body.data.id]);
  });

  it('is rejected by anyone (the asker too), posting nothing; a rejected one is never approved', async () => {
    const player = await newPlayer(t);
    const asked = await ask(goodwill(player.playerId, 5));
    const rejected = await reject(asked.body.data.id, asker, 'Asked by mistake');
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      decidedBy: asker.id,
      decisionNote: 'Asked by mistake',
    });
    expect((await approve(asked.body.data.id)).status).toBe(409);
    expect((await reject(asked.body.data.id, approver)).status).toBe(200); // a repeat changes nothing
    expect(await transfersOf(asked.body.data.id)).toEqual([]);

    const approvedOne = await ask(goodwill(player.playerId, 5));
    await approve(approvedOne.body.data.id);
    expect((await reject(approvedOne.body.data.id, another)).status).toBe(409);
  });

  it('refuses amounts ≤ 0 or with too many decimals, a short reason, an unknown player, a bad kind', async () => {
    const player = await newPlayer(t);
    for (const amount of [0, -5]) expect((await ask(goodwill(player.playerId, amount))).status).toBe(400);
    const decimals = await ask(goodwill(player.playerId, 1.005));
    expect(decimals.status).toBe(400);
    expect(decimals.body.data).toEqual({
      errors: { amount: 'The amount must be above zero with at most 2 decimal places.' },
    });
    expect((await ask({ ...goodwill(player.playerId, 1), reason: 'x' })).status).toBe(400);
    expect((await ask({ ...goodwill(player.playerId, 1), kind: 'jackpot' })).status).toBe(400);
    const unknown = await ask(goodwill(2_000_000_000, 1));
    expect(unknown.status).toBe(404);
    expect(unknown.body.data).toEqual({ errors: { playerId: 'There is no such player.' } });
    expect((await approve(999_999)).status).toBe(404);
  });

  it('only staff with payments rights ask, approve and list; a player is no staff member', async () => {
    const player = await newPlayer(t);
    const asPlayer: Staff = { token: player.token, id: player.playerId };
    expect((await ask(goodwill(player.playerId, 1), asPlayer)).status).toBe(401);
    const asContent: Staff = { token: await staffToken(t, 'content'), id: 0 };
    expect((await ask(goodwill(player.playerId, 1), asContent)).status).toBe(403);
    const asked = await ask(goodwill(player.playerId, 1));
    expect((await approve(asked.body.data.id, asContent)).status).toBe(403);
    expect((await adminCall(t.app, asContent.token, 'GET', '/api/admin/corrections')).status).toBe(403);
    expect(await transfersOf(asked.body.data.id)).toEqual([]);
  });

  it('are listed newest first with paging and the total', async () => {
    const answer = await adminCall<{ items: AdminCorrection[]; total: number }>(
      t.app,
      asker.token,
      'GET',
      '/api/admin/corrections?take=2&sort=id&dir=desc',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.items).toHaveLength(2);
    expect(answer.body.data.total).toBeGreaterThan(2);
    expect(answer.body.data.items[0]!.id).toBeGreaterThan(answer.body.data.items[1]!.id);
  });
});
