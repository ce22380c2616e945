import { randomUUID } from 'node:crypto';
import { fairRng, sha256Hex, type Rng } from '@lale/originals';
import type { Clock } from '../../../platform/clock.ts';
import { violatedUniqueConstraint } from '../../../platform/pg-errors.ts';
import type { Balances, GameWalletService } from '../../game-wallet/index.ts';
import type { WagerRefusal } from '../../integrity/index.ts';
import type { SeedService } from '../fair/seeds.ts';
import { ONE_OPEN_STEPPED_ROUND, type RoundRow, type RoundsRepo } from './rounds-repo.ts';

export type { RoundRow } from './rounds-repo.ts';

/*
 * How a round of an instant original moves money, whatever the game (dice, plinko, roulette, slots,
 * mines). The outcome is drawn first, from the player's seed pair and the next nonce, and written with
 * the round (status open) in one transaction; then the game wallet takes the bet (`<round>:bet`) and pays
 * the win (`<round>:win`, 0 for a loss), each idempotent by its id; then the round is settled. A process
 * that dies anywhere in between leaves an open round that `resolveOpen` finishes: the win is paid when
 * the bet was taken, otherwise the bet's id is rolled back (a tombstone: a bet arriving late is refused)
 * and the round is void. A game played in steps (mines) keeps its round open between moves and tells
 * the runner what an abandoned round pays.
 */

/** A game page's launch: `id` is its game session, which every stake names to the wager gate. */
export type Session = { id: number; playerId: number; currencyId: number; gameId: number };

/** A game as the runner sees it: its code and how it draws (the API's registry supplies these). */
export type DrawResult<Outcome> = { outcome: Outcome; winMinor: bigint };

/** The public half of the pair a round was drawn with. */
export type PairShown = { serverSeedHash: string; clientSeed: string };

export type StartOutcome<Outcome> =
  | { status: 'ok'; round: RoundRow & { outcome: Outcome }; pair: PairShown; balances: Balances }
  | { status: 'insufficient_funds'; balances: Balances }
  | { status: 'bet_limit' | 'refused' }
  /** A stepped game's round while the player holds one open already (the database's unique index). */
  | { status: 'in_play' }
  | { status: 'wager_refused'; reason: WagerRefusal };

export type SettleOutcome = { status: 'ok'; balances: Balances } | { status: 'refused' };

/** What an open round left by a stepped game pays when it is resolved without the player (mines: cash out). */
export type Abandon = (round: RoundRow) => bigint | 'refund';

