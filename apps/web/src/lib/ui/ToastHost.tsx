import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastLibraryRequest } from '../notify.ts';

/*
 * Where toasts appear (spec §9; the outlet's settings are in ToastOutlet). The outlet and the toast
 * library are a chunk of their own, mounted once the page asks for its first toast (lib/notify.ts), so
 * a first page that shows none does not load them.
 */
const ToastOutlet = lazy(() =>
  import('./ToastOutlet.tsx').then((module) => ({ default: module.ToastOutlet })),
);

export function ToastHost() {
  const requested = useSyncExternalStore(
    toastLibraryRequest.subscribe,
    toastLibraryRequest.requested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  );
}
