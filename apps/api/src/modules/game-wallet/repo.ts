import { GameRoundStatus } from '@lale/contracts';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { queryNamedRows } from '../../db/named-statement.ts';
import {
  casinoGames,
  casinoProviders,
  currencies,
  gameRounds,
  gameSessions,
  gameTransactions,
  players,
} from '../../db/schema.ts';
import type { StakeStatement } from '../wallet/index.ts';

/* SQL of the game wallet: sessions, rounds and the providers' transactions (db/game-wallet-schema.ts). */

/**
 * What a launch's token names and never changes afterwards (who, which game, the currency, when it
 * expires). Whether it has ENDED is not here: that changes (launched-games-repo.ts), so every stake
 * reads it live, through the wager gate inside its statement.
 */
export type GameSessionRow = Omit<typeof gameSessions.$inferSelect, 'endedAt' | 'endReason'>;
export type GameRoundRow = typeof gameRounds.$inferSelect;
export type GameTransactionRow = typeof gameTransactions.$inferSelect;
export type NewGameTransaction = typeof gameTransactions.$inferInsert;

const istanbulDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Istanbul')`;

export const ROUND_OPEN = GameRoundStatus.Processing;
const ROUND_EXPIRED = GameRoundStatus.Expired;
const ROUND_COMPLETED = GameRoundStatus.Completed;

/*
 * The statements every bet and win runs (the provider-id lookup, the round upsert or lock, the
 * transaction row, the round's win total) are raw SQL run as named prepared statements
 * (db/named-statement.ts): parsed and planned once per connection instead of per call, which is most of
 * what they cost (bench/README.md, game-wallet). Values are always parameters, so each text is fixed.
 */

/** What the wallet's rules read of a provider transaction. */
export type ProviderTxRow = Pick<
  GameTransactionRow,
  | 'id'
  | 'providerTx'
  | 'kind'
  | 'roundId'
  | 'playerId'
  | 'amountMinor'
  | 'cashMinor'
  | 'bonusMinor'
  | 'fingerprint'
  | 'tombstone'
  | 'rolledBack'
>;

/** What the wallet's rules read of a round. */
export type RoundTotals = Pick<
  GameRoundRow,
  | 'id'
  | 'playerId'
  | 'gameId'
  | 'status'
  | 'betMinor'
  | 'winMinor'
  | 'bonusStakeMinor'
  | 'free'
  | 'playerBonusId'
>;

const TX_COLUMNS = sql.raw(
  `id::text as id, provider_tx, kind, round_id::text as round_id, player_id, amount_minor::text as amount_minor,
   cash_minor::text as cash_minor, bonus_minor::text as bonus_minor, fingerprint, tombstone, rolled_back`,
);
type RawTx = {
  id: string;
  provider_tx: string;
  kind: string;
  round_id: string | null;
  player_id: number;
  amount_minor: string;
  cash_minor: string;
  bonus_minor: string;
  fingerprint: string;
  tombstone: boolean;
  rolled_back: boolean;
};
const toTxRow = (row: RawTx): ProviderTxRow => ({
  id: Number(row.id),
  providerTx: row.provider_tx,
  kind: row.kind,
  roundId: row.round_id === null ? null : Number(row.round_id),
  playerId: Number(row.player_id),
  amountMinor: BigInt(row.amount_minor),
  cashMinor: BigInt(row.cash_minor),
  bonusMinor: BigInt(row.bonus_minor),
  fingerprint: row.fingerprint,
  tombstone: row.tombstone,
  rolledBack: row.rolled_back,
});

const ROUND_COLUMNS = sql.raw(
  `id::text as id, player_id, game_id::text as game_id, status, bet_minor::text as bet_minor,
   win_minor::text as win_minor, bonus_stake_minor::text as bonus_stake_minor, free,
   player_bonus_id::text as player_bonus_id`,
);
type RawRound = {
  id: string;
  player_id: number;
  game_id: string;
  status: number;
  bet_minor: string;
  win_minor: string;
  bonus_stake_minor: string;
  free: boolean;
  player_bonus_id: string | null;
};
const toRoundTotals = (row: RawRound): RoundTotals => ({
  id: Number(row.id),
  playerId: Number(row.player_id),
  gameId: Number(row.game_id),
  status: Number(row.status),
  betMinor: BigInt(row.bet_minor),
  winMinor: BigInt(row.win_minor),
  bonusStakeMinor: BigInt(row.bonus_stake_minor),
  free: row.free,
  playerBonusId: row.player_bonus_id === null ? null : Number(row.player_bonus_id),
});

