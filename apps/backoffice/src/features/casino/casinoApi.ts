import {
  ADMIN_CASINO_PATHS,
  ADMIN_GAME_ENABLED_PATH,
  ADMIN_MEDIA_PATH,
  ADMIN_PROVIDER_ENABLED_PATH,
  type AdminCasinoCategory,
  type AdminCasinoCategoryRequest,
  type AdminCasinoGame,
  type AdminCasinoGameRequest,
  type AdminCasinoProvider,
  type AdminJackpot,
  type AdminJackpotRequest,
} from '@lale/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';
import { listQueryKey } from '../../ui/list/DataList.tsx';

/*
 * The Casino screen's reads and writes (issue #27), on the contracts' paths (admin-casino.ts, the
 * switches of admin-integrity.ts, the picture library of admin-media.ts). Writes answer the server's
 * message with the data, so the screen can show it; each re-reads what it changed.
 */

const withId = (template: string, id: number) => template.replace(':id', encodeURIComponent(String(id)));
const withName = (template: string, name: string) => template.replace(':name', encodeURIComponent(name));

export const CASINO_PATHS = {
  providers: ADMIN_CASINO_PATHS.providers,
  providerEnabled: (id: number) => withId(ADMIN_PROVIDER_ENABLED_PATH, id),
  games: ADMIN_CASINO_PATHS.games,
  game: (id: number) => withId(ADMIN_CASINO_PATHS.game, id),
  gameEnabled: (id: number) => withId(ADMIN_GAME_ENABLED_PATH, id),
  categories: ADMIN_CASINO_PATHS.categories,
  category: (id: number) => withId(ADMIN_CASINO_PATHS.category, id),
  categoriesReorder: ADMIN_CASINO_PATHS.categoriesReorder,
  jackpots: ADMIN_CASINO_PATHS.jackpots,
  jackpot: (name: string) => withName(ADMIN_CASINO_PATHS.jackpot, name),
  media: ADMIN_MEDIA_PATH,
} as const;

const PROVIDERS_KEY = ['casino', 'providers'] as const;
const CATEGORIES_KEY = ['casino', 'categories'] as const;
const JACKPOTS_KEY = ['casino', 'jackpots'] as const;
const GAMES_KEY = listQueryKey(CASINO_PATHS.games);

// ── Providers ────────────────────────────────────────────────────────────────────────────────────

export function useProviders() {
  return useQuery({
    queryKey: PROVIDERS_KEY,
    queryFn: ({ signal }) => api.get<AdminCasinoProvider[]>(CASINO_PATHS.providers, undefined, signal),
  });
}

/** The operator's switch of a provider: its games leave (or return to) the lobby at once. */
export function useSwitchProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId, enabled }: { providerId: number; enabled: boolean }) =>
      api.send<unknown>('POST', CASINO_PATHS.providerEnabled(providerId), { enabled }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROVIDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
      ]),
  });
}

// ── Games ────────────────────────────────────────────────────────────────────────────────────────

/** One game's switch. */
export function useSwitchGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, enabled }: { gameId: number; enabled: boolean }) =>
      api.send<unknown>('POST', CASINO_PATHS.gameEnabled(gameId), { enabled }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
        // The providers' "on" counts change with it.
        queryClient.invalidateQueries({ queryKey: PROVIDERS_KEY }),
      ]),
  });
}

/** Every field of a game at once (its switch is its own call). */
export function useSaveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, request }: { gameId: number; request: AdminCasinoGameRequest }) =>
      api.send<AdminCasinoGame>('PUT', CASINO_PATHS.game(gameId), request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
        // A category's game count follows the game's categories.
        queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
      ]),
  });
}

// ── Categories ───────────────────────────────────────────────────────────────────────────────────

export function useCategories() {
  return useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: ({ signal }) => api.get<AdminCasinoCategory[]>(CASINO_PATHS.categories, undefined, signal),
  });
}

/** Creates (no id) or replaces a category. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number | null; request: AdminCasinoCategoryRequest }) =>
      id === null
        ? api.send<AdminCasinoCategory>('POST', CASINO_PATHS.categories, request)
        : api.send<AdminCasinoCategory>('PUT', CASINO_PATHS.category(id), request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}

/**
 * The categories in a new order: every id once, as the server requires. The list shows the new order
 * at once and is read again afterwards (or put back when the server refuses).
 */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: AdminCasinoCategory[]) =>
      api.send<unknown>('POST', CASINO_PATHS.categoriesReorder, {
        ids: ordered.map((category) => category.id),
      }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: CATEGORIES_KEY });
      const before = queryClient.getQueryData<AdminCasinoCategory[]>(CATEGORIES_KEY);
      queryClient.setQueryData(CATEGORIES_KEY, ordered);
      return { before };
    },
    onError: (_error, _ordered, context) => {
      if (context?.before) queryClient.setQueryData(CATEGORIES_KEY, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}

/** The list with the item at `index` swapped with its neighbour (`step` -1: up, 1: down). */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...items];
  const other = index + step;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

// ── Jackpots ─────────────────────────────────────────────────────────────────────────────────────

export function useJackpots() {
  return useQuery({
    queryKey: JACKPOTS_KEY,
    queryFn: ({ signal }) => api.get<AdminJackpot[]>(CASINO_PATHS.jackpots, undefined, signal),
  });
}

/** Every level of a jackpot at once (the server refuses a missing or repeated level); the lobbies follow. */
export function useSaveJackpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, request }: { name: string; request: AdminJackpotRequest }) =>
      api.send<AdminJackpot>('PUT', CASINO_PATHS.jackpot(name), request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JACKPOTS_KEY }),
  });
}

// ── Pictures: the shared library (lib/api/media.ts) ──────────────────────────────────────────────

export {
  MEDIA_ACCEPT,
  formatBytes,
  pictureProblem as uploadProblem,
  pictureSrc,
  useMedia,
  useUpload as useUploadPicture,
} from '../../lib/api/media.ts';

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────

export { fieldErrorsOf, doneMessage } from '../../lib/api/answers.ts';
