import {
  foldForSearch,
  type AdminCasinoCategory,
  type AdminCasinoCategoryRequest,
  type AdminCasinoGame,
  type AdminCasinoGameRequest,
} from '@lale/contracts';
import { refuse } from '../../platform/domain-errors.ts';
import { ART_PATH } from './art.ts';
import type { AdminGameRow, CasinoAdminRepo } from './admin-repo.ts';

/*
 * The back office's casino catalogue (issue #27, `/api/admin/casino`): providers with the operator's
 * switch beside `configured`, games (search, edit, categories) and the lobby's categories. The lobby
 * reads the same rows on every request, so a change shows on the next one; the categories travel in
 * the site's bootstrap, so their changes drop its cache (`onCategoriesChanged`).
 */

/** A game without a picture of its own shows the catalogue's drawn tile. */
const drawnTile = (gameId: number) => `${ART_PATH}/${gameId}.svg`;

function gameView(row: AdminGameRow & { categoryIds: number[] }): AdminCasinoGame {
  const drawn = row.imageUrl === drawnTile(row.gameId) || row.imageUrl.startsWith(`${ART_PATH}/`);
  return { ...row, imageUrl: drawn ? null : row.imageUrl, tileUrl: row.imageUrl };
}

export function createCasinoAdmin({
  repo,
  onCategoriesChanged,
}: {
  repo: CasinoAdminRepo;
  onCategoriesChanged: () => void;
}) {
  async function category(id: number): Promise<AdminCasinoCategory> {
    const found = (await repo.categories()).find((row) => row.id === id);
    if (!found) throw refuse({ code: 'CasinoCategoryNotFound' });
    return found;
  }

  return {
    providers: () => repo.providers(),

    async games(
      filter: Omit<Parameters<CasinoAdminRepo['games']>[0], 'enabled'> & {
        enabled?: 'true' | 'false' | undefined;
      },
    ) {
      const { rows, total } = await repo.games({
        ...filter,
        enabled: filter.enabled === undefined ? undefined : filter.enabled === 'true',
        folded: filter.search === undefined ? undefined : foldForSearch(filter.search),
      });
      return { items: rows.map(gameView), total };
    },

    /** Replaces the game's fields and categories; answers it before and after. */
    async updateGame(gameId: number, input: AdminCasinoGameRequest) {
      const categoryIds = [...new Set(input.categoryIds)];
      return repo.transaction(async (tx) => {
        const before = await repo.game(tx, gameId);
        if (!before) throw refuse({ code: 'GameNotFound' });
        if ((await repo.categoryIds(tx, categoryIds)).length !== categoryIds.length)
          throw refuse({ code: 'CasinoCategoryNotFound' });
        await repo.updateGame(tx, gameId, {
          name: input.name,
          nameSearch: foldForSearch(input.name),
          sort: input.sort,
          isPopular: input.popular,
          isNew: input.isNew,
          imageUrl: input.imageUrl ?? drawnTile(gameId),
          categoryIds,
        });
        return { before: gameView(before), after: gameView((await repo.game(tx, gameId))!) };
      });
    },

    categories: () => repo.categories(),

    async createCategory(input: AdminCasinoCategoryRequest) {
      const id = await repo.insertCategory({
        name: input.name,
        slugList: [...new Set(input.slugList)],
        imageUrl: input.imageUrl,
      });
      onCategoriesChanged();
      return category(id);
    },

    async updateCategory(id: number, input: AdminCasinoCategoryRequest) {
      const before = await category(id);
      await repo.updateCategory(id, {
        name: input.name,
        slugList: [...new Set(input.slugList)],
        imageUrl: input.imageUrl,
      });
      onCategoriesChanged();
      return { before, after: await category(id) };
    },

    /** Puts the categories in the given order: every category exactly once. */
    async reorderCategories(ids: readonly number[]) {
      await repo.transaction(async (tx) => {
        const existing = (await repo.categories(tx)).map((row) => row.id);
        const sameSet =
          ids.length === existing.length &&
          new Set(ids).size === ids.length &&
          ids.every((id) => existing.includes(id));
        if (!sameSet) throw refuse({ code: 'CasinoCategoryOrderMismatch' });
        await repo.reorderCategories(tx, ids);
      });
      onCategoriesChanged();
      return repo.categories();
    },
  };
}

export type CasinoAdmin = ReturnType<typeof createCasinoAdmin>;
