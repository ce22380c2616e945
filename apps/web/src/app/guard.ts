import { useLayoutEffect } from 'react';
import { replace, useLocation } from 'react-router';
import { useSession } from '../lib/session.ts';

/*
 * Guarded routes (spec §2, §6): the account area, the game page and the deposit route. A visitor's
 * navigation there is refused and the login dialog opens instead; the page they were on stays.
 * On a direct load there is no page yet, so home is shown with the login dialog open.
 */
let committedPath: string | null = null;

/** Mounted in the layout: remembers the page on screen, where a refused navigation returns to. */
export function useRememberCurrentPage(): void {
  const { pathname, search, hash } = useLocation();
  // A layout effect: it runs as the page commits, so a navigation started right after sees it.
  useLayoutEffect(() => {
    committedPath = pathname + search + hash;
  }, [pathname, search, hash]);
}

/** Route loader of every guarded route. */
export function requireLogin(): null {
  if (useSession.getState().isLoggedIn) return null;
  useSession.getState().openDialog('login');
  // `replace`, so the refused attempt leaves no history entry.
  throw replace(committedPath ?? '/');
}

/** Test seam: a fresh page life has shown no page yet. */
export function forgetCurrentPageForTests(): void {
  committedPath = null;
}
