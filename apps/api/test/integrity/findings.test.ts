import { staffToken } from '../support/staff.ts';
import type { mines } from '@lale/originals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originalsRounds, originalsSeedPairs } from '../../src/db/schema.ts';
import { seedOriginalsCatalogue } from '../../src/modules/originals/index.ts';
import { bearer, call } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminToken, expectLedgerSound, newPlayer } from '../payments/support.ts';
import { seedGames } from '../game-wallet/support.ts';
import { launch } from '../originals/crash-support.ts';

/*
 * The remediation list (issue 23): GET /api/admin/integrity/findings lists, for an operator, what known
 * holes already paid. Here the seeds source: a Lale Mayın round whose pair was revealed while it was open
 * (planted as a rotation before the rule would have left it) is listed with what it paid; a round played
 * and rotated by the rule is not. Players may not read the list.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t);
  await seedOriginalsCatalogue(t.database.db);
});
afterAll(() => t.close());

type Envelope<T> = { success: boolean; message: string; data: T };
type Played = { round: { roundId: string; open: boolean; win: number } };
type Finding = {
  kind: string;
  playerId: number;
  subject: string;
  amountMinor: string;
  currencyCode: string;
  at: string;
  detail: string;
};
type Group = { kind: string; title: string; findings: Finding[] };

async function game<T>(path: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: `/api/originals/game/${path}`, payload });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

const findings = (token?: string) =>
  call<Group[]>(t.app, {
    method: 'GET',
    url: '/api/admin/integrity/findings',
    headers: token ? bearer(token) : {},
  });

describe('GET /api/admin/integrity/findings', () => {
  it('lists a round whose seed pair was revealed while it was open, with what it paid; not to players', async () => {
    // The hole, planted: a mines round is open, its pair is revealed, then the player cashes out.
    const cheat = await newPlayer(t, { cashMinor: 10_000n });
    const session = await launch(t, cheat.token, 'lale-mines');
    const opened = await game<Played>('play', { session, stake: 2, choices: { mines: 3 } });
    const { roundId } = opened.body.data.round;
    const [row] = await t.database.db.select().from(originalsRounds).where(eq(originalsRounds.id, roundId));
    const placed = (row!.outcome as mines.MinesRound).minePositions;
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((tile) => !placed.includes(tile));
    const revealedAt = new Date(Date.now() - 60_000);
    await t.database.db
      .update(originalsSeedPairs)
      .set({ revealedAt })
      .where(eq(originalsSeedPairs.id, row!.seedPairId));
    for (const tile of safe.slice(0, 3)) await game('move', { session, roundId, move: { tile } });
    const cashed = await game<Played>('cashout', { session, roundId });
    expect(cashed.status).toBe(200);
    const paidMinor = Math.round(cashed.body.data.round.win * 100);
    expect(paidMinor).toBeGreaterThan(200);

    // A player who played by the rule: a round settled, then the pair rotated.
    const honest = await newPlayer(t, { cashMinor: 10_000n });
    const dice = await launch(t, honest.token, 'lale-dice');
    expect(
      (await game('play', { session: dice, stake: 1, choices: { target: 5000, direction: 'over' } })).status,
    ).toBe(200);
    expect((await game('rotate', { session: dice })).status).toBe(200);

    expect((await findings()).status).toBe(401);
    // A player is no staff member (401); a role without aml.view is refused (403).
    expect((await findings(honest.token)).status).toBe(401);
    const refused = await findings(await staffToken(t, 'trader'));
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);

    const answer = await findings(await adminToken(t));
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const group = answer.body.data.find((g) => g.kind === 'seed_revealed_while_open');
    expect(group?.title).toBe(
      'Lale Originals rounds and cards whose seed pair was revealed while they were open',
    );
    const mine = (playerId: number) => group!.findings.filter((f) => f.playerId === playerId);
    expect(mine(honest.playerId)).toEqual([]);
    expect(mine(cheat.playerId)).toEqual([
      {
        kind: 'seed_revealed_while_open',
        playerId: cheat.playerId,
        subject: `round:${roundId}`,
        amountMinor: String(paidMinor),
        currencyCode: 'TRY',
        at: revealedAt.toISOString(),
        detail: expect.stringContaining(
          `Lale Mayın round (nonce ${row!.nonce}, stake 200 minor, paid ${paidMinor} minor)`,
        ),
      },
    ]);
    await expectLedgerSound(t);
  });
});