const bigintParam = (value: bigint) => sql`${value.toString()}::bigint`;
const timeParam = (value: Date) => sql`${value.toISOString()}::timestamptz`;

/** A game's code and liveness never change for its id: kept in memory once read (bounded). */
const GAME_FACTS_KEPT = 20_000;

/*
 * This module's part of the one-statement bet and win (wallet/stake-posting.ts): the CTEs that read and
 * write game_rounds and game_transactions, handed to the ledger's statement. The ledger owns the
 * statement; these tables stay written only here. Every value is a typed parameter (in an INSERT ...
 * SELECT an untyped parameter would be text).
 */

/** The row under a call's provider id, as the stake statement hands it back (JSON). */
export type PriorTx = { id: string; fingerprint: string; tombstone: boolean };

/** "Take the careful path": the stake statement's refusal word for what only the multi-statement path decides. */
export const CAREFUL = 'careful';

const priorTx = (providerId: number, providerTx: string) =>
  sql`select id::text as id, fingerprint, tombstone from game_transactions
       where provider_id = ${providerId}::int and provider_tx = ${providerTx}::text`;

type CallerPart = Pick<StakeStatement, 'lead' | 'prior' | 'refusal' | 'writes'>;

/**
 * A cash (or free-round) bet: the round locked if it exists (round before accounts, as the careful path
 * locks), a round of another player, game or kind sent to the careful path (it answers `duplicate`),
 * then the caller's own `refusal` (the wager gate, a running bonus); the round upserted with its totals
 * and the transaction row inserted, both only when the ledger says go.
 */
export function betStakePart(
  bet: {
    providerId: number;
    providerTx: string;
    providerRound: string;
    playerId: number;
    gameId: number;
    currencyId: number;
    amountMinor: bigint;
    cashMinor: bigint;
    free: boolean;
    roundClosed: boolean;
    fingerprint: string;
  },
  refusal: SQL,
  now: Date,
): CallerPart {
  const status = sql`case when ${bet.roundClosed}::boolean then ${ROUND_COMPLETED}::smallint else ${ROUND_OPEN}::smallint end`;
  return {
    lead: sql`round_lock as materialized (
      select player_id, game_id, free from game_rounds
       where provider_id = ${bet.providerId}::int and provider_round = ${bet.providerRound}::text
       for update)`,
    prior: priorTx(bet.providerId, bet.providerTx),
    refusal: sql`case
      when exists (select 1 from round_lock
                    where player_id <> ${bet.playerId}::int or game_id <> ${bet.gameId}::bigint
                       or free <> ${bet.free}::boolean) then ${CAREFUL}
      else ${refusal} end`,
    writes: (go) => sql`round as (
      insert into game_rounds as r
        (provider_id, provider_round, player_id, game_id, currency_id, status, bet_minor,
         bonus_stake_minor, free, player_bonus_id, created_at, updated_at)
      select ${bet.providerId}::int, ${bet.providerRound}::text, ${bet.playerId}::int, ${bet.gameId}::bigint,
             ${bet.currencyId}::int, ${status}, ${bigintParam(bet.amountMinor)}, 0::bigint, ${bet.free}::boolean,
             null::bigint, ${timeParam(now)}, ${timeParam(now)}
       where ${go}
      on conflict (provider_id, provider_round) do update
         set bet_minor = r.bet_minor + excluded.bet_minor,
             status = case when ${bet.roundClosed}::boolean then ${ROUND_COMPLETED}::smallint else r.status end,
             updated_at = greatest(r.updated_at, excluded.updated_at)
       where r.player_id = excluded.player_id and r.game_id = excluded.game_id and r.free = excluded.free
      returning id
    ), written as (
      insert into game_transactions
        (provider_id, provider_tx, kind, round_id, player_id, amount_minor, cash_minor, bonus_minor,
         reference_tx, fingerprint, tombstone, rolled_back, created_at)
      select ${bet.providerId}::int, ${bet.providerTx}::text, 'bet', round.id, ${bet.playerId}::int,
             ${bigintParam(bet.amountMinor)}, ${bigintParam(bet.cashMinor)}, 0::bigint, null::text,
             ${bet.fingerprint}::text, false, false, ${timeParam(now)}
        from round
      on conflict (provider_id, provider_tx) do nothing
      returning id, round_id
    )`,
  };
}

