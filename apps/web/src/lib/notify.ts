import { TOAST_LOADING_AUTO_CLOSE_MS } from '@lale/contracts';
import type { Id, toast as ToastApi, ToastOptions } from 'react-toastify/unstyled';

/*
 * The only way features show a toast. Placement, limit and timing live in ToastHost (spec §9); this
 * module just picks the kind, so no feature configures toasts itself.
 *
 * The toast library is a chunk of its own, fetched at the first toast of a page: a first page shows
 * none, so it stays off the first page's JavaScript. Calls made while it is on its way run in order
 * once it has arrived; ToastHost mounts the outlet then, and toasts made before that wait in the
 * library's own queue until it does.
 */
type Toast = typeof ToastApi;
type Options = Pick<ToastOptions, 'toastId'>;
type Notify = (message: string, options?: Options) => void;

let library: Promise<Toast> | undefined;
const requestListeners = new Set<() => void>();

/** The toast library, fetched once, on the first call. */
export function loadToastLibrary(): Promise<Toast> {
  if (!library) {
    library = import('react-toastify/unstyled').then((module) => module.toast);
    requestListeners.forEach((listener) => listener());
  }
  return library;
}

/** For ToastHost (useSyncExternalStore): whether a toast has been asked for yet. */
export const toastLibraryRequest = {
  subscribe(listener: () => void): () => void {
    requestListeners.add(listener);
    return () => requestListeners.delete(listener);
  },
  requested: (): boolean => library !== undefined,
};

function withToast(use: (toast: Toast) => void): void {
  void loadToastLibrary().then(use);
}

let loadingToasts = 0;

/**
 * react-toastify never auto-closes a loading toast, so the spec's 30 s limit is enforced here; a
 * caller normally ends it sooner with `dismissToast` once the work is done. The id is chosen here, as
 * the library may not have arrived yet.
 */
function loading(message: string, options?: Options): Id {
  loadingToasts += 1;
  const id = options?.toastId ?? `loading-${loadingToasts}`;
  withToast((toast) => toast.loading(message, { ...options, toastId: id }));
  window.setTimeout(() => dismissToast(id), TOAST_LOADING_AUTO_CLOSE_MS);
  return id;
}

export const notify: Record<'success' | 'error' | 'info' | 'warning', Notify> & {
  loading: (message: string, options?: Options) => Id;
} = {
  success: (message, options) => withToast((toast) => toast.success(message, options)),
  error: (message, options) => withToast((toast) => toast.error(message, options)),
  info: (message, options) => withToast((toast) => toast.info(message, options)),
  warning: (message, options) => withToast((toast) => toast.warning(message, options)),
  loading,
};

/** Ends a loading toast (or any other) early. */
export function dismissToast(id?: Id): void {
  withToast((toast) => toast.dismiss(id));
}
