import { lazy, Suspense, useState } from 'react';
import { useMenu } from '../menuStore.ts';

/*
 * The game search dialog is its own chunk (radix Dialog, the results list): loaded the first time the
 * search opens, then kept mounted so reopening is instant.
 */
const SearchDialog = lazy(() => import('./SearchDialog.tsx'));

export function SearchHost() {
  const open = useMenu((state) => state.searchOpen);
  const [wanted, setWanted] = useState(open);
  // Adjusting state during render (React's documented pattern): once wanted, always mounted.
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog />
    </Suspense>
  );
}
