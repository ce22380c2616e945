import type { BingoBuyResult, KenoBuyResult } from '@lale/contracts';
import { keno } from '@lale/originals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { testClock } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import {
  bingoState,
  drawCall,
  drawsApp,
  kenoState,
  knownChain,
  launch,
  newPlayer,
  seedChain,
  START,
  type DrawsApp,
} from './draws-support.ts';

/*
 * The operator's caps on the draws (ORIGINALS_MAX_STAKE, ORIGINALS_MAX_WIN, in the site currency): a
 * keno stake above the maximum is refused and a win above the maximum paid at the maximum; a bingo room
 * whose card costs more than the maximum stake sells no cards.
 */

const known = knownChain('keno-caps', 4);
const drawn = keno.roundKenoDraw(known.hashes[1]!);
const missed = Array.from({ length: 80 }, (_, i) => i + 1).filter((n) => !drawn.includes(n));

let database: TestDatabase;
let t: DrawsApp;
const t0 = Date.parse(START);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedChain(database, 'keno', known);
  t = await drawsApp(database, testClock(START), { ORIGINALS_MAX_STAKE: '3', ORIGINALS_MAX_WIN: '20' });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

describe('the operator caps on the draws', () => {
  it('caps a keno stake and pays a larger win at the maximum', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000n });
    const session = await launch(t, player.token, 'lale-keno');
    const state = await kenoState(t, session);
    expect(state.rules).toMatchObject({ stake: { min: 1, max: 3 }, maxWin: 20 });
    const picks = [drawn[0]!, drawn[1]!, drawn[2]!, missed[0]!];
    const refused = await drawCall(t, 'keno', 'buy', { session, picks, stake: 3.01 });
    expect(refused.status).toBe(400);
    // 3 of 4 pays ×8: 24, capped at 20.
    const bought = await drawCall<KenoBuyResult>(t, 'keno', 'buy', { session, picks, stake: 3 });
    expect(bought.status).toBe(200);
    await t.runTo(t0 + 90_000, 3_000);
    const after = await kenoState(t, session);
    expect(after.tickets[0]).toMatchObject({ status: 'won', multiplier: 80_000, win: 20 });
    expect(after.balance).toBe(100 - 3 + 20);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  it('sells no cards of a room whose price is above the maximum stake', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000n });
    const session = await launch(t, player.token, 'lale-tombala');
    const refused = await drawCall(t, 'bingo', 'buy', { session, room: 'lale-5', cards: 1 });
    expect(refused.status).toBe(400);
    const bought = await drawCall<BingoBuyResult>(t, 'bingo', 'buy', { session, room: 'lale-1', cards: 2 });
    expect(bought.status).toBe(200);
    expect(bought.body.data.balance).toBe(98);
    expect((await bingoState(t, session, 'lale-1')).tickets).toHaveLength(2);
  });
});
