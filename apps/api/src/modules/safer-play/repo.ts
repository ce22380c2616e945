import type { RealityCheckInterval, RestrictionKind, SaferPlaySettings } from '@lale/contracts';
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { playerRealityChecks, playerRestrictions, players, saferPlaySettings } from '../../db/schema.ts';

/** A restriction as the service reads it. */
export type RestrictionRow = {
  id: number;
  kind: RestrictionKind;
  startsAt: Date;
  endsAt: Date | null;
  /** An operator's restriction that holds the player's funds too (an AML decision): no withdraw-only session. */
  fundsHeld: boolean;
};

/** A restriction with its whole record, for the back office. */
export type RestrictionRecord = RestrictionRow & {
  reason: string;
  staffId: number | null;
  liftedAt: Date | null;
  liftedByStaffId: number | null;
  liftReason: string | null;
};

export type NewRestriction = {
  playerId: number;
  kind: RestrictionKind;
  startsAt: Date;
  endsAt: Date | null;
  reason: string;
  staffId: number | null;
  fundsHeld?: boolean;
};

const columns = {
  id: playerRestrictions.id,
  kind: playerRestrictions.kind,
  startsAt: playerRestrictions.startsAt,
  endsAt: playerRestrictions.endsAt,
  fundsHeld: playerRestrictions.fundsHeld,
};

const recordColumns = {
  ...columns,
  reason: playerRestrictions.reason,
  staffId: playerRestrictions.staffId,
  liftedAt: playerRestrictions.liftedAt,
  liftedByStaffId: playerRestrictions.liftedByStaffId,
  liftReason: playerRestrictions.liftReason,
};

/** In force at `now`: started, not ended, not lifted (the wager gate's SQL says the same, integrity/wager-gate-repo.ts). */
const inForceAt = (now: Date) =>
  and(
    isNull(playerRestrictions.liftedAt),
    lte(playerRestrictions.startsAt, now),
    or(isNull(playerRestrictions.endsAt), gt(playerRestrictions.endsAt, now)),
  );

/** A self-exclusion over (its end passed) whose end the player has not yet been granted. */
export type EndAwaited = { id: number; endsAt: Date; endRequestedAt: Date | null };

/**
 * Over but not yet given back (`coolingOffMs` after the request): not lifted, ended at or before `now`,
 * and not asked for, or asked for less than the cooling-off ago. The newest such row decides.
 */
const endAwaitedAt = (now: Date, coolingOffMs: number) =>
  and(
    eq(playerRestrictions.kind, 'self_exclusion'),
    isNull(playerRestrictions.liftedAt),
    isNotNull(playerRestrictions.endsAt),
    lte(playerRestrictions.endsAt, now),
    or(
      isNull(playerRestrictions.endRequestedAt),
      gt(playerRestrictions.endRequestedAt, new Date(now.getTime() - coolingOffMs)),
    ),
  );

/** The operator's saved settings with who saved them last. */
export type StoredSettings = {
  settings: SaferPlaySettings;
  updatedAt: Date;
  updatedByStaffId: number | null;
};

