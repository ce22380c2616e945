import type { Bet } from '@lale/contracts';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connection.ts';
import type { DbExecutor } from '../../../db/executor.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { SportsConfig } from '../config.ts';
import { refuse } from '../../../platform/domain-errors.ts';
import type { Currency, MoneyService } from '../../../platform/money.ts';
import { betSettledNotification } from '../../notification/index.ts';
import type { NotificationContent } from '../../notification/index.ts';
import { isLimitRefusal, type WagerGate } from '../../integrity/index.ts';
import type { AccountRef, WalletService } from '../../wallet/index.ts';
import { EventStatus, MarketStatus } from '../feed/messages.ts';
import type { MarketsChanged } from '../feed/processor.ts';
import { heldMarketIds } from '../holds.ts';
import { cashoutOffer, type CashoutLeg } from './cashout.ts';
import { betView } from '../book-read.ts';
import type { BetRow } from '../book-repo.ts';
import {
  betByRequestKey,
  betIdsOnMarkets,
  eventIdsOfMarkets,
  betLegsNow,
  cancelledMarketIds,
  lockBet,
  lockLegMarkets,
  openBetsOf,
  updateBet,
} from './bets-repo.ts';
import { placementLimits } from './limits-repo.ts';
import { betPayout, legFactor, potentialPayout, totalOdds, type LegResult } from './payout.ts';
import {
  insertBet,
  legsReturned,
  lockLegs,
  lookUpSlip,
  placementStatement,
  selectionName,
  type LockedLeg,
} from './placement-repo.ts';
import { checkSlipShape, oddsAcceptable, repeatedSelection, sameSlip, type Slip } from './slip.ts';

/*
 * Bets on our own book (issue #13, DESIGN §5 and §11).
 *
 * Placement: the slip's shape and stake limits first. A pre-match slip priced at the odds on offer is
 * then taken by ONE statement (wallet's postStake: the wager gate, the legs' markets locked and
 * checked, the bet, its legs and the stake's ledger leg; placement-repo.ts), which writes nothing
 * unless every check below would pass; anything else — a live selection, odds that moved, a refusal
 * of any kind, a replay — takes the careful path, which answers exactly: a slip with a live selection
 * waits the live delay; then ONE transaction locks the legs' markets FOR SHARE (a bet stop's update waits for it, or
 * it waits for the bet stop), checks every market active and every outcome offered at odds the slip's
 * policy accepts, and writes the bet at the odds now, its legs, and the stake's transfer from the
 * player's cash to `sports_stakes`, with the player bonus running then (if any).
 *
 * Wagering (issue 23): a bet counts towards that bonus when it SETTLES won or lost, at the bonus's
 * sports contribution and only at total odds of at least the bonus's minimum; a void or cashed-out bet
 * counts nothing, and a settlement rolled back (the bet open again, or re-settled void) takes its
 * count back. `wagering_counted` says whether it is counted now, so a re-settlement never counts twice.
 *
 * Settlement is a reconciliation, run for every bet on a market whose result changed, inside the feed
 * message's transaction: from the legs' markets (settled results, void and dead-heat factors, cancels
 * covering the placement time) the bet is either still open or settled at a payout; the money is moved
 * from what the bet has booked to that target. Rollbacks and re-settlements are the same step, so a
 * settlement rolled back and settled again lands exactly where the last settlement says.
 */

export type BonusStakePort = {
  stakeTerms(
    playerId: number,
  ): Promise<{ bonusId: number; maxBetMinor: bigint | null; wageringLeft: boolean } | undefined>;
  /**
   * stakeTerms as an SQL select (`bonus_id`, `max_bet_minor`; no row: none running), read inside the
   * one-statement placement instead of a round trip of its own. Without it stakeTerms is asked first.
   */
  stakeTermsSql?(playerId: number): SQL;
  /** Counts a settled bet for `bonusId` only (the bonus running at placement), if still active. */
  reportStake(
    tx: DbExecutor,
    stake: {
      playerId: number;
      amountMinor: bigint;
      category: 'sports';
      bonusId: number;
      odds: { n: bigint; d: bigint };
    },
  ): Promise<{ counted: boolean; publish(): Promise<void> }>;
  takeBackStake(
    tx: DbExecutor,
    stake: { bonusId: number; amountMinor: bigint; category: 'sports' },
  ): Promise<void>;
};

