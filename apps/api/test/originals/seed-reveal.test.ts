import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originalsRounds } from '../../src/db/schema.ts';
import { seedOriginalsCatalogue } from '../../src/modules/originals/index.ts';
import { bearer, call } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { balances, expectLedgerSound } from '../payments/support.ts';
import { launch, newPlayer } from './crash-support.ts';
import { seedGames } from '../game-wallet/support.ts';

/*
 * Issue 23, item 1 and the one-open-round rule of item 8, played as the attacker did. The attacker opens a
 * Lale Mayın round, rotates the seed pair to learn the server seed the round was drawn with, computes the
 * mines with their OWN implementation of the published scheme (HMAC-SHA256 blocks, 4-byte words, rejection
 * sampling, draw without replacement: packages/originals/src/fair.ts and mines/outcome.ts describe it; none
 * of the server's code is used here) and walks round them. And six plays at once, to open six rounds.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t);
  await seedOriginalsCatalogue(t.database.db);
});
afterAll(() => t.close());

type Envelope<T> = { success: boolean; message: string; data: T };
type Round = { roundId: string; nonce: number; clientSeed: string; open: boolean; win: number };
type Played = { round: Round; balance: number };
type Revealed = { serverSeed: string; clientSeed: string; nonce: number };

async function game<T>(path: string, payload: Record<string, unknown>, locale = 'tr') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/originals/game/${path}`,
    payload,
    headers: { 'x-locale': locale },
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

/** The published scheme, written again from its description: the mines of a round. */
function predictMines(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  let block = 0;
  let buffer = Buffer.alloc(0);
  const word = (): number => {
    if (buffer.length < 4) {
      buffer = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${block}`).digest();
      block += 1;
    }
    const value = buffer.readUInt32BE(0);
    buffer = buffer.subarray(4);
    return value;
  };
  const below = (n: number): number => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const value = word();
      if (value < limit) return value % n;
    }
  };
  const tiles = Array.from({ length: 25 }, (_, i) => i);
  for (let i = 0; i < count; i += 1) {
    const j = i + below(25 - i);
    [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
  }
  return tiles.slice(0, count);
}

describe('a seed rotation while a Lale Mayın round is open (issue 23, item 1)', () => {
  it('is refused, so the mines cannot be learned: the player is down exactly the stake', async () => {
    const startMinor = 10_000n;
    const stakeMinor = 100n;
    const player = await newPlayer(t, { cashMinor: startMinor });
    const session = await launch(t, player.token, 'lale-mines');
    const opened = await game<Played>('play', { session, stake: 1, choices: { mines: 5 } });
    expect(opened.status).toBe(200);
    const { round } = opened.body.data;

    // Both rotate calls the attacker has: the site's and the game page's.
    const site = await call<{ revealed: Revealed | null }>(t.app, {
      method: 'POST',
      url: '/api/originals/rotateseed',
      headers: { ...bearer(player.token), 'x-locale': 'tr' },
      payload: {},
    });
    const page = await game<{ revealed: Revealed | null }>('rotate', { session }, 'en');
    const revealed = site.body.data?.revealed ?? page.body.data?.revealed ?? null;

    let taken = 0n;
    if (revealed) {
      // The attack: every safe tile the cap allows, then the cash-out.
      const placed = predictMines(revealed.serverSeed, revealed.clientSeed, round.nonce, 5);
      const safe = Array.from({ length: 25 }, (_, i) => i).filter((tile) => !placed.includes(tile));
      let last: Played | undefined;
      for (const tile of safe) {
        const moved = await game<Played>('move', { session, roundId: round.roundId, move: { tile } });
        expect(moved.status).toBe(200);
        last = moved.body.data;
        if (!last.round.open) break;
      }
      if (last?.round.open) await game('cashout', { session, roundId: round.roundId });
      const after = await balances(t, player.playerId);
      taken = after.cash - startMinor;
    }

    const after = await balances(t, player.playerId);
    expect({
      site: site.status,
      page: page.status,
      moneyTakenFromTheHouseMinor: taken.toString(),
      cashMinor: after.cash.toString(),
    }).toEqual({
      site: 409,
      page: 409,
      moneyTakenFromTheHouseMinor: '0',
      cashMinor: (startMinor - stakeMinor).toString(),
    });
    expect(site.body.message).toBe(
      'Açık bir eliniz (Lale Mayın) varken tohum çifti değiştirilemez; önce eli bitirin.',
    );
    expect(page.body.message).toBe(
      'You cannot change your seed pair while a round (Lale Mayın) is open; finish it first.',
    );
    // The round is still open and still the player's to finish; its seed is still secret.
    const [row] = await t.database.db
      .select()
      .from(originalsRounds)
      .where(eq(originalsRounds.id, round.roundId));
    expect(row!.status).toBe('open');
    const shown = await call<{ serverSeed: string | null }>(t.app, {
      method: 'POST',
      url: '/api/originals/round',
      headers: bearer(player.token),
      payload: { roundId: round.roundId },
    });
    expect(shown.body.data.serverSeed).toBeNull();
    await expectLedgerSound(t);
  });
});

describe('six Lale Mayın plays at once (issue 23, item 8)', () => {
  it('open exactly one round and take one stake; the others are refused naming the game', async () => {
    const startMinor = 10_000n;
    const player = await newPlayer(t, { cashMinor: startMinor });
    const session = await launch(t, player.token, 'lale-mines');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => game<Played>('play', { session, stake: 1, choices: { mines: 3 } })),
    );
    const open = await t.database.db
      .select()
      .from(originalsRounds)
      .where(and(eq(originalsRounds.playerId, player.playerId), eq(originalsRounds.status, 'open')));
    const after = await balances(t, player.playerId);
    expect({
      openRounds: open.length,
      statuses: answers.map((a) => a.status).sort(),
      cashMinor: after.cash.toString(),
    }).toEqual({
      openRounds: 1,
      statuses: [200, 409, 409, 409, 409, 409],
      cashMinor: (startMinor - 100n).toString(),
    });
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toBe('Süren bir Lale Mayın eliniz var; önce onu bitirin.');
    await expectLedgerSound(t);
  });
});