export function createSaferPlayRepo(db: Database) {
  return {
    /** The operator's settings row (one, id 1); undefined until first saved. */
    async settings(executor: DbExecutor = db): Promise<StoredSettings | undefined> {
      const [row] = await executor.select().from(saferPlaySettings).where(eq(saferPlaySettings.id, 1));
      if (!row) return undefined;
      // The table's checks keep every column inside the contract's bounds.
      return {
        settings: {
          profile: row.profile as SaferPlaySettings['profile'],
          timeOutPeriods: row.timeOutPeriods as SaferPlaySettings['timeOutPeriods'],
          selfExclusionPeriods: row.selfExclusionPeriods as SaferPlaySettings['selfExclusionPeriods'],
          limitCoolingOffHours: row.limitCoolingOffHours,
          selfExclusionCoolingOffHours: row.selfExclusionCoolingOffHours,
          realityCheckIntervals: row.realityCheckIntervals as SaferPlaySettings['realityCheckIntervals'],
          realityCheckDefaultMinutes: row.realityCheckDefaultMinutes as RealityCheckInterval | null,
          withdrawOnlySession: row.withdrawOnlySession,
        },
        updatedAt: row.updatedAt,
        updatedByStaffId: row.updatedByStaffId,
      };
    },

    /** Writes the one settings row (inserted the first time). */
    async saveSettings(settings: SaferPlaySettings, staffId: number, at: Date): Promise<void> {
      const values = { ...settings, updatedAt: at, updatedByStaffId: staffId };
      await db
        .insert(saferPlaySettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: saferPlaySettings.id, set: values });
    },

    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    /**
     * Locks the player's account row: two restrictions asked for at once are taken one after the other
     * (the second sees the first). Answers whether the player exists.
     */
    async lockPlayer(tx: DbExecutor, playerId: number): Promise<boolean> {
      const rows = await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(players.id, playerId))
        .for('update');
      return rows.length > 0;
    },

    /** Every restriction in force at `now`, the one that decides first (the gate's order), then by end. */
    async inForce(playerId: number, now: Date, executor: DbExecutor = db): Promise<RestrictionRow[]> {
      const rows = await executor
        .select(columns)
        .from(playerRestrictions)
        .where(and(eq(playerRestrictions.playerId, playerId), inForceAt(now)))
        .orderBy(
          sql`case ${playerRestrictions.kind} when 'self_exclusion' then 0 when 'operator' then 1 else 2 end`,
          sql`${playerRestrictions.endsAt} desc nulls first`,
          asc(playerRestrictions.id),
        );
      return rows as RestrictionRow[];
    },

    /** The player's self-exclusion that is over but not yet given back, if any (the newest end). */
    async endAwaited(
      playerId: number,
      now: Date,
      coolingOffMs: number,
      executor: DbExecutor = db,
    ): Promise<EndAwaited | undefined> {
      const [row] = await executor
        .select({
          id: playerRestrictions.id,
          endsAt: playerRestrictions.endsAt,
          endRequestedAt: playerRestrictions.endRequestedAt,
        })
        .from(playerRestrictions)
        .where(and(eq(playerRestrictions.playerId, playerId), endAwaitedAt(now, coolingOffMs)))
        .orderBy(desc(playerRestrictions.endsAt), desc(playerRestrictions.id))
        .limit(1);
      return row as EndAwaited | undefined;
    },

    /** Records the request for a self-exclusion's end (once: a second request keeps the first moment). */
    async requestEnd(tx: DbExecutor, id: number, at: Date): Promise<void> {
      await tx
        .update(playerRestrictions)
        .set({ endRequestedAt: at })
        .where(and(eq(playerRestrictions.id, id), isNull(playerRestrictions.endRequestedAt)));
    },

    /** Every restriction of the player, newest first (a player has a handful: no paging). */
    async history(playerId: number): Promise<RestrictionRecord[]> {
      const rows = await db
        .select(recordColumns)
        .from(playerRestrictions)
        .where(eq(playerRestrictions.playerId, playerId))
        .orderBy(desc(playerRestrictions.startsAt), desc(playerRestrictions.id));
      return rows as RestrictionRecord[];
    },

    /** One restriction of the player, locked until the transaction ends; undefined when not theirs. */
    async lock(tx: DbExecutor, playerId: number, id: number): Promise<RestrictionRecord | undefined> {
      const [row] = await tx
        .select(recordColumns)
        .from(playerRestrictions)
        .where(and(eq(playerRestrictions.id, id), eq(playerRestrictions.playerId, playerId)))
        .for('update');
      return row as RestrictionRecord | undefined;
    },

    async lift(tx: DbExecutor, id: number, at: Date, staffId: number, reason: string): Promise<void> {
      await tx
        .update(playerRestrictions)
        .set({ liftedAt: at, liftedByStaffId: staffId, liftReason: reason })
        .where(eq(playerRestrictions.id, id));
    },

    /** The player's reality-check interval: undefined when never chosen, null when turned off. */
    async realityCheckInterval(playerId: number): Promise<RealityCheckInterval | null | undefined> {
      const [row] = await db
        .select({ intervalMinutes: playerRealityChecks.intervalMinutes })
        .from(playerRealityChecks)
        .where(eq(playerRealityChecks.playerId, playerId));
      // The table's check keeps the column to the contract's intervals.
      return row ? (row.intervalMinutes as RealityCheckInterval | null) : undefined;
    },

    /** Records the player's choice (one row per player, replaced). */
    async setRealityCheckInterval(
      playerId: number,
      intervalMinutes: RealityCheckInterval | null,
      at: Date,
    ): Promise<void> {
      await db
        .insert(playerRealityChecks)
        .values({ playerId, intervalMinutes, updatedAt: at })
        .onConflictDoUpdate({
          target: playerRealityChecks.playerId,
          set: { intervalMinutes, updatedAt: at },
        });
    },

    /**
     * The same person's other accounts: an e-mail reaching the same mailbox (migration 0037's key; e-mail,
     * phone and national id themselves are unique per account), by the key's index.
     */
    async lookAlikesOf(tx: DbExecutor, playerId: number): Promise<number[]> {
      const rows = (await tx.execute(sql`
        select other.id::int as id from players me join players other
            on other.id <> me.id and person_email_key(other.email) = person_email_key(me.email)
         where me.id = ${playerId}
         order by other.id`)) as unknown as { rows: { id: number }[] };
      return rows.rows.map((row) => Number(row.id));
    },

    /**
     * A self-exclusion in force at `now` on an account of the same person as a sign-up not made yet (the
     * same mailbox): the latest end, if any.
     */
    async lookAlikeExclusionEnd(email: string, now: Date): Promise<{ endsAt: Date | null } | undefined> {
      const rows = (await db.execute(sql`
        select to_json(r.ends_at)#>>'{}' as ends_at from players p join player_restrictions r on r.player_id = p.id
         where person_email_key(p.email) = person_email_key(${email})
           and r.kind = 'self_exclusion' and r.lifted_at is null
           and r.starts_at <= ${now.toISOString()}::timestamptz
           and (r.ends_at is null or r.ends_at > ${now.toISOString()}::timestamptz)
         order by r.ends_at desc nulls first
         limit 1`)) as unknown as { rows: { ends_at: string | null }[] };
      const [row] = rows.rows;
      return row ? { endsAt: row.ends_at === null ? null : new Date(row.ends_at) } : undefined;
    },

    async insert(tx: DbExecutor, row: NewRestriction): Promise<RestrictionRow> {
      const [inserted] = await tx
        .insert(playerRestrictions)
        .values({ ...row, createdAt: row.startsAt })
        .returning(columns);
      return inserted as RestrictionRow;
    },
  };
}

export type SaferPlayRepo = ReturnType<typeof createSaferPlayRepo>;
