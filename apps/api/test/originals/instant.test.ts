import { dice, fairRng, mines, roulette, sha256Hex } from '@lale/originals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originalsRounds } from '../../src/db/schema.ts';
import { seedOriginalsCatalogue } from '../../src/modules/originals/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { bearer, call } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { launchFor, newPlayer, seedGames } from '../game-wallet/support.ts';

/*
 * Lale Originals' instant games through the game pages' protocol (/api/originals/game/*): a round's
 * money goes through the game wallet, its outcome comes from the player's seed pair and nonce, and once
 * the pair is rotated the site's round call gives what is needed to recompute it.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t);
  await seedOriginalsCatalogue(t.database.db);
});
afterAll(() => t.close());

type Envelope<T> = { success: boolean; message: string; data: T };
type Fair = { serverSeedHash: string; clientSeed: string; nonce: number };
type State = { balance: number; fair: Fair; round: Round | null; stake: { min: number; max: number } };
type Round = {
  roundId: string;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  stake: number;
  win: number;
  open: boolean;
  outcome: Record<string, unknown>;
};
type Played = { round: Round; balance: number };

async function launch(token: string, code: string): Promise<string> {
  const answer = await call<string>(t.app, {
    method: 'POST',
    url: '/api/casino/originalslaunchurl',
    headers: bearer(token),
    payload: { code, isMobile: false },
  });
  expect(answer.status).toBe(200);
  const url = new URL(answer.body.data);
  expect(url.pathname).toBe(`/games/${code}/`);
  return url.searchParams.get('session')!;
}

async function game<T>(path: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: `/api/originals/game/${path}`, payload });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

const cents = (n: number) => Math.round(n * 100);

describe('Lale Zar (dice)', () => {
  it('plays rounds whose outcome, pay and balance follow the seeds, then verifies them after a rotation', async () => {
    const player = await newPlayer(t, { cashMinor: 100_000n });
    const session = await launch(player.token, 'lale-dice');
    const state = await game<State>('state', { session });
    expect(state.status).toBe(200);
    expect(state.body.data).toMatchObject({ balance: 1000, stake: { min: 1, max: 5000 }, round: null });
    const firstHash = state.body.data.fair.serverSeedHash;
    expect(state.body.data.fair.nonce).toBe(0);

    const choices = { target: 5000, direction: 'over' as const };
    let balance = cents(1000);
    const played: Round[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await game<Played>('play', { session, stake: 2.5, choices });
      expect(answer.status).toBe(200);
      const { round } = answer.body.data;
      expect(round).toMatchObject({ nonce: i, serverSeedHash: firstHash, open: false, stake: 2.5 });
      const outcome = round.outcome as unknown as dice.DiceOutcome;
      expect(cents(round.win)).toBe(outcome.win ? Math.floor((250 * outcome.multiplier) / 10_000) : 0);
      balance += cents(round.win) - 250;
      expect(cents(answer.body.data.balance)).toBe(balance);
      played.push(round);
    }

    // Before the rotation the site shows the round without its server seed.
    const hidden = await call<{ serverSeed: string | null }>(t.app, {
      method: 'POST',
      url: '/api/originals/round',
      headers: bearer(player.token),
      payload: { roundId: played[0]!.roundId },
    });
    expect(hidden.body.data.serverSeed).toBeNull();

    const rotated = await call<{ revealed: Fair & { serverSeed: string }; active: Fair }>(t.app, {
      method: 'POST',
      url: '/api/originals/rotateseed',
      headers: bearer(player.token),
      payload: { clientSeed: 'my-own-seed' },
    });
    expect(rotated.status).toBe(200);
    const { revealed, active } = rotated.body.data;
    expect(sha256Hex(revealed.serverSeed)).toBe(firstHash);
    expect(revealed.nonce).toBe(6);
    expect(active).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(active.serverSeedHash).not.toBe(firstHash);

    for (const round of played) {
      const shown = await call<{ serverSeed: string; clientSeed: string; nonce: number; outcome: unknown }>(
        t.app,
        {
          method: 'POST',
          url: '/api/originals/round',
          headers: bearer(player.token),
          payload: { roundId: round.roundId },
        },
      );
      const { serverSeed, clientSeed, nonce } = shown.body.data;
      expect(serverSeed).toBe(revealed.serverSeed);
      expect(shown.body.data.outcome).toEqual(
        dice.rollDice(fairRng({ serverSeed, clientSeed, nonce }), choices),
      );
    }
    expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
  });

  it('refuses what it cannot play with a clear 4xx and changes nothing', async () => {
    const player = await newPlayer(t, { cashMinor: 300n });
    const session = await launch(player.token, 'lale-dice');
    const refusals = [
      await game('play', { session, stake: 1, choices: { target: 9_999, direction: 'under' } }), // 99.99% chance
      await game('play', { session, stake: 1, choices: { target: 'x' } }),
      await game('play', { session, stake: 0.001, choices: { target: 5000, direction: 'over' } }),
      await game('play', { session, stake: 0.5, choices: { target: 5000, direction: 'over' } }),
      await game('play', { session, stake: 4, choices: { target: 5000, direction: 'over' } }),
      await game('play', { session: 'z'.repeat(32), stake: 1, choices: { target: 5000, direction: 'over' } }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 400, 400, 409, 404]);
    for (const refusal of refusals) {
      expect(refusal.body.success).toBe(false);
      expect(refusal.body.message).not.toBe('');
    }
    expect(refusals[3]!.body.message).toBe('Bahis ₺1,00 ile ₺5.000,00 arasında olmalı.');
    const state = await game<State>('state', { session });
    expect(state.body.data).toMatchObject({ balance: 3, fair: { nonce: 0 } });
    const rounds = await t.database.db
      .select()
      .from(originalsRounds)
      .where(eq(originalsRounds.playerId, player.playerId));
    expect(rounds).toEqual([]);
  });
});

describe('Lale Mayın (mines)', () => {
  it('keeps the mines secret while the round is open, pays a cash-out, refuses moves after it', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000n });
    const session = await launch(player.token, 'lale-mines');
    const started = await game<Played>('play', { session, stake: 10, choices: { mines: 3 } });
    expect(started.status).toBe(200);
    const { round } = started.body.data;
    expect(round).toMatchObject({ open: true, win: 0, outcome: { minePositions: null, revealed: [] } });
    expect(started.body.data.balance).toBe(90);
    expect((await game('play', { session, stake: 10, choices: { mines: 3 } })).status).toBe(409);
    expect((await game('cashout', { session, roundId: round.roundId })).status).toBe(400);

    // The test knows where the mines are (the database); a player's page never does.
    const [row] = await t.database.db
      .select()
      .from(originalsRounds)
      .where(eq(originalsRounds.id, round.roundId));
    const placed = (row!.outcome as mines.MinesRound).minePositions;
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((tile) => !placed.includes(tile));
    const reopened = await game<State>('state', { session });
    expect(reopened.body.data.round).toMatchObject({
      roundId: round.roundId,
      outcome: { minePositions: null },
    });

    const first = await game<Played>('move', { session, roundId: round.roundId, move: { tile: safe[0] } });
    expect(first.body.data.round).toMatchObject({ open: true, outcome: { revealed: [safe[0]] } });
    expect((await game('move', { session, roundId: round.roundId, move: { tile: safe[0] } })).status).toBe(
      400,
    );
    await game<Played>('move', { session, roundId: round.roundId, move: { tile: safe[1] } });
    const cashed = await game<Played>('cashout', { session, roundId: round.roundId });
    const multiplier = mines.multiplierAfter(3, 2);
    expect(cents(cashed.body.data.round.win)).toBe(Math.floor((1000 * multiplier) / 10_000));
    expect(cashed.body.data.round.outcome).toMatchObject({ status: 'won', minePositions: placed });
    expect(cents(cashed.body.data.balance)).toBe(9000 + Math.floor((1000 * multiplier) / 10_000));
    expect((await game('move', { session, roundId: round.roundId, move: { tile: safe[2] } })).status).toBe(
      409,
    );
  });
});

describe('Lale Rulet (roulette)', () => {
  it('takes a slip whose amounts add up to the stake and pays each winning bet', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000n });
    const session = await launch(player.token, 'lale-roulette');
    const bets = [
      { kind: 'red', amountMinor: 500 },
      { kind: 'straight', numbers: [17], amountMinor: 100 },
      { kind: 'dozen', index: 2, amountMinor: 200 },
    ];
    expect((await game('play', { session, stake: 7, choices: { bets } })).status).toBe(400);
    expect(
      (
        await game('play', {
          session,
          stake: 8,
          choices: { bets: [{ kind: 'split', numbers: [1, 5], amountMinor: 800 }] },
        })
      ).status,
    ).toBe(400);
    const spun = await game<Played>('play', { session, stake: 8, choices: { bets } });
    expect(spun.status).toBe(200);
    const { number } = spun.body.data.round.outcome as { number: number };
    const expected =
      (roulette.RED_NUMBERS.includes(number) ? 1000 : 0) +
      (number === 17 ? 3600 : 0) +
      (number >= 13 && number <= 24 ? 600 : 0);
    expect(cents(spun.body.data.round.win)).toBe(expected);
    expect(cents(spun.body.data.balance)).toBe(10_000 - 800 + expected);
  });
});

describe('the slot themes', () => {
  it('plays a paid spin and a bonus buy of Neon Meyveler: the wallet takes the bet or the buy price', async () => {
    const player = await newPlayer(t, { cashMinor: 100_000n });
    const session = await launch(player.token, 'neon-meyveler');
    const spin = await game<Played>('play', { session, stake: 1, choices: { bet: 100, buyBonus: false } });
    expect(spin.status).toBe(200);
    const paid = spin.body.data.round.outcome as { baseSpin: { grid: number[][] }; totalWinMinor: string };
    expect(paid.baseSpin.grid).toHaveLength(5);
    expect(cents(spin.body.data.round.win)).toBe(Number(paid.totalWinMinor));
    let balance = 100_000 - 100 + cents(spin.body.data.round.win);
    expect(cents(spin.body.data.balance)).toBe(balance);
    // A buy is charged its price; a stake that is not the bet times the price is refused.
    expect((await game('play', { session, stake: 1, choices: { bet: 100, buyBonus: true } })).status).toBe(
      400,
    );
    const buy = await game<Played>('play', { session, stake: 100, choices: { bet: 100, buyBonus: true } });
    expect(buy.status).toBe(200);
    const bought = buy.body.data.round.outcome as { boughtBonus: boolean; freeSpins: unknown[] };
    expect(bought.boughtBonus).toBe(true);
    expect(bought.freeSpins.length).toBeGreaterThanOrEqual(10);
    balance += cents(buy.body.data.round.win) - 10_000;
    expect(cents(buy.body.data.balance)).toBe(balance);
    expect((await game('play', { session, stake: 1.5, choices: { bet: 150, buyBonus: false } })).status).toBe(
      400,
    );
  });
});

describe('a round interrupted by a restart', () => {
  it('is paid when its bet was taken, and voided (its bet id reserved) when the bet never arrived', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000n });
    const gameId = 1_000_010;
    const session = {
      ...(await launchFor(t, player.playerId, gameId)),
      playerId: player.playerId,
      currencyId: 1,
      gameId,
    };
    // A process dies after the bet: the round is open with its outcome, the win unpaid.
    const started = await t.modules.originals.runner.start(
      session,
      { code: 'lale-dice' },
      1_000n,
      {},
      () => ({
        outcome: { roll: 1 },
        winMinor: 1_980n,
      }),
    );
    expect(started.status).toBe('ok');
    // Another dies before the bet: only the round row exists.
    const [pair] = await t.database.db
      .select()
      .from(originalsRounds)
      .where(eq(originalsRounds.playerId, player.playerId));
    const orphan = crypto.randomUUID();
    await t.database.db.insert(originalsRounds).values({
      ...pair!,
      id: orphan,
      nonce: pair!.nonce + 1,
      status: 'open',
    });
    const later = new Date(Date.now() + 60_000);
    const resolved = await t.modules.originals.runner.resolveOpen(
      { instantCutoff: later, steppedCutoff: later },
      () => undefined,
    );
    expect(resolved).toBe(2);
    const rows = await t.database.db
      .select()
      .from(originalsRounds)
      .where(eq(originalsRounds.playerId, player.playerId));
    expect(Object.fromEntries(rows.map((row) => [row.id, [row.status, row.winMinor]]))).toEqual({
      [pair!.id]: ['settled', 1_980n],
      [orphan]: ['void', 0n],
    });
    const balance = await t.modules.gameWallet.games.balances(player.playerId, 1);
    expect(balance.cash).toBe(10_000n - 1_000n + 1_980n);
    // The orphan's bet arriving late is refused: its id is taken.
    const late = await t.modules.gameWallet.games.bet({
      providerId: 8,
      providerTx: `${orphan}:bet`,
      providerRound: orphan,
      playerId: player.playerId,
      currencyId: 1,
      gameId,
      amountMinor: 1_000n,
      roundClosed: false,
      stakePath: 'originals.play',
      gameSessionId: session.id,
    });
    expect(late.status).toBe('rolled_back');
    expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
  });
});
