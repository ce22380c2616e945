import { GameRoundStatus, TransactionStatus, TransactionType } from '@lale/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/connection.ts';
import {
  casinoGames,
  casinoProviders,
  gameRounds,
  ledgerTransfers,
  paymentTransactions,
  players,
  sportBetLegs,
  sportBets,
  sportCategories,
  sportEvents,
  sportMarkets,
  sportSports,
  sportsFrameBets,
  sportTournaments,
} from '../../src/db/schema.ts';
import { createWalletService, type AccountRef } from '../../src/modules/wallet/index.ts';

/*
 * The reports' scripted day of play (issue #27), written straight into a database: the API test
 * (breakdowns.test.ts) reads it through the API, the browser journey (e2e/reports.e2e.ts) through the
 * back office's Reports screen, and both assert the same literal figures. It needs only a migrated and
 * seeded database (the currencies and countries of db/seed.ts, the demo payment methods, the demo
 * catalogue's providers, found by name or created), and it reads no clock: every row it writes carries
 * its own time. The day is D = 2026-03-09 (Istanbul), with Mar 8 and Mar 10 around it. Istanbul is
 * UTC+3: a day starts at 21:00 UTC the day before.
 *
 * Every transfer is posted through the wallet as its module posts it (same kinds, accounts and
 * references) and then dated; players, rounds, bets, legs and payments are rows of their owners'
 * tables. Run it once per database (its idempotency keys, usernames and feed ids are fixed).
 *
 * The script (TRY):
 *   Mar 8  A and B sign up. A deposits 100 by card, B 200 by Havale/EFT.
 *          Y: B's football 1x2 single, stake 50, settled won: paid 120.
 *          R0: A stakes 40 on Sweet Bonanza (Pragmatic Play) at 23:50 Istanbul.
 *   Mar 9  C signs up. A deposits 1,000 by card, C 200 by Papara; A withdraws 300 by Banka Havalesi.
 *          R0 rolled back (its stake back to A): −40 today, Mar 8 keeps its 40.
 *          Y's settlement rolled back (late): the 120 clawed back from B, the 50 back to open stakes.
 *          R1 A: Sweet Bonanza, 100 staked, 250 won. R2 A: Gates of Olympus, 60 staked, lost.
 *          R3 B: Lightning Roulette (Hub88), 80 staked, 20 won.
 *          R4 C: =Lucky Sevens (Hub88), 30 staked from C's bonus (granted 50), 45 won to bonus.
 *          R6 B: a free round on Lightning Roulette, 15 won (from house_promotions). A promo win of 10.
 *          S1 A: football 1x2 single, 50, won 90. S2 B: tennis match_winner single, 40, cashed out 30.
 *          S3 C: football total single, 20, market cancelled: void, 20 back.
 *          S4 A: a multi across football 1x2 and tennis match_winner, 30, placed today.
 *          F1 C: an fcg frame bet, 25, lost. C converts 25 of bonus to cash; the 40 left expires.
 *   Mar 10 S4 settles lost; Y is resettled lost.
 *
 * What the reports answer for it (TRY): by day Mar 8 stakes 90, wins 120, GGR −30, NGR −30; D stakes
 * 315, wins 335, GGR −20, bonus cost 25, NGR −45; Mar 10 stakes 80, wins 0, GGR 80, NGR 80; the three
 * days 485 / 455, GGR 30, NGR 5. The tests write these figures out themselves.
 */

export const SCRIPTED_DAY = '2026-03-09';

/** The seeded reference data the script uses: TRY, Türkiye and the demo payment methods (payments/seed-repo.ts). */
const TRY = 1;
const TURKIYE = 1;
export const SCRIPTED_METHODS = { card: 1, havale: 2, papara: 3, bankOut: 5 } as const;

/** The sports the script creates (ids far from the feed's). */
export const SCRIPTED_SPORTS = { football: 901, tennis: 905 } as const;

export type ScriptedDayPlayers = { a: number; b: number; c: number };

export type ScriptedDayOptions = {
  /** Runs once Mar 8 is written and before anything of D: the day as the reports saw it then. */
  afterMar8?: () => Promise<void>;
};