export function createRoundRunner({
  repo,
  clock,
  seeds,
  games,
  providerId,
  betTaken,
}: {
  repo: RoundsRepo;
  clock: Clock;
  seeds: SeedService;
  games: GameWalletService;
  /** The Lale Originals provider row: round ids are unique within it. */
  providerId: () => Promise<number>;
  /** Whether the game wallet holds the bet of this id (not a rollback's tombstone). */
  betTaken: (providerTx: string) => Promise<boolean>;
}) {
  const walletCall = async (round: RoundRow) => ({
    providerId: await providerId(),
    providerRound: round.id,
    playerId: round.playerId,
    currencyId: round.currencyId,
    gameId: round.gameId,
  });

  async function mark(round: RoundRow, status: RoundRow['status'], winMinor = round.winMinor): Promise<void> {
    await repo.markOpen(round.id, status, winMinor, clock.now());
  }

  /** A round refunded without a bet ever taken moved no money: it is void, not refunded. */
  async function markVoid(round: RoundRow): Promise<void> {
    await repo.markVoid(round.id, clock.now());
  }

  return {
    /**
     * Opens a round: the next nonce, the outcome drawn from it, the round written, the bet taken. A bet
     * the wallet refuses leaves a void round (its nonce stays used: the seed history shows it refused).
     * A stepped game's round while the player holds one open is undone whole (no nonce, no bet).
     */
    async start<Choices, Outcome>(
      session: Session,
      game: { code: string; steps?: unknown },
      stakeMinor: bigint,
      choices: Choices,
      draw: (rng: Rng) => DrawResult<Outcome>,
    ): Promise<StartOutcome<Outcome>> {
      const id = randomUUID();
      let shown: PairShown = { serverSeedHash: '', clientSeed: '' };
      const written = await repo
        .transaction(async (tx) => {
          const pair = await seeds.takeNonce(tx, session.playerId);
          shown = { serverSeedHash: sha256Hex(pair.serverSeed), clientSeed: pair.clientSeed };
          const { outcome, winMinor } = draw(fairRng(pair));
          const now = clock.now();
          return repo.insertRound(tx, {
            id,
            playerId: session.playerId,
            gameId: session.gameId,
            gameCode: game.code,
            currencyId: session.currencyId,
            seedPairId: pair.pairId,
            nonce: pair.nonce,
            stakeMinor,
            winMinor,
            choices: choices as object,
            outcome: outcome as object,
            status: 'open',
            stepped: Boolean(game.steps),
            createdAt: now,
            updatedAt: now,
          });
        })
        .catch((err: unknown) => {
          if (violatedUniqueConstraint(err) === ONE_OPEN_STEPPED_ROUND) return 'in_play' as const;
          throw err;
        });
      if (written === 'in_play') return { status: 'in_play' };
      const round = written;
      const bet = await games.bet({
        ...(await walletCall(round)),
        providerTx: `${id}:bet`,
        amountMinor: stakeMinor,
        roundClosed: false,
        stakePath: 'originals.play',
        gameSessionId: session.id,
      });
      if (bet.status === 'ok')
        return {
          status: 'ok',
          round: round as RoundRow & { outcome: Outcome },
          pair: shown,
          balances: bet.balances,
        };
      await mark(round, 'void', 0n);
      if (bet.status === 'insufficient_funds')
        return { status: 'insufficient_funds', balances: bet.balances };
      if (bet.status === 'refused') return { status: 'wager_refused', reason: bet.reason };
      return { status: bet.status === 'bet_limit' ? 'bet_limit' : 'refused' };
    },

    /** Pays the round's win (its `winMinor`, or `winMinor` given) and settles it. Idempotent. */
    async settle(round: RoundRow, winMinor = round.winMinor): Promise<SettleOutcome> {
      const win = await games.win({
        ...(await walletCall(round)),
        providerTx: `${round.id}:win`,
        referenceTx: `${round.id}:bet`,
        amountMinor: winMinor,
        roundClosed: true,
      });
      if (win.status !== 'ok') return { status: 'refused' };
      await mark(round, 'settled', winMinor);
      return { status: 'ok', balances: win.balances };
    },

    /** Takes the bet back (the round never reached an outcome the player saw through). Idempotent. */
    async refund(round: RoundRow): Promise<SettleOutcome> {
      const back = await games.rollback({
        providerId: await providerId(),
        providerTx: `${round.id}:refund`,
        referenceTx: `${round.id}:bet`,
        playerId: round.playerId,
        currencyId: round.currencyId,
      });
      if (back.status !== 'ok') return { status: 'refused' };
      await mark(round, 'refunded', 0n);
      return { status: 'ok', balances: back.balances };
    },

    /** A stepped game's move: the open round's row, locked, handed to `change`, written back. */
    async update<Outcome>(
      roundId: string,
      playerId: number,
      change: (round: RoundRow & { outcome: Outcome }) => { outcome: Outcome; winMinor: bigint } | null,
    ): Promise<(RoundRow & { outcome: Outcome }) | null> {
      return repo.transaction(async (tx) => {
        const row = await repo.lockOpenRound(tx, roundId, playerId);
        if (!row) return null;
        const next = change(row as RoundRow & { outcome: Outcome });
        if (!next) return null;
        const written = await repo.writeMove(tx, roundId, {
          outcome: next.outcome as object,
          winMinor: next.winMinor,
          at: clock.now(),
        });
        return written as RoundRow & { outcome: Outcome };
      });
    },

    /** The player's open round of a game (a mines round to carry on), if any. */
    async openRound(playerId: number, gameCode: string): Promise<RoundRow | undefined> {
      return repo.openRound(playerId, gameCode);
    },

    /**
     * Finishes rounds left open (a process died mid-round, or a stepped game was abandoned): an instant
     * round untouched since `instantCutoff`, a stepped one (its game has an `abandon` rule) since
     * `steppedCutoff`. Each is claimed first (rounds-repo `claimStale`), so of several processes sweeping at
     * once one resolves it; it is paid or refunded through the same idempotent wallet calls as a live round,
     * so even a claimer that died half-way and a later sweep cannot pay it twice. Answers how many it
     * resolved.
     */
    async resolveOpen(
      { instantCutoff, steppedCutoff }: { instantCutoff: Date; steppedCutoff: Date },
      abandon: (gameCode: string) => Abandon | undefined,
    ): Promise<number> {
      const stale = await repo.staleOpenRounds(instantCutoff, 200);
      let resolved = 0;
      for (const round of stale) {
        const rule = abandon(round.gameCode);
        if (rule && round.updatedAt >= steppedCutoff) continue;
        // Every process sweeps: only the one that claims the round resolves it (a claimer that dies
        // leaves it stale again, and the wallet calls below are idempotent by id, so it is finished later).
        if (!(await repo.claimStale(round.id, round.updatedAt, clock.now()))) continue;
        let done: SettleOutcome;
        if (!(await betTaken(`${round.id}:bet`))) {
          // The process died before the bet: reserve its id (a late bet is refused) and void the round.
          done = await this.refund(round);
          if (done.status === 'ok') await markVoid(round);
        } else {
          const pays = rule ? rule(round) : round.winMinor;
          done = pays === 'refund' ? await this.refund(round) : await this.settle(round, pays);
        }
        if (done.status === 'ok') resolved += 1;
      }
      return resolved;
    },
  };
}

export type RoundRunner = ReturnType<typeof createRoundRunner>;