/**
 * A win on a paid round staked with cash only: the round locked (before the accounts, and before the
 * bet is read, as the careful path does). The statement reads the bet it refers to at its snapshot, so
 * a round changed since that snapshot (a rollback of the bet committed while we waited for the round)
 * goes to the careful path, which reads after the lock. A free round (paid from house_promotions) or a
 * round staked with bonus money (split) goes there too. Then the transaction row and the round's win
 * total, only when the ledger says go.
 */
export function winStakePart(
  win: {
    providerId: number;
    providerTx: string;
    providerRound: string;
    playerId: number;
    amountMinor: bigint;
    roundClosed: boolean;
    referenceTx: string | null;
    fingerprint: string;
  },
  now: Date,
): CallerPart {
  const round = sql`provider_id = ${win.providerId}::int and provider_round = ${win.providerRound}::text`;
  return {
    lead: sql`round as materialized (
      select id, player_id, status, bet_minor, bonus_stake_minor, free, xmin::text as version
        from game_rounds where ${round} for update
    ), round_seen as materialized (
      select xmin::text as version from game_rounds where ${round}
    ), ref as materialized (
      select kind, tombstone, round_id, rolled_back from game_transactions
       where provider_id = ${win.providerId}::int and provider_tx = ${win.referenceTx}::text
    )`,
    prior: priorTx(win.providerId, win.providerTx),
    refusal: sql`case
      when not exists (select 1 from round where player_id = ${win.playerId}::int) then 'unknown_bet'
      when (select version from round) is distinct from (select version from round_seen) then ${CAREFUL}
      when ${win.referenceTx}::text is not null and not exists (
             select 1 from ref where kind = 'bet' and not tombstone and round_id = (select id from round))
        then 'unknown_bet'
      when ${win.referenceTx}::text is not null and (select rolled_back from ref) then 'rolled_back'
      when ${win.referenceTx}::text is null
           and (select bet_minor = 0 and status = ${GameRoundStatus.Cancelled}::smallint from round)
        then 'unknown_bet'
      when (select free or bonus_stake_minor > 0 from round) then ${CAREFUL}
      end`,
    writes: (go) => sql`written as (
      insert into game_transactions
        (provider_id, provider_tx, kind, round_id, player_id, amount_minor, cash_minor, bonus_minor,
         reference_tx, fingerprint, tombstone, rolled_back, created_at)
      select ${win.providerId}::int, ${win.providerTx}::text, 'win', round.id, ${win.playerId}::int,
             ${bigintParam(win.amountMinor)}, ${bigintParam(win.amountMinor)}, 0::bigint, ${win.referenceTx}::text,
             ${win.fingerprint}::text, false, false, ${timeParam(now)}
        from round
       where ${go}
      on conflict (provider_id, provider_tx) do nothing
      returning id, round_id
    ), round_won as (
      update game_rounds
         set win_minor = win_minor + ${bigintParam(win.amountMinor)},
             status = case when ${win.roundClosed}::boolean then ${ROUND_COMPLETED}::smallint else status end,
             updated_at = ${timeParam(now)}
        from written
       where game_rounds.id = written.round_id
    )`,
  };
}

/** The ledger transfer's reference of a round's bet or win: `game_round:<id>` (as the careful path writes). */
export const roundReference = sql`'game_round:' || written.round_id::text`;

