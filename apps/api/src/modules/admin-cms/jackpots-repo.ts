import { asc, eq, sql } from 'drizzle-orm';
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
        const card = cards.get(row.name) ?? { name: row.name, kind: 'card' as const, levels: [] };
        card.levels.push({ level: row.level, amountMinor: row.amountMinor });
        cards.set(row.name, card);
      }
      return [
        ...cards.values(),
        ...singles.map((row) => ({
          name: row.name,
          kind: 'single' as const,
          levels: [{ level: 1, amountMinor: row.currentLevelMinor }],
        })),
      ];
    },

    /** Writes the levels of a card, or the value of a single jackpot (its level 1); the rows locked first. */
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
      for (const { level, amountMinor } of levels)
        await tx
          .update(egtJackpotLevels)
          .set({ amountMinor })
          .where(sql`${egtJackpotLevels.instanceName} = ${name} and ${egtJackpotLevels.level} = ${level}`);
    },

    async lock(tx: DbExecutor): Promise<void> {
      await tx.execute(sql`lock table egt_jackpot_levels, jackpots in share row exclusive mode`);
    },

    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),
  };
}

export type JackpotsRepo = ReturnType<typeof createJackpotsRepo>;