/** Stages a player's notification in the caller's transaction; it is pushed after the commit. */
export type BetNotices = {
  stage(
    tx: DbExecutor,
    playerId: number,
    content: NotificationContent,
  ): Promise<{ publish(): Promise<void> }>;
};

type Deps = {
  db: Database;
  /** Settled bets are announced to their players (issue #13); none in tests that do not care. */
  notices?: BetNotices;
  wallet: WalletService;
  money: MoneyService;
  bonus: BonusStakePort;
  clock: Clock;
  config: SportsConfig;
  /** Waits the live delay (tests pass one driven by fake time). */
  delay?: (ms: number) => Promise<void>;
  /** The wager gate, asked inside the placement's transaction (modules/integrity). */
  gate: WagerGate;
  /**
   * Bets on these events were placed, settled, cashed out or reopened (told after the commit): the
   * trading room's live channel (staff/live.ts). Best effort; none in tests that do not care.
   */
  onBetsChanged?: (eventIds: readonly number[]) => void;
};

export type PlacedBet = {
  id: number;
  status: string;
  stakeMinor: bigint;
  potentialPayoutMinor: bigint;
  legs: { marketId: number; outcomeId: string; odds: string }[];
  /** True when the same slip had been placed before: nothing new was taken. */
  replayed: boolean;
  /** The bet as its placement's answer shows it, from what the placement read (absent on a replay). */
  view?: Bet;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const OPEN_EVENT: number[] = [EventStatus.NotStarted, EventStatus.Live];

/** Odds as the slip's contract writes them (1.85): the only ones the one-statement path prices. */
const PRICE = /^\d{1,4}\.\d{2}$/;

export function createBetService({
  db,
  wallet,
  money,
  bonus,
  clock,
  config,
  notices,
  gate,
  delay = sleep,
  onBetsChanged = () => undefined,
}: Deps) {
  const cash = (playerId: number, currencyId: number): AccountRef => ({
    type: 'player',
    playerId,
    kind: 'cash',
    currencyId,
  });
  const stakes = (currencyId: number): AccountRef => ({ type: 'system', kind: 'sports_stakes', currencyId });
  const house = (currencyId: number): AccountRef => ({ type: 'system', kind: 'house_sports', currencyId });

  async function existingBet(playerId: number, requestKey: string, executor: DbExecutor = db) {
    const stored = await betByRequestKey(executor, playerId, requestKey);
    if (!stored) return undefined;
    const { bet, legs } = stored;
    return {
      id: bet.id,
      status: bet.status,
      stakeMinor: bet.stakeMinor,
      potentialPayoutMinor: bet.potentialPayoutMinor,
      legs,
      replayed: true,
      kind: bet.kind,
      systemSize: bet.systemSize,
    } satisfies PlacedBet & { kind: string; systemSize: number | null };
  }

  /**
   * The bet already placed under this slip's id: the answer when it is this slip (a replay), refused
   * when it is another slip (the id was reused: nothing is placed, the stored bet is not shown as this one).
   */
  async function replayOf(playerId: number, slip: Slip, executor: DbExecutor = db): Promise<PlacedBet> {
    const stored = (await existingBet(playerId, slip.requestId, executor))!;
    if (!sameSlip(stored, slip)) throw refuse({ code: 'SportsRequestConflict' });
    const { kind: _kind, systemSize: _size, ...placed } = stored;
    return placed;
  }

  async function transfer(
    tx: DbExecutor,
    key: string,
    from: AccountRef,
    to: AccountRef,
    amountMinor: bigint,
    kind: string,
    reference: string,
  ) {
    if (amountMinor === 0n) return 'applied' as const;
    const result = await wallet.transferInTransaction(
      { idempotencyKey: key, from, to, amountMinor, kind, reference },
      tx,
    );
    if (result.status === 'conflict') throw new Error(`ledger key ${key} was used with other content`);
    return result.status;
  }

  // ── settlement ────────────────────────────────────────────────────────────────────────────────────

  /**
   * Each leg now (its row as betLegsNow reads it, with the odds on offer for cash-out) and its result:
   * open, cancelled for this bet, or settled (with its factors).
   */
  async function legResults(tx: DbExecutor, bet: BetRow) {
    const legs = await betLegsNow(tx, bet.id);
    const cancelledIds = await cancelledMarketIds(
      tx,
      legs.map((leg) => leg.marketId),
      bet.placedAt,
    );
    return legs.map((leg): { leg: typeof leg; odds: string; result: LegResult } => {
      if (cancelledIds.has(leg.marketId)) return { leg, odds: leg.odds, result: { state: 'cancelled' } };
      if (leg.status !== MarketStatus.Settled || leg.result === null)
        return { leg, odds: leg.odds, result: { state: 'open' } };
      return {
        leg,
        odds: leg.odds,
        result: {
          state: 'settled',
          won: leg.result === 1,
          voidFactor: leg.voidFactor,
          deadHeatFactor: leg.deadHeatFactor,
        },
      };
    });
  }

  /** Takes up to `amount` back from the player's cash; answers what it could take. */
  async function clawBack(tx: DbExecutor, bet: BetRow, version: number, amount: bigint): Promise<bigint> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { cash: available } = await wallet.playerBalances(bet.playerId, bet.currencyId, tx);
      const take = available < amount ? available : amount;
      const outcome = await transfer(
        tx,
        `sports:bet:${bet.id}:${version}:claw:${attempt}`,
        cash(bet.playerId, bet.currencyId),
        house(bet.currencyId),
        take,
        'sports_clawback',
        `sport_bet:${bet.id}`,
      );
      if (outcome !== 'insufficient_funds') return take;
    }
    return 0n;
  }

  /** Brings a bet's money and status to what its legs say now; answers the notice of a new settlement. */
  async function reconcile(tx: DbExecutor, betId: number): Promise<{ publish(): Promise<void> } | undefined> {
    const bet = await lockBet(tx, betId);
    if (!bet || bet.status === 'cashed_out') return undefined;
    const legs = await legResults(tx, bet);
    const factors = legs.map((leg) => legFactor(leg.odds, leg.result));
    const payout = betPayout(bet.stakeMinor, factors, bet.systemSize);
    const settled = bet.status !== 'open';
    const reference = `sport_bet:${bet.id}`;
    const now = clock.now();
    if (payout === undefined) {
      if (!settled) return undefined;
      // Back to open: the payout is taken back (what the player no longer holds is owed), the stake
      // returns to the open stakes.
      const version = bet.version + 1;
      const taken = await clawBack(tx, bet, version, bet.paidMinor);
      await transfer(
        tx,
        `sports:bet:${bet.id}:${version}:reopen`,
        house(bet.currencyId),
        stakes(bet.currencyId),
        bet.stakeMinor,
        'sports_reopen',
        reference,
      );
      const paid = bet.paidMinor - taken;
      await uncountWagering(tx, bet);
      await updateBet(tx, bet.id, {
        status: 'open',
        version,
        paidMinor: paid,
        owedMinor: paid,
        settledAt: null,
        wageringCounted: false,
      });
      return undefined;
    }
    const everyLegRefunded = factors.every((f) => f !== undefined && f.n === f.d);
    const status = everyLegRefunded ? 'void' : payout === 0n ? 'lost' : 'won';
    if (settled && status === bet.status && payout === bet.paidMinor && bet.owedMinor === 0n)
      return undefined;
    const version = bet.version + 1;
    if (!settled)
      await transfer(
        tx,
        `sports:bet:${bet.id}:${version}:close`,
        stakes(bet.currencyId),
        house(bet.currencyId),
        bet.stakeMinor,
        'sports_settle',
        reference,
      );
    let paid = bet.paidMinor;
    let owed = 0n;
    if (payout > paid) {
      await transfer(
        tx,
        `sports:bet:${bet.id}:${version}:pay`,
        house(bet.currencyId),
        cash(bet.playerId, bet.currencyId),
        payout - paid,
        'sports_payout',
        reference,
      );
      paid = payout;
    } else if (payout < paid) {
      paid -= await clawBack(tx, bet, version, paid - payout);
      owed = paid - payout;
    }
    const wagering = await countWagering(
      tx,
      bet,
      status,
      legs.map((leg) => leg.odds),
    );
    await updateBet(tx, bet.id, {
      status,
      version,
      paidMinor: paid,
      owedMinor: owed,
      settledAt: now,
      wageringCounted: wagering.counted,
    });
    // A player hears of a settlement whose outcome is new to them, not of every re-computation.
    if (!notices || (settled && status === bet.status)) return wagering.notice;
    const currency = await money.currency(bet.currencyId);
    const settledNotice = await notices.stage(
      tx,
      bet.playerId,
      betSettledNotification(bet.id, status, payout, currency),
    );
    if (!wagering.notice) return settledNotice;
    const completed = wagering.notice;
    return {
      async publish() {
        await settledNotice.publish();
        await completed.publish();
      },
    };
  }

  /** A counted bet's wagering taken back (its settlement was rolled back, or it turned void). */
  async function uncountWagering(tx: DbExecutor, bet: BetRow): Promise<void> {
    if (!bet.wageringCounted || bet.playerBonusId === null) return;
    await bonus.takeBackStake(tx, {
      bonusId: bet.playerBonusId,
      amountMinor: bet.stakeMinor,
      category: 'sports',
    });
  }

  /**
   * The wagering of a bet settled at `status`: a won or lost bet counts once for the bonus running at
   * its placement (at its total odds); a void one counts nothing and gives back what it counted.
   */
  async function countWagering(
    tx: DbExecutor,
    bet: BetRow,
    status: 'won' | 'lost' | 'void',
    odds: readonly string[],
  ): Promise<{ counted: boolean; notice?: { publish(): Promise<void> } }> {
    if (bet.playerBonusId === null) return { counted: false };
    if (status === 'void') {
      await uncountWagering(tx, bet);
      return { counted: false };
    }
    if (bet.wageringCounted) return { counted: true };
    const outcome = await bonus.reportStake(tx, {
      playerId: bet.playerId,
      amountMinor: bet.stakeMinor,
      category: 'sports',
      bonusId: bet.playerBonusId,
      odds: totalOdds(odds, bet.systemSize),
    });
    return { counted: outcome.counted, notice: outcome };
  }

  /** The legs of a single or accumulator as cash-out values them (null: a system bet, no cash-out). */
  async function cashoutLegsOf(tx: DbExecutor, bet: BetRow): Promise<CashoutLeg[] | null> {
    if (bet.kind === 'system') return null;
    const results = await legResults(tx, bet);
    // A held market cannot be valued either: no offer while an operator holds one of the open legs.
    const held = await heldMarketIds(
      tx,
      results.map(({ leg }) => ({ id: leg.marketId, eventId: leg.eventId })),
    );
    return results.map(({ leg, odds, result }): CashoutLeg => {
      if (result.state === 'cancelled') return { state: 'void' };
      if (result.state === 'settled') {
        if (result.voidFactor === '1.000') return { state: 'void' };
        // A partly void or dead-heat leg has no simple value: no cash-out on it.
        if (result.voidFactor !== null && result.voidFactor !== '0.000')
          return { state: 'open', accepted: odds, now: null };
        if (result.deadHeatFactor !== null) return { state: 'open', accepted: odds, now: null };
        return result.won ? { state: 'won', accepted: odds } : { state: 'lost' };
      }
      const offered =
        leg.status === MarketStatus.Active &&
        !held.has(leg.marketId) &&
        leg.active === true &&
        leg.oddsNow !== null;
      return { state: 'open', accepted: odds, now: offered ? leg.oddsNow : null };
    });
  }

  /** What an open bet would cash out at now (null: none offered). */
  async function offerFor(tx: DbExecutor, bet: BetRow): Promise<bigint | null> {
    if (bet.status !== 'open') return null;
    const legs = await cashoutLegsOf(tx, bet);
    return legs === null ? null : cashoutOffer(bet.stakeMinor, legs);
  }

  const marketsChanged: MarketsChanged = async (tx, { kind, marketIds }) => {
    // An operator hold changes what players may bet on, never a bet's result.
    if (kind === 'hold_changed') return undefined;
    const staged: { publish(): Promise<void> }[] = [];
    for (const id of await betIdsOnMarkets(tx, marketIds)) {
      const notice = await reconcile(tx, id);
      if (notice) staged.push(notice);
    }
    if (staged.length === 0) return undefined;
    const eventIds = await eventIdsOfMarkets(tx, marketIds);
    return async () => {
      onBetsChanged(eventIds);
      for (const notice of staged) await notice.publish();
    };
  };

  const service = {
    marketsChanged,

    /** The cash-out offers of a player's open bets, by bet id (bets without one are left out). */
    async cashoutOffers(playerId: number, betIds: readonly number[]): Promise<Map<number, bigint>> {
      const offers = new Map<number, bigint>();
      if (betIds.length === 0) return offers;
      for (const bet of await openBetsOf(db, playerId, betIds)) {
        const offer = await offerFor(db, bet);
        if (offer !== null && offer > 0n) offers.set(bet.id, offer);
      }
      return offers;
    },

    /**
     * Cashes an open bet out at the offer the player saw: paid once, in one transaction with the bet
     * locked and its markets locked FOR SHARE (a bet stop meanwhile refuses it). A different offer now
     * is refused with the new one, so the player decides again.
     */
    async cashOut(player: { playerId: number; currencyId: number }, betId: number, shownMinor: bigint) {
      const currency = await money.currency(player.currencyId);
      let eventIds: number[] = [];
      const cashed = await db.transaction(async (tx) => {
        const bet = await lockBet(tx, betId, player.playerId);
        if (!bet) throw refuse({ code: 'SportsBetNotFound' });
        if (bet.status !== 'open') throw refuse({ code: 'SportsCashoutUnavailable' });
        eventIds = await lockLegMarkets(tx, bet.id);
        const offer = await offerFor(tx, bet);
        if (offer === null || offer === 0n) throw refuse({ code: 'SportsCashoutUnavailable' });
        if (offer !== shownMinor) throw refuse({ code: 'SportsCashoutChanged', offerMinor: offer, currency });
        const version = bet.version + 1;
        const reference = `sport_bet:${bet.id}`;
        await transfer(
          tx,
          `sports:bet:${bet.id}:${version}:close`,
          stakes(bet.currencyId),
          house(bet.currencyId),
          bet.stakeMinor,
          'sports_settle',
          reference,
        );
        await transfer(
          tx,
          `sports:bet:${bet.id}:${version}:cashout`,
          house(bet.currencyId),
          cash(bet.playerId, bet.currencyId),
          offer,
          'sports_cashout',
          reference,
        );
        await updateBet(tx, bet.id, {
          status: 'cashed_out',
          version,
          paidMinor: offer,
          settledAt: clock.now(),
        });
        return { betId: bet.id, payoutMinor: offer };
      });
      onBetsChanged(eventIds);
      return cashed;
    },

    /** Places a slip for the player signed in with site session `sessionId` (the wager gate wants it live). */
    async place(
      player: { playerId: number; currencyId: number; sessionId: number },
      slip: Slip,
    ): Promise<PlacedBet> {
      const repeated = repeatedSelection(slip);
      if (repeated)
        throw refuse({ code: 'SportsSelectionRepeated', selection: await selectionName(db, repeated) });
      const lines = checkSlipShape(slip);
      const currency = await money.currency(player.currencyId);
      const [minStake, maxStake, maxPayout] = await Promise.all(
        [config.minStake, config.maxStake, config.maxPayout].map(
          async (v) => (await money.toMinor(v, player.currencyId))!,
        ),
      );
      if (slip.stakeMinor < minStake! || slip.stakeMinor > maxStake!)
        throw refuse({ code: 'SportsStakeOutOfRange', minMinor: minStake!, maxMinor: maxStake!, currency });
      const limits = { lines, currency, maxPayout: maxPayout!, maxStake: maxStake! };
      return (await placeAtOnce(player, slip, limits)) ?? placeCarefully(player, slip, limits);
    },
  };

  /** The placement's answer, from what the placement read (the same mapping my bets uses). */
  function placedAnswer(
    slip: Slip,
    betId: number,
    legs: readonly (LockedLeg & { odds: string })[],
    potential: bigint,
    placedAt: Date,
    currency: Currency,
  ): PlacedBet {
    const systemSize = slip.kind === 'system' ? slip.systemSize! : null;
    // What cash-out would offer for it now (cashoutLegsOf, from what this placement read).
    const offer =
      slip.kind === 'system'
        ? null
        : cashoutOffer(
            slip.stakeMinor,
            legs.map((leg): CashoutLeg =>
              leg.cancelled ? { state: 'void' } : { state: 'open', accepted: leg.odds, now: leg.odds },
            ),
          );
    return {
      id: betId,
      status: 'open',
      stakeMinor: slip.stakeMinor,
      potentialPayoutMinor: potential,
      legs: legs.map(({ marketId, outcomeId, odds }) => ({ marketId, outcomeId, odds })),
      replayed: false,
      view: betView(
        {
          id: betId,
          kind: slip.kind,
          systemSize,
          status: 'open',
          stakeMinor: slip.stakeMinor,
          potentialPayoutMinor: potential,
          paidMinor: 0n,
          placedAt,
          settledAt: null,
        },
        currency,
        legs.map((leg) => ({ ...leg, result: null, voidFactor: null })),
        offer !== null && offer > 0n ? offer : null,
      ),
    };
  }

  type Limits = { lines: number; currency: Currency; maxPayout: bigint; maxStake: bigint };
  type Player = { playerId: number; currencyId: number; sessionId: number };

  /**
   * The placement as ONE statement (wallet's postStake with placement-repo.ts's part), for a slip that
   * can be priced before the book is read: at its own odds, within the maximum payout and the running
   * bonus's maximum bet. Answers undefined, having written nothing, whenever the careful path must
   * decide (see the top of this file).
   */
  async function placeAtOnce(player: Player, slip: Slip, limits: Limits): Promise<PlacedBet | undefined> {
    if (!slip.selections.every((s) => PRICE.test(s.odds))) return undefined;
    const systemSize = slip.kind === 'system' ? slip.systemSize! : null;
    const potential = potentialPayout(
      slip.stakeMinor,
      slip.selections.map((s) => s.odds),
      systemSize,
    );
    if (potential > limits.maxPayout) return undefined;
    let terms: SQL | { bonusId: number } | null;
    if (bonus.stakeTermsSql) terms = bonus.stakeTermsSql(player.playerId);
    else {
      const running = await bonus.stakeTerms(player.playerId);
      if (running?.maxBetMinor != null && slip.stakeMinor > running.maxBetMinor) return undefined;
      terms = running ? { bonusId: running.bonusId } : null;
    }
    const placedAt = clock.now();
    const { stakeKey, stakeReference, ...part } = placementStatement(
      {
        playerId: player.playerId,
        currencyId: player.currencyId,
        requestKey: slip.requestId,
        kind: slip.kind,
        systemSize,
        lines: limits.lines,
        stakeMinor: slip.stakeMinor,
        potentialPayoutMinor: potential,
        oddsPolicy: slip.oddsPolicy,
        placedAt,
        terms,
        selections: slip.selections,
      },
      gate.checkSql(
        'sports.placebet',
        { kind: 'site_session', siteSessionId: player.sessionId, playerId: player.playerId },
        slip.stakeMinor,
      ),
    );
    const outcome = await wallet.postStake({
      name: 'sports_place',
      ...part,
      leg: {
        from: cash(player.playerId, player.currencyId),
        to: stakes(player.currencyId),
        amountMinor: slip.stakeMinor,
        idempotencyKey: stakeKey,
        kind: 'sports_stake',
        reference: stakeReference,
      },
    });
    if (outcome.status !== 'posted') return undefined;
    const legs = legsReturned(outcome.returned).map((leg) => ({ ...leg, odds: leg.odds! }));
    onBetsChanged(legs.map((leg) => leg.eventId));
    return placedAnswer(slip, outcome.id, legs, potential, placedAt, limits.currency);
  }

  /** The placement step by step: every refusal told exactly, the live delay waited. */
  async function placeCarefully(
    player: Player,
    slip: Slip,
    { lines, currency, maxPayout, maxStake }: Limits,
  ) {
    const marketIds = slip.selections.map((s) => s.marketId);
    const looked = await lookUpSlip(db, player.playerId, slip.requestId, marketIds);
    if (looked.replayOf !== undefined) return replayOf(player.playerId, slip);
    const terms = await bonus.stakeTerms(player.playerId);
    if (terms?.maxBetMinor != null && slip.stakeMinor > terms.maxBetMinor)
      throw refuse({ code: 'BonusMaxBetExceeded', maxBetMinor: terms.maxBetMinor, currency });

    const events = looked.markets;
    const eventOf = new Map(events.map((row) => [row.marketId, row]));
    const unknown = slip.selections.flatMap((s, i) => (eventOf.has(s.marketId) ? [] : [i + 1]));
    if (unknown.length > 0) throw refuse({ code: 'SportsSelectionUnavailable', legs: unknown });
    if (slip.kind !== 'single' && new Set(events.map((row) => row.eventId)).size !== slip.selections.length)
      throw refuse({ code: 'SportsSlipInvalid', problem: 'sameEvent' });
    // The trading room's limits (issue #27): the lowest stake percentage of the events and the player.
    const limits = await placementLimits(db, player.playerId, [...new Set(events.map((row) => row.eventId))]);
    if (limits.stakePercent !== null) {
      const allowed = (maxStake * BigInt(limits.stakePercent)) / 100n;
      if (slip.stakeMinor > allowed)
        throw refuse({ code: 'SportsStakeLimited', maxMinor: allowed, currency });
    }
    // A live selection is accepted only after the delay (the longest its live events ask for, the book's
    // unless the trading room set one): a bet stop meanwhile refuses it below.
    const liveDelays = events
      .filter((row) => row.eventStatus === EventStatus.Live)
      .map((row) => {
        const seconds = limits.liveDelaySeconds.get(row.eventId);
        return seconds === undefined ? config.liveDelayMs : seconds * 1_000;
      });
    if (liveDelays.length > 0) await delay(Math.max(...liveDelays));

    const placed = await db.transaction(async (tx): Promise<PlacedBet> => {
      // The wager gate: the session may have ended, or the account been blocked, during the live delay.
      const refusal = await gate.check(
        tx,
        'sports.placebet',
        { kind: 'site_session', siteSessionId: player.sessionId, playerId: player.playerId },
        slip.stakeMinor,
      );
      if (isLimitRefusal(refusal)) {
        const limit = await gate.limitReach(tx, player.playerId, slip.stakeMinor);
        throw refuse({ code: 'WagerRefused', reason: refusal, ...(limit ? { limit } : {}) });
      }
      if (refusal) throw refuse({ code: 'WagerRefused', reason: refusal });
      const placedAt = clock.now();
      const locked = await lockLegs(tx, slip.selections, placedAt);
      // Read after the lock above, so an operator's hold committed meanwhile is seen (holds.ts).
      const held = await heldMarketIds(
        tx,
        locked.map((row) => ({ id: row.marketId, eventId: row.eventId })),
      );
      const unavailable: number[] = [];
      const changed: { leg: number; odds: string }[] = [];
      const accepted = slip.selections.map((selection, i) => {
        const leg = locked.find(
          (row) => row.marketId === selection.marketId && row.outcomeId === selection.outcomeId,
        );
        const offered =
          leg !== undefined &&
          leg.marketStatus === MarketStatus.Active &&
          !held.has(leg.marketId) &&
          OPEN_EVENT.includes(leg.eventStatus) &&
          leg.active &&
          leg.odds !== null;
        if (!offered) {
          unavailable.push(i + 1);
          return undefined;
        }
        if (!oddsAcceptable(selection.odds, leg.odds!, slip.oddsPolicy))
          changed.push({ leg: i + 1, odds: leg.odds! });
        return { ...leg, odds: leg.odds! };
      });
      if (unavailable.length > 0) throw refuse({ code: 'SportsSelectionUnavailable', legs: unavailable });
      if (changed.length > 0) throw refuse({ code: 'SportsOddsChanged', legs: changed });
      const legs = accepted.map((leg) => leg!);
      const systemSize = slip.kind === 'system' ? slip.systemSize! : null;
      const potential = potentialPayout(
        slip.stakeMinor,
        legs.map((leg) => leg.odds),
        systemSize,
      );
      if (potential > maxPayout!) throw refuse({ code: 'SportsMaxPayout', maxMinor: maxPayout!, currency });
      const betId = await insertBet(tx, {
        playerId: player.playerId,
        currencyId: player.currencyId,
        requestKey: slip.requestId,
        kind: slip.kind,
        systemSize,
        lines,
        stakeMinor: slip.stakeMinor,
        potentialPayoutMinor: potential,
        oddsPolicy: slip.oddsPolicy,
        placedAt,
        playerBonusId: terms?.bonusId ?? null,
        legs,
      });
      // A slip under the same id committed meanwhile: answer it if it is this one, else refuse.
      if (betId === undefined) return replayOf(player.playerId, slip, tx);
      const taken = await transfer(
        tx,
        `sports:bet:${betId}:stake`,
        cash(player.playerId, player.currencyId),
        stakes(player.currencyId),
        slip.stakeMinor,
        'sports_stake',
        `sport_bet:${betId}`,
      );
      if (taken === 'insufficient_funds') throw refuse({ code: 'SportsInsufficientFunds' });
      return placedAnswer(slip, betId, legs, potential, placedAt, currency);
    });
    if (!placed.replayed) onBetsChanged(events.map((row) => row.eventId));
    return placed;
  }

  return service;
}

export type BetService = ReturnType<typeof createBetService>;