export function createGameWalletRepo(db: Database) {
  const gameFacts = new Map<number, { gameCode: string; isLive: boolean }>();
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),
    /** The pool, for reads outside any transaction (a game frame's liveness). */
    executor: db as DbExecutor,

    async insertSession(row: typeof gameSessions.$inferInsert): Promise<void> {
      await db.insert(gameSessions).values(row);
    },

    async sessionByHash(tokenHash: string): Promise<GameSessionRow | undefined> {
      const [row] = await queryNamedRows<{
        id: string;
        player_id: number;
        game_id: string;
        currency_id: number;
        created_ms: number;
        expires_ms: number;
        site_session_id: string | null;
      }>(
        db,
        'game_session',
        sql`select id::text as id, player_id, game_id::text as game_id, currency_id,
                   (extract(epoch from created_at) * 1000)::float8 as created_ms,
                   (extract(epoch from expires_at) * 1000)::float8 as expires_ms,
                   site_session_id::text as site_session_id
              from game_sessions where token_hash = ${tokenHash}`,
      );
      return (
        row && {
          id: Number(row.id),
          tokenHash,
          playerId: Number(row.player_id),
          gameId: Number(row.game_id),
          currencyId: Number(row.currency_id),
          createdAt: new Date(Number(row.created_ms)),
          expiresAt: new Date(Number(row.expires_ms)),
          siteSessionId: row.site_session_id === null ? null : Number(row.site_session_id),
        }
      );
    },

    /** A game's code and whether it is live (the wallet calls check the code and pick the wagering category). */
    async gameFacts(
      gameId: number,
      executor: DbExecutor = db,
    ): Promise<{ gameCode: string; isLive: boolean } | undefined> {
      const kept = gameFacts.get(gameId);
      if (kept) return kept;
      const [row] = await executor
        .select({ gameCode: casinoGames.gameCode, isLive: casinoGames.isLive })
        .from(casinoGames)
        .where(eq(casinoGames.id, gameId));
      if (row && gameFacts.size < GAME_FACTS_KEPT) gameFacts.set(gameId, row);
      return row;
    },

    /** A game by id with its provider's name and whether that provider is switched on. */
    async game(gameId: number) {
      const [row] = await db
        .select({
          id: casinoGames.id,
          gameCode: casinoGames.gameCode,
          name: casinoGames.name,
          isLive: casinoGames.isLive,
          providerName: casinoProviders.name,
          providerEnabled: casinoProviders.enabled,
        })
        .from(casinoGames)
        .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
        .where(eq(casinoGames.id, gameId));
      return row;
    },

    /** What a game page shows of a game: name, code and provider. */
    async gameInfo(gameId: number) {
      const game = await this.game(gameId);
      return game && { name: game.name, code: game.gameCode, provider: game.providerName };
    },

    /** A game by its provider's name and code. */
    async gameByCode(providerName: string, gameCode: string) {
      const [row] = await db
        .select({ id: casinoGames.id, isLive: casinoGames.isLive })
        .from(casinoGames)
        .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
        .where(and(eq(casinoProviders.name, providerName), eq(casinoGames.gameCode, gameCode)));
      return row;
    },

    async providerId(name: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: casinoProviders.id })
        .from(casinoProviders)
        .where(eq(casinoProviders.name, name));
      return row?.id;
    },

    async player(playerId: number) {
      const [row] = await db
        .select({ id: players.id, currencyId: players.currencyId, currencyCode: currencies.code })
        .from(players)
        .innerJoin(currencies, eq(currencies.id, players.currencyId))
        .where(eq(players.id, playerId));
      return row;
    },

    /** The rows of up to two provider ids (a call's own and the one it refers to); `lock` locks them. */
    async transactionsByProviderTx(
      tx: DbExecutor,
      providerId: number,
      ids: readonly [string, string?],
      lock = false,
    ): Promise<ProviderTxRow[]> {
      const [first, second = first] = ids;
      const rows = await queryNamedRows<RawTx>(
        tx,
        'game_tx',
        sql`select ${TX_COLUMNS} from game_transactions
             where provider_id = ${providerId} and provider_tx in (${first}, ${second})
             ${lock ? sql`for update` : sql``}`,
      );
      return rows.map(toTxRow);
    },

    async transactionByProviderTx(
      tx: DbExecutor,
      providerId: number,
      providerTx: string,
      lock = false,
    ): Promise<ProviderTxRow | undefined> {
      const [row] = await this.transactionsByProviderTx(tx, providerId, [providerTx], lock);
      return row;
    },

    /** Inserts the row unless the provider's id is taken; answers whether it was inserted (with its id). */
    async insertTransaction(tx: DbExecutor, row: NewGameTransaction): Promise<number | undefined> {
      const [inserted] = await queryNamedRows<{ id: string }>(
        tx,
        'game_tx_insert',
        sql`insert into game_transactions
              (provider_id, provider_tx, kind, round_id, player_id, amount_minor, cash_minor, bonus_minor,
               reference_tx, fingerprint, tombstone, rolled_back, created_at)
            values (${row.providerId}, ${row.providerTx}, ${row.kind}, ${row.roundId ?? null}::bigint,
                    ${row.playerId}, ${bigintParam(row.amountMinor)}, ${bigintParam(row.cashMinor ?? 0n)},
                    ${bigintParam(row.bonusMinor ?? 0n)}, ${row.referenceTx ?? null}, ${row.fingerprint},
                    ${row.tombstone ?? false}, ${row.rolledBack ?? false}, ${timeParam(row.createdAt)})
            on conflict (provider_id, provider_tx) do nothing
            returning id::text as id`,
      );
      return inserted && Number(inserted.id);
    },

    async markRolledBack(tx: DbExecutor, id: number): Promise<void> {
      await tx.update(gameTransactions).set({ rolledBack: true }).where(eq(gameTransactions.id, id));
    },

    /**
     * A bet on the provider's round: the round created on its first bet, or its totals raised by this
     * one; closed when the provider says so. The row stays locked until the caller's transaction ends, so
     * the bets and wins of one round apply one at a time. Undefined when the round id is taken by another
     * player or game, or by a round of the other kind (free or paid): nothing is changed then.
     */
    async addBetToRound(
      tx: DbExecutor,
      bet: {
        providerId: number;
        providerRound: string;
        playerId: number;
        gameId: number;
        currencyId: number;
        amountMinor: bigint;
        bonusMinor: bigint;
        /** The player bonus running at this bet (null: none); a round keeps the first one it got. */
        playerBonusId: number | null;
        roundClosed: boolean;
        /** A free round's bet (Hub88 `is_free`); a round is free or paid from its first bet on. */
        free?: boolean;
      },
      now: Date,
    ): Promise<number | undefined> {
      const [row] = await queryNamedRows<{ id: string }>(
        tx,
        'game_round_bet',
        sql`insert into game_rounds as r
              (provider_id, provider_round, player_id, game_id, currency_id, status, bet_minor,
               bonus_stake_minor, free, player_bonus_id, created_at, updated_at)
            values (${bet.providerId}, ${bet.providerRound}, ${bet.playerId}, ${bet.gameId},
                    ${bet.currencyId}, case when ${bet.roundClosed}::boolean then ${ROUND_COMPLETED}::smallint
                    else ${ROUND_OPEN}::smallint end, ${bigintParam(bet.amountMinor)},
                    ${bigintParam(bet.bonusMinor)}, ${bet.free ?? false}::boolean, ${bet.playerBonusId}::bigint, ${timeParam(now)},
                    ${timeParam(now)})
            on conflict (provider_id, provider_round) do update
               set bet_minor = r.bet_minor + excluded.bet_minor,
                   bonus_stake_minor = r.bonus_stake_minor + excluded.bonus_stake_minor,
                   player_bonus_id = coalesce(r.player_bonus_id, excluded.player_bonus_id),
                   status = case when ${bet.roundClosed}::boolean then ${ROUND_COMPLETED}::smallint
                            else r.status end,
                   updated_at = greatest(r.updated_at, excluded.updated_at)
             where r.player_id = excluded.player_id and r.game_id = excluded.game_id
               and r.free = excluded.free
            returning id::text as id`,
      );
      return row && Number(row.id);
    },

    async lockRound(
      tx: DbExecutor,
      providerId: number,
      providerRound: string,
    ): Promise<RoundTotals | undefined> {
      const [row] = await queryNamedRows<RawRound>(
        tx,
        'game_round_lock',
        sql`select ${ROUND_COLUMNS} from game_rounds
             where provider_id = ${providerId} and provider_round = ${providerRound}
             for update`,
      );
      return row && toRoundTotals(row);
    },

    /** A win on a locked round: its win total raised, closed when the provider says so. */
    async addWinToRound(
      tx: DbExecutor,
      roundId: number,
      win: { amountMinor: bigint; roundClosed: boolean },
      now: Date,
    ): Promise<void> {
      await queryNamedRows(
        tx,
        'game_round_win',
        sql`update game_rounds
               set win_minor = win_minor + ${bigintParam(win.amountMinor)},
                   status = case when ${win.roundClosed}::boolean then ${ROUND_COMPLETED}::smallint
                            else status end,
                   updated_at = ${timeParam(now)}
             where id = ${roundId}`,
      );
    },

    async lockRoundById(tx: DbExecutor, id: number): Promise<GameRoundRow | undefined> {
      const [row] = await tx.select().from(gameRounds).where(eq(gameRounds.id, id)).for('update');
      return row;
    },

    async updateRound(
      tx: DbExecutor,
      id: number,
      change: Partial<
        Pick<GameRoundRow, 'status' | 'betMinor' | 'winMinor' | 'bonusStakeMinor' | 'updatedAt'>
      >,
    ): Promise<void> {
      await tx.update(gameRounds).set(change).where(eq(gameRounds.id, id));
    },

    /** Open rounds untouched since `before` become Expired; rows another sweep holds are skipped. */
    async expireRounds(before: Date, now: Date, limit: number): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: gameRounds.id })
          .from(gameRounds)
          .where(and(eq(gameRounds.status, ROUND_OPEN), lt(gameRounds.updatedAt, before)))
          .orderBy(gameRounds.updatedAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return 0;
        const expired = await tx
          .update(gameRounds)
          .set({ status: ROUND_EXPIRED, updatedAt: now })
          .where(
            inArray(
              gameRounds.id,
              due.map((row) => row.id),
            ),
          )
          .returning({ id: gameRounds.id });
        return expired.length;
      });
    },

    // ── history ───────────────────────────────────────────────────────────────────────────────────

    /** `from`/`to`: calendar days 'YYYY-MM-DD' in Europe/Istanbul, both inclusive. */
    async rounds(
      playerId: number,
      filter: { status?: number; from?: string; to?: string },
      skip: number,
      take: number,
    ) {
      const where = and(
        eq(gameRounds.playerId, playerId),
        filter.status === undefined ? undefined : eq(gameRounds.status, filter.status),
        filter.from ? gte(gameRounds.createdAt, istanbulDayStart(filter.from)) : undefined,
        filter.to ? lt(gameRounds.createdAt, istanbulDayStart(filter.to, 1)) : undefined,
      );
      const [items, [count]] = await Promise.all([
        db
          .select({
            id: gameRounds.id,
            gameCode: casinoGames.gameCode,
            gameName: casinoGames.name,
            providerName: casinoProviders.name,
            status: gameRounds.status,
            betMinor: gameRounds.betMinor,
            winMinor: gameRounds.winMinor,
            currencyId: gameRounds.currencyId,
            currency: currencies.code,
            createdAt: gameRounds.createdAt,
            updatedAt: gameRounds.updatedAt,
          })
          .from(gameRounds)
          .innerJoin(casinoGames, eq(casinoGames.id, gameRounds.gameId))
          .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
          .innerJoin(currencies, eq(currencies.id, gameRounds.currencyId))
          .where(where)
          .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
          .offset(skip)
          .limit(take),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(gameRounds)
          .where(where),
      ]);
      return { items, total: count?.n ?? 0 };
    },

    async roundOf(playerId: number, roundId: number) {
      const [row] = await db
        .select({ id: gameRounds.id, currencyId: gameRounds.currencyId })
        .from(gameRounds)
        .where(and(eq(gameRounds.id, roundId), eq(gameRounds.playerId, playerId)));
      return row;
    },

    async roundTransactions(roundId: number) {
      return db
        .select()
        .from(gameTransactions)
        .where(and(eq(gameTransactions.roundId, roundId), eq(gameTransactions.tombstone, false)))
        .orderBy(gameTransactions.createdAt, gameTransactions.id);
    },
  };
}

export type GameWalletRepo = ReturnType<typeof createGameWalletRepo>;