const cash = (playerId: number): AccountRef => ({ type: 'player', playerId, kind: 'cash', currencyId: TRY });
const bonus = (playerId: number): AccountRef => ({
  type: 'player',
  playerId,
  kind: 'bonus',
  currencyId: TRY,
});
const hold = (playerId: number): AccountRef => ({
  type: 'player',
  playerId,
  kind: 'withdraw_hold',
  currencyId: TRY,
});
type SystemKind =
  | 'house_casino'
  | 'house_sports'
  | 'sports_stakes'
  | 'payments_clearing'
  | 'bonus_expense'
  | 'house_promotions';
const system = (kind: SystemKind) => ({ type: 'system', kind, currencyId: TRY }) as const;

/** Writes the whole scripted day into `db`; answers its three players. */
export async function writeScriptedDay(
  db: Database,
  options: ScriptedDayOptions = {},
): Promise<{ players: ScriptedDayPlayers }> {
  const wallet = createWalletService(db);
  let serial = 0;

  /** One transfer, as its module would post it, dated `at`. */
  async function posted(
    from: AccountRef,
    to: AccountRef,
    amountMinor: bigint,
    kind: string,
    at: string,
    reference?: string,
  ) {
    serial += 1;
    const result = await wallet.transfer({
      idempotencyKey: `scripted-day:${serial}`,
      from,
      to,
      amountMinor,
      kind,
      reference,
    });
    if (result.status !== 'applied') throw new Error(`transfer ${kind}: ${result.status}`);
    await db
      .update(ledgerTransfers)
      .set({ createdAt: new Date(at) })
      .where(eq(ledgerTransfers.id, result.transfer.id));
  }

  /** A player who signed up at `at`, with their ledger accounts (as registration opens them). */
  async function player(letter: 'a' | 'b' | 'c', at: string): Promise<number> {
    const n = { a: 1, b: 2, c: 3 }[letter];
    const username = `rapor_${letter}`;
    const [row] = await db
      .insert(players)
      .values({
        usercode: `9900000${n}`,
        username,
        usernameKey: username,
        email: `${username}@lale.local`,
        emailKey: `${username}@lale.local`,
        phone: `90532990000${n}`,
        name: `Rapor ${letter.toUpperCase()}`,
        surname: 'Oyuncu',
        birthDate: '1990-01-01',
        countryId: TURKIYE,
        currencyId: TRY,
        // No password verifies against it: nobody signs in as these players.
        passwordHash: 'scripted-day:no-password',
        phoneVerifiedAt: new Date(at),
        passwordChangedAt: new Date(at),
        createdAt: new Date(at),
      })
      .returning({ id: players.id });
    await wallet.openPlayerAccounts(row!.id, TRY);
    return row!.id;
  }

  async function providerId(name: string): Promise<number> {
    await db.insert(casinoProviders).values({ name }).onConflictDoNothing();
    const [row] = await db
      .select({ id: casinoProviders.id })
      .from(casinoProviders)
      .where(eq(casinoProviders.name, name));
    return row!.id;
  }

  async function game(provider: number, name: string): Promise<{ id: number; providerId: number }> {
    serial += 1;
    const [row] = await db
      .insert(casinoGames)
      .values({
        providerId: provider,
        gameCode: `report-${serial}`,
        name,
        nameSearch: name.toLowerCase(),
        imageUrl: '/media/report.png',
      })
      .returning({ id: casinoGames.id, providerId: casinoGames.providerId });
    return row!;
  }

  /** A game-wallet round (its money is posted separately, referenced `game_round:<id>`). */
  async function round(
    playerId: number,
    of: { id: number; providerId: number },
    status: number,
    free = false,
  ): Promise<string> {
    serial += 1;
    const at = new Date('2026-03-08T12:00:00Z');
    const [row] = await db
      .insert(gameRounds)
      .values({
        providerId: of.providerId,
        providerRound: `report-${serial}`,
        playerId,
        gameId: of.id,
        currencyId: TRY,
        status,
        free,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: gameRounds.id });
    return `game_round:${row!.id}`;
  }

  /** A Lale Sports bet with its legs (market ids); its money is posted separately, `sport_bet:<id>`. */
  async function sportBet(
    playerId: number,
    stakeMinor: bigint,
    placedAt: string,
    legs: { eventId: number; marketId: number }[],
  ): Promise<string> {
    serial += 1;
    const [bet] = await db
      .insert(sportBets)
      .values({
        playerId,
        currencyId: TRY,
        requestKey: `report-${serial}`,
        kind: legs.length > 1 ? 'multi' : 'single',
        lines: 1,
        stakeMinor,
        potentialPayoutMinor: stakeMinor * 3n,
        oddsPolicy: 0,
        placedAt: new Date(placedAt),
      })
      .returning({ id: sportBets.id });
    await db.insert(sportBetLegs).values(
      legs.map((leg, index) => ({
        betId: bet!.id,
        legNo: index + 1,
        ...leg,
        outcomeId: '1',
        odds: '1.80',
      })),
    );
    return `sport_bet:${bet!.id}`;
  }

  /** A confirmed deposit or a paid-out withdrawal's payment row; its reference is the ledger transfer's. */
  async function payment(
    playerId: number,
    methodId: number,
    type: number,
    amountMinor: bigint,
    at: string,
  ): Promise<string> {
    serial += 1;
    const reference = `${type === TransactionType.Deposit ? 'D' : 'W'}-REPORT${serial}`;
    await db.insert(paymentTransactions).values({
      playerId,
      methodId,
      type,
      status: TransactionStatus.Confirmed,
      amountMinor,
      currencyId: TRY,
      reference,
      createdAt: new Date(at),
      updatedAt: new Date(at),
    });
    return reference;
  }

  async function deposit(playerId: number, methodId: number, amountMinor: bigint, at: string) {
    const reference = await payment(playerId, methodId, TransactionType.Deposit, amountMinor, at);
    await posted(system('payments_clearing'), cash(playerId), amountMinor, 'deposit', at, reference);
  }

  const METHOD = SCRIPTED_METHODS;
  const pragmatic = await providerId('Pragmatic Play');
  const hub88 = await providerId('Hub88');
  const bonanza = await game(pragmatic, 'Sweet Bonanza');
  const olympus = await game(pragmatic, 'Gates of Olympus');
  const roulette = await game(hub88, 'Lightning Roulette');
  // A name a spreadsheet would run as a formula: the CSV must escape it.
  const sevens = await game(hub88, '=Lucky Sevens');

  // The sports catalogue: football (1x2, total) and tennis (match_winner).
  await db.insert(sportSports).values([
    { id: SCRIPTED_SPORTS.football, feedId: 'report:sport:football', name: { tr: 'Futbol', en: 'Football' } },
    { id: SCRIPTED_SPORTS.tennis, feedId: 'report:sport:tennis', name: { tr: 'Tenis', en: 'Tennis' } },
  ]);
  const event = async (sportId: number, home: string, away: string) => {
    serial += 1;
    const [category] = await db
      .insert(sportCategories)
      .values({ feedId: `report:category:${serial}`, sportId, name: { tr: 'Dünya', en: 'World' } })
      .returning({ id: sportCategories.id });
    const [tournament] = await db
      .insert(sportTournaments)
      .values({
        feedId: `report:tournament:${serial}`,
        categoryId: category!.id,
        name: { tr: 'Lig', en: 'League' },
      })
      .returning({ id: sportTournaments.id });
    const [row] = await db
      .insert(sportEvents)
      .values({
        feedId: `report:match:${serial}`,
        tournamentId: tournament!.id,
        home,
        away,
        startTime: new Date('2026-03-09T17:00:00Z'),
        updatedAt: new Date('2026-03-09T17:00:00Z'),
      })
      .returning({ id: sportEvents.id });
    return row!.id;
  };
  const market = async (eventId: number, marketKey: string, specifiers = '') => {
    const [row] = await db
      .insert(sportMarkets)
      .values({ eventId, marketKey, specifiers, status: 1, updatedAt: new Date('2026-03-09T00:00:00Z') })
      .returning({ id: sportMarkets.id });
    return { eventId, marketId: row!.id };
  };
  const derby = await event(SCRIPTED_SPORTS.football, 'Galatasaray', 'Fenerbahçe');
  const final = await event(SCRIPTED_SPORTS.tennis, 'Sinner', 'Alcaraz');
  const derby1x2 = await market(derby, '1x2');
  const derbyTotal = await market(derby, 'total', 'total=2.5');
  const finalWinner = await market(final, 'match_winner');

  const a = await player('a', '2026-03-08T06:00:00Z');
  const b = await player('b', '2026-03-08T07:00:00Z');
  const c = await player('c', '2026-03-08T21:30:00Z'); // 00:30 on Mar 9 in Istanbul

  // ── Mar 8 ──
  await deposit(a, METHOD.card, 100_00n, '2026-03-08T09:00:00Z');
  await deposit(b, METHOD.havale, 200_00n, '2026-03-08T09:30:00Z');
  const y = await sportBet(b, 50_00n, '2026-03-08T10:00:00Z', [derby1x2]);
  await posted(cash(b), system('sports_stakes'), 50_00n, 'sports_stake', '2026-03-08T10:00:00Z', y);
  await posted(
    system('sports_stakes'),
    system('house_sports'),
    50_00n,
    'sports_settle',
    '2026-03-08T18:00:00Z',
    y,
  );
  await posted(system('house_sports'), cash(b), 120_00n, 'sports_payout', '2026-03-08T18:00:00Z', y);
  const r0 = await round(a, bonanza, GameRoundStatus.Cancelled);
  await posted(cash(a), system('house_casino'), 40_00n, 'bet', '2026-03-08T20:50:00Z', r0);
  await options.afterMar8?.();

  // ── Mar 9 (D) ──
  await deposit(a, METHOD.card, 1000_00n, '2026-03-09T07:00:00Z');
  await deposit(c, METHOD.papara, 200_00n, '2026-03-09T07:30:00Z');
  // R0's late rollback: its stake back to A, on D.
  await posted(system('house_casino'), cash(a), 40_00n, 'bet_rollback', '2026-03-09T06:00:00Z', r0);
  // Y's settlement rolled back on D: the payout clawed back, the stake back to the open stakes.
  await posted(cash(b), system('house_sports'), 120_00n, 'sports_clawback', '2026-03-09T09:30:00Z', y);
  await posted(
    system('house_sports'),
    system('sports_stakes'),
    50_00n,
    'sports_reopen',
    '2026-03-09T09:30:00Z',
    y,
  );

  const r1 = await round(a, bonanza, GameRoundStatus.Completed);
  await posted(cash(a), system('house_casino'), 100_00n, 'bet', '2026-03-09T08:00:00Z', r1);
  await posted(system('house_casino'), cash(a), 250_00n, 'win', '2026-03-09T08:01:00Z', r1);
  const r2 = await round(a, olympus, GameRoundStatus.Completed);
  await posted(cash(a), system('house_casino'), 60_00n, 'bet', '2026-03-09T09:00:00Z', r2);
  const r3 = await round(b, roulette, GameRoundStatus.Completed);
  await posted(cash(b), system('house_casino'), 80_00n, 'bet', '2026-03-09T10:00:00Z', r3);
  await posted(system('house_casino'), cash(b), 20_00n, 'win', '2026-03-09T10:01:00Z', r3);
  // C's bonus of 50 funds R4's stake; its win goes back to the bonus balance.
  await posted(system('bonus_expense'), bonus(c), 50_00n, 'bonus', '2026-03-09T07:45:00Z', 'player_bonus:1');
  const r4 = await round(c, sevens, GameRoundStatus.Completed);
  await posted(bonus(c), system('house_casino'), 30_00n, 'bet', '2026-03-09T11:00:00Z', r4);
  await posted(system('house_casino'), bonus(c), 45_00n, 'win', '2026-03-09T11:05:00Z', r4);
  // A free round (its win paid by house_promotions) and a provider's promotional win: not GGR.
  const r6 = await round(b, roulette, GameRoundStatus.Completed, true);
  await posted(system('house_promotions'), cash(b), 15_00n, 'win', '2026-03-09T12:00:00Z', r6);
  await posted(system('house_casino'), cash(a), 10_00n, 'promo_win', '2026-03-09T12:10:00Z', 'promo:spring');

  const s1 = await sportBet(a, 50_00n, '2026-03-09T12:00:00Z', [derby1x2]);
  await posted(cash(a), system('sports_stakes'), 50_00n, 'sports_stake', '2026-03-09T12:00:00Z', s1);
  await posted(
    system('sports_stakes'),
    system('house_sports'),
    50_00n,
    'sports_settle',
    '2026-03-09T13:00:00Z',
    s1,
  );
  await posted(system('house_sports'), cash(a), 90_00n, 'sports_payout', '2026-03-09T13:00:00Z', s1);
  const s2 = await sportBet(b, 40_00n, '2026-03-09T12:30:00Z', [finalWinner]);
  await posted(cash(b), system('sports_stakes'), 40_00n, 'sports_stake', '2026-03-09T12:30:00Z', s2);
  await posted(
    system('sports_stakes'),
    system('house_sports'),
    40_00n,
    'sports_settle',
    '2026-03-09T14:00:00Z',
    s2,
  );
  await posted(system('house_sports'), cash(b), 30_00n, 'sports_cashout', '2026-03-09T14:00:00Z', s2);
  const s3 = await sportBet(c, 20_00n, '2026-03-09T13:00:00Z', [derbyTotal]);
  await posted(cash(c), system('sports_stakes'), 20_00n, 'sports_stake', '2026-03-09T13:00:00Z', s3);
  await posted(
    system('sports_stakes'),
    system('house_sports'),
    20_00n,
    'sports_settle',
    '2026-03-09T15:00:00Z',
    s3,
  );
  await posted(system('house_sports'), cash(c), 20_00n, 'sports_payout', '2026-03-09T15:00:00Z', s3);
  const s4 = await sportBet(a, 30_00n, '2026-03-09T17:00:00Z', [derby1x2, finalWinner]);
  await posted(cash(a), system('sports_stakes'), 30_00n, 'sports_stake', '2026-03-09T17:00:00Z', s4);
  const [frame] = await db
    .insert(sportsFrameBets)
    .values({
      provider: 'fcg',
      providerBet: 'report-f1',
      playerId: c,
      currencyId: TRY,
      stakeMinor: 25_00n,
      payoutMinor: 0n,
      status: 'settled',
      createdAt: new Date('2026-03-09T16:00:00Z'),
      updatedAt: new Date('2026-03-09T16:30:00Z'),
    })
    .returning({ id: sportsFrameBets.id });
  const f1 = `sports_frame_bet:${frame!.id}`;
  await posted(cash(c), system('sports_stakes'), 25_00n, 'sports_frame_stake', '2026-03-09T16:00:00Z', f1);
  await posted(
    system('sports_stakes'),
    system('house_sports'),
    25_00n,
    'sports_frame_settle',
    '2026-03-09T16:30:00Z',
    f1,
  );

  await posted(bonus(c), cash(c), 25_00n, 'bonus_convert', '2026-03-09T18:00:00Z', 'player_bonus:1');
  await posted(
    bonus(c),
    system('bonus_expense'),
    40_00n,
    'bonus_remove',
    '2026-03-09T19:00:00Z',
    'player_bonus:1',
  );
  const w = await payment(a, METHOD.bankOut, TransactionType.Withdraw, 300_00n, '2026-03-09T14:00:00Z');
  await posted(cash(a), hold(a), 300_00n, 'withdraw_hold', '2026-03-09T14:00:00Z', w);
  await posted(hold(a), system('payments_clearing'), 300_00n, 'withdrawal', '2026-03-09T16:00:00Z', w);

  // ── Mar 10 ──
  await posted(
    system('sports_stakes'),
    system('house_sports'),
    30_00n,
    'sports_settle',
    '2026-03-10T08:00:00Z',
    s4,
  );
  await posted(
    system('sports_stakes'),
    system('house_sports'),
    50_00n,
    'sports_settle',
    '2026-03-10T08:00:00Z',
    y,
  );

  return { players: { a, b, c } };
}
