import { TOAST_LOADING_AUTO_CLOSE_MS } from '@lale/contracts';
import { toast, type Id, type ToastOptions } from 'react-toastify/unstyled';

/*
 * The only way features show a toast. Placement, limit and timing live in ToastHost (spec §9); this
 * module just picks the kind, so no feature configures toasts itself.
 */
type Notify = (message: string, options?: Pick<ToastOptions, 'toastId'>) => Id;

/**
 * react-toastify never auto-closes a loading toast, so the spec's 30 s limit is enforced here; a
 * caller normally ends it sooner with `dismissToast` once the work is done.
 */
function loading(message: string, options?: Pick<ToastOptions, 'toastId'>): Id {
  const id = toast.loading(message, options);
  window.setTimeout(() => toast.dismiss(id), TOAST_LOADING_AUTO_CLOSE_MS);
  return id;
}

export const notify: Record<'success' | 'error' | 'info' | 'warning' | 'loading', Notify> = {
  success: (message, options) => toast.success(message, options),
  error: (message, options) => toast.error(message, options),
  info: (message, options) => toast.info(message, options),
  warning: (message, options) => toast.warning(message, options),
  loading,
};

/** Ends a loading toast (or any other) early. */
export function dismissToast(id?: Id): void {
  toast.dismiss(id);
}
