import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import {
  bonusDefinitions,
  bonusDefinitionVersions,
  bonusQualifyingDeposits,
  playerBonuses,
  players,
  siteOptions,
} from '../../db/schema.ts';

export const TRIAL_BONUS_OPTION = 'trialbonusamount';

export type BonusDefinitionRow = typeof bonusDefinitions.$inferSelect;
export type NewBonusDefinition = typeof bonusDefinitions.$inferInsert;
export type PlayerBonusRow = typeof playerBonuses.$inferSelect;
export type NewPlayerBonus = typeof playerBonuses.$inferInsert;
export type QualifyingDeposit = typeof bonusQualifyingDeposits.$inferSelect & { rewarded: boolean };

export type DepositReport = {
  playerId: number;
  currencyId: number;
  paymentId: number;
  amountMinor: bigint;
  confirmedAt: Date;
};

export function createBonusRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    /**
     * The operator's trial-bonus amount (site option, a decimal amount). Read directly: site options are
     * plain configuration rows, and a switched-off option (status false) counts as no option.
     */
    async trialAmountOption(): Promise<string | undefined> {
      const [row] = await db
        .select({ value: siteOptions.value })
        .from(siteOptions)
        .where(and(eq(siteOptions.key, TRIAL_BONUS_OPTION), eq(siteOptions.status, true)));
      return row?.value;
    },

    // ── definitions ──────────────────────────────────────────────────────────────────────────────

    async trialDefinition(): Promise<BonusDefinitionRow | undefined> {
      const [row] = await db
        .select()
        .from(bonusDefinitions)
        .where(eq(bonusDefinitions.trigger, 'signup_trial'));
      return row;
    },

    async definition(id: number, executor: DbExecutor = db): Promise<BonusDefinitionRow | undefined> {
      const [row] = await executor.select().from(bonusDefinitions).where(eq(bonusDefinitions.id, id));
      return row;
    },

    async definitionByCode(code: string): Promise<BonusDefinitionRow | undefined> {
      const [row] = await db
        .select()
        .from(bonusDefinitions)
        .where(sql`upper(${bonusDefinitions.code}) = upper(${code})`);
      return row;
    },

    /** Enabled first-deposit definitions of a currency: what the offers list is built from. */
    async firstDepositDefinitions(currencyId: number): Promise<BonusDefinitionRow[]> {
      return db
        .select()
        .from(bonusDefinitions)
        .where(
          and(
            eq(bonusDefinitions.trigger, 'first_deposit'),
            eq(bonusDefinitions.enabled, true),
            eq(bonusDefinitions.currencyId, currencyId),
          ),
        )
        .orderBy(asc(bonusDefinitions.id));
    },

    async allDefinitions(): Promise<BonusDefinitionRow[]> {
      return db.select().from(bonusDefinitions).orderBy(asc(bonusDefinitions.id));
    },

    async insertDefinition(values: NewBonusDefinition): Promise<BonusDefinitionRow> {
      const [row] = await db.insert(bonusDefinitions).values(values).returning();
      return row!;
    },

    async updateDefinition(
      id: number,
      values: Partial<NewBonusDefinition>,
    ): Promise<BonusDefinitionRow | undefined> {
      const [row] = await db
        .update(bonusDefinitions)
        .set(values)
        .where(eq(bonusDefinitions.id, id))
        .returning();
      return row;
    },

    /** `executor`: the caller's transaction when it holds one (a second pool connection could starve the pool). */
    async definitionTitles(
      ids: number[],
      executor: DbExecutor = db,
    ): Promise<Map<number, BonusDefinitionRow['title']>> {
      if (ids.length === 0) return new Map();
      const rows = await executor
        .select({ id: bonusDefinitions.id, title: bonusDefinitions.title })
        .from(bonusDefinitions)
        .where(inArray(bonusDefinitions.id, ids));
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    // ── player bonuses ───────────────────────────────────────────────────────────────────────────

    async hasTrialBonus(playerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: playerBonuses.id })
        .from(playerBonuses)
        .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.kind, 'signup_trial')));
      return row !== undefined;
    },

    /** The player's active bonus (there is at most one), without a lock. */
    async activeBonus(playerId: number, executor: DbExecutor = db): Promise<PlayerBonusRow | undefined> {
      const [row] = await executor
        .select()
        .from(playerBonuses)
        .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.status, 'active')));
      return row;
    },

    /**
     * `stakeTerms`' read as an SQL select for a stake taken by one statement (a sports placement): the
     * player's running bonus at `now` (active, not expired) as `bonus_id` and `max_bet_minor`, or no row.
     */
    stakeTermsSql(playerId: number, now: Date) {
      return sql`select b.id as bonus_id, b.max_bet_minor from player_bonuses b
         where b.player_id = ${playerId}::bigint and b.status = 'active'
           and (b.expires_at is null or b.expires_at > ${now.toISOString()}::timestamptz)`;
    },

    /** The player's active bonus, locked for the rest of `tx` (wagering, forfeit, conversion). */
    async lockActiveBonus(tx: DbExecutor, playerId: number): Promise<PlayerBonusRow | undefined> {
      const [row] = await tx
        .select()
        .from(playerBonuses)
        .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.status, 'active')))
        .for('update');
      return row;
    },

    /** Active bonuses past their expiry, locked; rows another process is sweeping are skipped. */
    async lockExpired(tx: DbExecutor, now: Date, limit: number): Promise<PlayerBonusRow[]> {
      return tx
        .select()
        .from(playerBonuses)
        .where(and(eq(playerBonuses.status, 'active'), lte(playerBonuses.expiresAt, now)))
        .orderBy(asc(playerBonuses.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async lockBonus(tx: DbExecutor, id: number): Promise<PlayerBonusRow | undefined> {
      const [row] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, id)).for('update');
      return row;
    },

    /**
     * A bonus's row held FOR KEY SHARE until `tx` ends: a win reading where its bonus part goes waits
     * for a forfeit, expiry or completion in flight (they lock FOR UPDATE), and they wait for it. It
     * does not wait for wagering updates (FOR NO KEY UPDATE): bets lock the ledger before the bonus row,
     * this lock comes before the ledger, so the two must not conflict or they could deadlock.
     */
    async shareBonus(tx: DbExecutor, id: number): Promise<PlayerBonusRow | undefined> {
      const [row] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, id)).for('key share');
      return row;
    },

    /** A bonus's row locked for a wagering update only (FOR NO KEY UPDATE; see shareBonus). */
    async lockBonusForWagering(tx: DbExecutor, id: number): Promise<PlayerBonusRow | undefined> {
      const [row] = await tx
        .select()
        .from(playerBonuses)
        .where(eq(playerBonuses.id, id))
        .for('no key update');
      return row;
    },

    /** The player's active bonus locked for a wagering update only (FOR NO KEY UPDATE; see shareBonus). */
    async lockActiveBonusForWagering(tx: DbExecutor, playerId: number): Promise<PlayerBonusRow | undefined> {
      const [row] = await tx
        .select()
        .from(playerBonuses)
        .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.status, 'active')))
        .for('no key update');
      return row;
    },

    /**
     * Serialises a player's deposit-bonus claims with their withdrawals (payments locks the same row the
     * same way), so a claim and a withdrawal sent together are decided one after the other. NO KEY
     * UPDATE: rows that merely reference the player are not blocked.
     */
    async lockPlayer(tx: DbExecutor, playerId: number): Promise<void> {
      await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('no key update');
    },

    async playerBonuses(playerId: number): Promise<PlayerBonusRow[]> {
      return db
        .select()
        .from(playerBonuses)
        .where(eq(playerBonuses.playerId, playerId))
        .orderBy(desc(playerBonuses.createdAt), desc(playerBonuses.id));
    },

    async hasBonusOfDefinition(playerId: number, definitionId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: playerBonuses.id })
        .from(playerBonuses)
        .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.definitionId, definitionId)));
      return row !== undefined;
    },

    /**
     * Whether a staff grant may reach the player now: their currency, and whether they are active and
     * free of safer play's restrictions (player_restrictions: a listed cross-module read, as the wager
     * gate's). Undefined for an unknown player.
     */
    async grantablePlayer(tx: DbExecutor, playerId: number, now: Date) {
      const result = (await tx.execute(sql`
        select p.currency_id as "currencyId",
               p.status = 'active' and not exists (
                 select 1 from player_restrictions r
                  where r.player_id = p.id and r.lifted_at is null and r.starts_at <= ${now.toISOString()}::timestamptz
                    and (r.ends_at is null or r.ends_at > ${now.toISOString()}::timestamptz)) as "mayReceive"
          from players p where p.id = ${playerId}`)) as unknown as {
        rows: { currencyId: number; mayReceive: boolean }[];
      };
      return result.rows[0];
    },

    /** The definition locked for a change (FOR UPDATE): its version moves one at a time. */
    async lockDefinition(tx: DbExecutor, id: number): Promise<BonusDefinitionRow | undefined> {
      const [row] = await tx.select().from(bonusDefinitions).where(eq(bonusDefinitions.id, id)).for('update');
      return row;
    },

    async updateDefinitionIn(
      tx: DbExecutor,
      id: number,
      values: Partial<NewBonusDefinition>,
    ): Promise<BonusDefinitionRow> {
      const [row] = await tx
        .update(bonusDefinitions)
        .set(values)
        .where(eq(bonusDefinitions.id, id))
        .returning();
      return row!;
    },

    async insertVersion(
      tx: DbExecutor,
      values: {
        definitionId: number;
        version: number;
        terms: unknown;
        replacedBy: number | null;
        replacedAt: Date;
      },
    ): Promise<void> {
      await tx.insert(bonusDefinitionVersions).values(values);
    },

    /** The earlier versions, newest first, with the username of who replaced each (staff: a listed read). */
    async versions(definitionId: number) {
      const result = (await db.execute(sql`
        select v.version, v.terms, s.username as "replacedBy", v.replaced_at as "replacedAt"
          from bonus_definition_versions v left join staff s on s.id = v.replaced_by
         where v.definition_id = ${definitionId}
         order by v.version desc`)) as unknown as {
        rows: { version: number; terms: unknown; replacedBy: string | null; replacedAt: Date | string }[];
      };
      return result.rows;
    },

    async insertBonus(tx: DbExecutor, values: NewPlayerBonus): Promise<PlayerBonusRow> {
      const [row] = await tx.insert(playerBonuses).values(values).returning();
      return row!;
    },

    async setGrantTransfer(tx: DbExecutor, id: number, transferId: number): Promise<void> {
      await tx.update(playerBonuses).set({ transferId }).where(eq(playerBonuses.id, id));
    },

    async setWageringDone(tx: DbExecutor, id: number, doneMinor: bigint, at: Date): Promise<void> {
      await tx
        .update(playerBonuses)
        .set({ wageringDoneMinor: doneMinor, updatedAt: at })
        .where(eq(playerBonuses.id, id));
    },

    async finish(
      tx: DbExecutor,
      id: number,
      status: 'completed' | 'expired' | 'forfeited',
      at: Date,
    ): Promise<void> {
      await tx
        .update(playerBonuses)
        .set({ status, updatedAt: at, endedAt: at })
        .where(eq(playerBonuses.id, id));
    },

    // ── qualifying deposits ──────────────────────────────────────────────────────────────────────

    /** Records a confirmed deposit once; a repeated report of the same payment changes nothing. */
    async recordDeposit(tx: DbExecutor, deposit: DepositReport): Promise<void> {
      await tx.insert(bonusQualifyingDeposits).values(deposit).onConflictDoNothing();
    },

    /** The player's confirmed deposits in a currency, newest first, each with whether a bonus rewarded it. */
    async deposits(playerId: number, currencyId: number): Promise<QualifyingDeposit[]> {
      const rows = await db
        .select({
          deposit: bonusQualifyingDeposits,
          bonusId: playerBonuses.id,
        })
        .from(bonusQualifyingDeposits)
        .leftJoin(playerBonuses, eq(playerBonuses.depositPaymentId, bonusQualifyingDeposits.paymentId))
        .where(
          and(
            eq(bonusQualifyingDeposits.playerId, playerId),
            eq(bonusQualifyingDeposits.currencyId, currencyId),
          ),
        )
        .orderBy(desc(bonusQualifyingDeposits.confirmedAt), desc(bonusQualifyingDeposits.paymentId));
      return rows.map(({ deposit, bonusId }) => ({ ...deposit, rewarded: bonusId !== null }));
    },
  };
}

export type BonusRepo = ReturnType<typeof createBonusRepo>;

/**
 * "A bonus may run for this player" as a SQL boolean, for a stake taken in one statement
 * (wallet/stake-posting.ts): when true, the stake takes its careful path, which reads the bonus's
 * terms (max bet, wagering, the bonus balance). An active row that is no longer live counts too: the
 * careful path decides about it.
 */
export const activeBonusExistsSql = (playerId: number) =>
  sql`exists (select 1 from player_bonuses where player_id = ${playerId}::bigint and status = 'active')`;
