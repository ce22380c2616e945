import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { egtJackpotCards, egtJackpotLevels, jackpots } from '../../db/schema.ts';

/*
 * SQL of the jackpots' values (jackpots.ts, issue #27): EGT's cards (four levels each) and the named
 * single-value jackpots ('egypt'), the tables the site's bootstrap and casino/eqyptquest read.
 */

/** A card of levels (EGT's), or a single value ('egypt'), as stored. */
export type StoredJackpot = {
  name: string;
  kind: 'card' | 'single';
  /** A card left off the site since then (its feed went silent); null: shown. Singles: always null. */
  withheldSince: Date | null;
  levels: { level: number; amountMinor: bigint }[];
};

export function createJackpotsRepo(db: Database) {
  return {
    async all(executor: DbExecutor = db): Promise<StoredJackpot[]> {
      const [levels, singles] = await Promise.all([
        executor
          .select({
            name: egtJackpotLevels.instanceName,
            level: egtJackpotLevels.level,
            amountMinor: egtJackpotLevels.amountMinor,
            withheldSince: egtJackpotCards.withheldSince,
          })
          .from(egtJackpotLevels)
          .innerJoin(egtJackpotCards, eq(egtJackpotCards.instanceName, egtJackpotLevels.instanceName))
          .orderBy(
            asc(egtJackpotCards.sortOrder),
            asc(egtJackpotLevels.instanceName),
            asc(egtJackpotLevels.level),
          ),
        executor.select().from(jackpots).orderBy(asc(jackpots.name)),
      ]);
      const cards = new Map<string, StoredJackpot>();
      for (const row of levels) {
        const card = cards.get(row.name) ?? {
          name: row.name,
          kind: 'card' as const,
          withheldSince: row.withheldSince,
          levels: [],
        };
        card.levels.push({ level: row.level, amountMinor: row.amountMinor });
        cards.set(row.name, card);
      }
      return [
        ...cards.values(),
        ...singles.map((row) => ({
          name: row.name,
          kind: 'single' as const,
          withheldSince: null,
          levels: [{ level: 1, amountMinor: row.currentLevelMinor }],
        })),
      ];
    },

    /**
     * Writes the levels of a card (shown again if it was withheld), or the value of a single jackpot
     * (its level 1); the rows locked first.
     */
    async setLevels(
      tx: DbExecutor,
      name: string,
      levels: readonly { level: number; amountMinor: bigint }[],
      kind: StoredJackpot['kind'],
      at: Date,
    ): Promise<void> {
      if (kind === 'single') {
        await tx
          .update(jackpots)
          .set({ currentLevelMinor: levels[0]!.amountMinor, updatedAt: at })
          .where(eq(jackpots.name, name));
        return;
      }
      await tx
        .update(egtJackpotCards)
        .set({ withheldSince: null })
        .where(
          and(eq(egtJackpotCards.instanceName, name), sql`${egtJackpotCards.withheldSince} is not null`),
        );
      for (const { level, amountMinor } of levels)
        await tx
          .update(egtJackpotLevels)
          .set({ amountMinor })
          .where(sql`${egtJackpotLevels.instanceName} = ${name} and ${egtJackpotLevels.level} = ${level}`);
    },

    /** Leaves the cards named off the site from `at`; answers those that were shown until now. */
    async withhold(names: readonly string[], at: Date): Promise<string[]> {
      if (names.length === 0) return [];
      const rows = await db
        .update(egtJackpotCards)
        .set({ withheldSince: at })
        .where(and(inArray(egtJackpotCards.instanceName, [...names]), isNull(egtJackpotCards.withheldSince)))
        .returning({ name: egtJackpotCards.instanceName });
      return rows.map((row) => row.name);
    },

    async lock(tx: DbExecutor): Promise<void> {
      await tx.execute(sql`lock table egt_jackpot_levels, jackpots in share row exclusive mode`);
    },

    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),
  };
}

export type JackpotsRepo = ReturnType<typeof createJackpotsRepo>;
