import { apiUrl, withQuery, type Query } from '../../lib/api/client.ts';

/*
 * A list's state lives in the page URL, with the names the API's lists read (API.md "Lists"): `skip`,
 * `take`, `sort`, `dir` and one parameter per filter. So a reload, the back button and a shared link
 * show the same page of the same list, and the URL's query IS the API's query: the CSV export is the
 * same query on the list's `/export` twin, without the paging.
 */

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_TAKE = 20;
export const MAX_TAKE = 100;

export type SortDir = 'asc' | 'desc';
export type ListSort = { sort: string; dir: SortDir };

export type ListState = {
  skip: number;
  take: number;
  sort: ListSort | null;
  filters: Record<string, string>;
};

function whole(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value >= 0 ? Math.min(value, max) : fallback;
}

/** The list's state from the URL; a missing or broken value falls back to the default. */
export function readListState(
  params: URLSearchParams,
  filterNames: readonly string[],
  defaults: { sort?: ListSort; take?: number } = {},
): ListState {
  const sort = params.get('sort');
  const dir: SortDir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    skip: whole(params.get('skip'), 0),
    take: Math.max(1, whole(params.get('take'), defaults.take ?? DEFAULT_TAKE, MAX_TAKE)),
    sort: sort ? { sort, dir } : (defaults.sort ?? null),
    filters,
  };
}

/** What the API is asked for: fixed parameters (a player's id, a payment type), then the URL's state. */
export function listQuery(state: ListState, fixed: Query = {}): Query {
  return {
    ...fixed,
    ...state.filters,
    ...(state.sort ? { sort: state.sort.sort, dir: state.sort.dir } : {}),
    skip: state.skip,
    take: state.take,
  };
}

/** The CSV twin's link: the same query without the paging (the export answers every row, capped). */
export function exportHref(listPath: string, query: Query): string {
  const { skip: _skip, take: _take, ...rest } = query;
  return apiUrl(withQuery(`${listPath}/export`, rest));
}

/** The URL after a change: paging restarts at the first row whenever sort or filters change. */
export function nextParams(
  params: URLSearchParams,
  changes: Record<string, string | number | null>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  if (!('skip' in changes)) next.delete('skip');
  return next;
}
