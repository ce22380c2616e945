import {
  ADMIN_CMS_PATHS,
  API_ENDPOINTS,
  type AdminCmsCollection,
  type AdminSiteOption,
  type AdminTranslation,
  type AdminTranslationInput,
  type Bootstrap,
} from '@lale/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requestAnswer, type Answer } from '../../lib/api/client.ts';

/*
 * The Content screen's reads and writes (issue #27), on the contracts' path tables
 * (admin-cms.ts, admin-media.ts). Every write re-reads the list it changed; the writes answer the
 * server's message with the data, so the screen can show it.
 */

const collectionKey = (name: AdminCmsCollection) => ['content', name] as const;
const TRANSLATIONS_KEY = ['content', 'translations'] as const;
const SITE_OPTIONS_KEY = ['content', 'site-options'] as const;

/** `/api/admin/cms/<c>/<id>` */
export const itemPath = (name: AdminCmsCollection, id: number) => `${ADMIN_CMS_PATHS[name]}/${id}`;
const reorderPath = (name: AdminCmsCollection) => `${ADMIN_CMS_PATHS[name]}/reorder`;
const siteOptionPath = (key: string) => `${ADMIN_CMS_PATHS.siteOptions}/${encodeURIComponent(key)}`;
const translationPath = (locale: string, key: string) =>
  `${ADMIN_CMS_PATHS.translations}/${encodeURIComponent(locale)}/${encodeURIComponent(key)}`;

// ── Id-keyed collections ─────────────────────────────────────────────────────────────────────────

export function useCollection<Item>(name: AdminCmsCollection) {
  return useQuery({
    queryKey: collectionKey(name),
    queryFn: ({ signal }) => api.get<Item[]>(ADMIN_CMS_PATHS[name], undefined, signal),
  });
}

/** Create (no id) or replace every field (an id) of one item. */
export function useSaveItem<Item, Input>(name: AdminCmsCollection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: Input }): Promise<Answer<Item>> =>
      id === null
        ? requestAnswer<Item>('POST', ADMIN_CMS_PATHS[name], { body: input })
        : requestAnswer<Item>('PUT', itemPath(name, id), { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKey(name) }),
  });
}

export function useCollectionChanged(name: AdminCmsCollection) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: collectionKey(name) });
}

export const deleteItem = (name: AdminCmsCollection, id: number) =>
  requestAnswer<null>('DELETE', itemPath(name, id));

/** The new order: every id of the collection exactly once; the answer is the list in that order. */
export function useReorder<Item>(name: AdminCmsCollection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => requestAnswer<Item[]>('POST', reorderPath(name), { body: { ids } }),
    onSuccess: ({ data }) => queryClient.setQueryData(collectionKey(name), data),
  });
}

/**
 * The ids with the item at `from` and the one at `to` swapped: a move within its group (a slug's
 * carousel, a footer category), the rest of the order kept.
 */
export function swapped(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export type ContentCategory = { id: number; name: string };

/**
 * The footer categories a page may go in, with their names: the admin API has no list of them, so they
 * are read from the site's own bootstrap (same origin). When that cannot be read (a back office on
 * an origin of its own, where only /api/admin answers cross-origin), the page editor takes the number.
 */
export function useContentCategories() {
  return useQuery({
    queryKey: ['content', 'categories'],
    queryFn: async ({ signal }): Promise<ContentCategory[]> => {
      const bootstrap = await api.get<Pick<Bootstrap, 'categoryList'>>(
        API_ENDPOINTS.cmsGrouped.path,
        undefined,
        signal,
      );
      return (bootstrap.categoryList ?? []).map(({ id, name }) => ({ id, name }));
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

// ── Pictures: the shared library (lib/api/media.ts) ──────────────────────────────────────────────

export {
  formatBytes,
  pictureProblem,
  pictureSrc,
  readBase64,
  useMedia,
  useUpload,
} from '../../lib/api/media.ts';

// ── Translations and site options ────────────────────────────────────────────────────────────────

export function useTranslations() {
  return useQuery({
    queryKey: TRANSLATIONS_KEY,
    queryFn: ({ signal }) => api.get<AdminTranslation[]>(ADMIN_CMS_PATHS.translations, undefined, signal),
  });
}

/** Create or replace the text of one key in one locale (PUT /translations, the row in the body). */
export function useSaveTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: AdminTranslationInput) =>
      requestAnswer<AdminTranslation>('PUT', ADMIN_CMS_PATHS.translations, { body: row }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSLATIONS_KEY }),
  });
}

export function useTranslationsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TRANSLATIONS_KEY });
}

export const deleteTranslation = (locale: string, key: string) =>
  requestAnswer<null>('DELETE', translationPath(locale, key));

export function useSiteOptions() {
  return useQuery({
    queryKey: SITE_OPTIONS_KEY,
    queryFn: ({ signal }) => api.get<AdminSiteOption[]>(ADMIN_CMS_PATHS.siteOptions, undefined, signal),
  });
}

export function useSaveSiteOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: AdminSiteOption) =>
      requestAnswer<AdminSiteOption>('PUT', siteOptionPath(key), { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SITE_OPTIONS_KEY }),
  });
}

export function useSiteOptionsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SITE_OPTIONS_KEY });
}

export const deleteSiteOption = (key: string) => requestAnswer<null>('DELETE', siteOptionPath(key));

// ── The server's refusals, field by field ────────────────────────────────────────────────────────

export { fieldErrorsOf, doneMessage } from '../../lib/api/answers.ts';
