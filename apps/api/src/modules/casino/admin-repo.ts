import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import type { LocalizedText } from '../../db/reference-schema.ts';
import { casinoCategories, casinoGameCategories, casinoGames, casinoProviders } from '../../db/schema.ts';

/*
 * SQL of the back office's catalogue (admin-catalogue.ts, issue #27). Every read here goes to the
 * primary (`db`), never a replica: an operator who switches a provider off and looks again must see it
 * off, and the lobby reads the same rows.
 */

const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const GAME = {
  gameId: casinoGames.id,
  code: casinoGames.gameCode,
  name: casinoGames.name,
  providerId: casinoGames.providerId,
  provider: casinoProviders.name,
  live: casinoGames.isLive,
  enabled: casinoGames.enabled,
  popular: casinoGames.isPopular,
  isNew: casinoGames.isNew,
  sort: casinoGames.sort,
  imageUrl: casinoGames.imageUrl,
};

export type AdminGameRow = {
  gameId: number;
  code: string;
  name: string;
  providerId: number;
  provider: string;
  live: boolean;
  enabled: boolean;
  popular: boolean;
  isNew: boolean;
  sort: number;
  imageUrl: string;
};

export function createCasinoAdminRepo(db: Database) {
  async function categoryIdsOf(executor: DbExecutor, gameIds: number[]) {
    const byGame = new Map<number, number[]>();
    if (gameIds.length === 0) return byGame;
    const rows = await executor
      .select({ gameId: casinoGameCategories.gameId, categoryId: casinoGameCategories.categoryId })
      .from(casinoGameCategories)
      .where(inArray(casinoGameCategories.gameId, gameIds))
      .orderBy(asc(casinoGameCategories.categoryId));
    for (const row of rows) byGame.set(row.gameId, [...(byGame.get(row.gameId) ?? []), row.categoryId]);
    return byGame;
  }

  return {
    async providers() {
      return db
        .select({
          providerId: casinoProviders.id,
          name: casinoProviders.name,
          enabled: casinoProviders.enabled,
          configured: casinoProviders.configured,
          games: sql<number>`count(${casinoGames.id})::int`,
          enabledGames: sql<number>`count(${casinoGames.id}) filter (where ${casinoGames.enabled})::int`,
        })
        .from(casinoProviders)
        .leftJoin(casinoGames, eq(casinoGames.providerId, casinoProviders.id))
        .groupBy(casinoProviders.id)
        .orderBy(asc(casinoProviders.sort), asc(casinoProviders.name));
    },

    async games(filter: {
      search?: string | undefined;
      folded?: string | undefined;
      providerId?: number | undefined;
      categoryId?: number | undefined;
      enabled?: boolean | undefined;
      skip: number;
      take: number;
    }) {
      const conditions: (SQL | undefined)[] = [
        filter.search
          ? or(
              sql`${casinoGames.nameSearch} like ${likeLiteral(filter.folded ?? filter.search)}`,
              ilike(casinoGames.gameCode, likeLiteral(filter.search)),
            )
          : undefined,
        filter.providerId === undefined ? undefined : eq(casinoGames.providerId, filter.providerId),
        filter.enabled === undefined ? undefined : eq(casinoGames.enabled, filter.enabled),
        filter.categoryId === undefined
          ? undefined
          : inArray(
              casinoGames.id,
              db
                .select({ id: casinoGameCategories.gameId })
                .from(casinoGameCategories)
                .where(eq(casinoGameCategories.categoryId, filter.categoryId)),
            ),
      ];
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db
          .select(GAME)
          .from(casinoGames)
          .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
          .where(where)
          .orderBy(asc(casinoGames.name), asc(casinoGames.id))
          .offset(filter.skip)
          .limit(filter.take),
        db.select({ total: count() }).from(casinoGames).where(where),
      ]);
      const categories = await categoryIdsOf(
        db,
        rows.map((row) => row.gameId),
      );
      return {
        rows: rows.map((row) => ({ ...row, categoryIds: categories.get(row.gameId) ?? [] })),
        total: counted?.total ?? 0,
      };
    },

    async game(executor: DbExecutor, gameId: number) {
      const [row] = await executor
        .select(GAME)
        .from(casinoGames)
        .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
        .where(eq(casinoGames.id, gameId));
      if (!row) return undefined;
      return { ...row, categoryIds: (await categoryIdsOf(executor, [gameId])).get(gameId) ?? [] };
    },

    /** Writes the game's fields and replaces its categories; false when there is no such game. */
    async updateGame(
      tx: DbExecutor,
      gameId: number,
      values: {
        name: string;
        nameSearch: string;
        sort: number;
        isPopular: boolean;
        isNew: boolean;
        imageUrl: string;
        categoryIds: readonly number[];
      },
    ): Promise<boolean> {
      const { categoryIds, ...columns } = values;
      const updated = await tx
        .update(casinoGames)
        .set(columns)
        .where(eq(casinoGames.id, gameId))
        .returning({ id: casinoGames.id });
      if (updated.length === 0) return false;
      await tx.delete(casinoGameCategories).where(eq(casinoGameCategories.gameId, gameId));
      if (categoryIds.length > 0)
        await tx
          .insert(casinoGameCategories)
          .values(categoryIds.map((categoryId) => ({ gameId, categoryId })));
      return true;
    },

    async categories(executor: DbExecutor = db) {
      return executor
        .select({
          id: casinoCategories.id,
          name: casinoCategories.name,
          slugList: casinoCategories.slugList,
          imageUrl: casinoCategories.imageUrl,
          sort: casinoCategories.sort,
          games: sql<number>`(select count(*)::int from casino_game_categories gc where gc.category_id = ${casinoCategories.id})`,
        })
        .from(casinoCategories)
        .orderBy(asc(casinoCategories.sort), asc(casinoCategories.id));
    },

    async categoryIds(executor: DbExecutor, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await executor
        .select({ id: casinoCategories.id })
        .from(casinoCategories)
        .where(inArray(casinoCategories.id, [...ids]));
      return rows.map((row) => row.id);
    },

    /**
     * A new category, last. Its id is the next after the largest: the seed writes the lobby's fixed ids
     * (1..8) itself, which leaves the identity's sequence behind them; the table lock orders two creates.
     */
    async insertCategory(values: { name: LocalizedText; slugList: string[]; imageUrl: string | null }) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`lock table casino_categories in share row exclusive mode`);
        const [row] = await tx
          .insert(casinoCategories)
          .values({
            ...values,
            id: sql`(select coalesce(max(id), 0) + 1 from casino_categories)`,
            sort: sql`(select coalesce(max(sort), 0) + 1 from casino_categories)`,
          })
          .returning({ id: casinoCategories.id });
        return row!.id;
      });
    },

    async updateCategory(
      id: number,
      values: { name: LocalizedText; slugList: string[]; imageUrl: string | null },
    ): Promise<boolean> {
      const rows = await db
        .update(casinoCategories)
        .set(values)
        .where(eq(casinoCategories.id, id))
        .returning({ id: casinoCategories.id });
      return rows.length > 0;
    },

    /** Sets each category's sort to its position; the rows locked first. */
    async reorderCategories(tx: DbExecutor, ids: readonly number[]) {
      await tx.select({ id: casinoCategories.id }).from(casinoCategories).for('update');
      for (const [position, id] of ids.entries())
        await tx
          .update(casinoCategories)
          .set({ sort: position + 1 })
          .where(eq(casinoCategories.id, id));
    },

    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),
  };
}

export type CasinoAdminRepo = ReturnType<typeof createCasinoAdminRepo>;
