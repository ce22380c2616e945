import { lazy, type ComponentType } from 'react';

/*
 * The signed-in half of the header (account controls, the notification bell and its live list) is a
 * chunk of its own, so a visitor's first page does not carry it. Start-up waits for it when a session
 * exists (main.tsx) and the dialogs chunk, where a login happens, fetches it ahead: it then renders
 * directly, in the same frame as the rest of the header.
 */
let loaded: ComponentType | null = null;

export function loadAccountActions(): Promise<ComponentType> {
  return import('./AccountActions.tsx').then((module) => (loaded = module.AccountActions));
}

/** Fetches the chunk ahead; never fails (without it the controls load when shown). */
export async function warmAccountActions(): Promise<void> {
  await loadAccountActions().catch(() => undefined);
}

const LazyAccountActions = lazy(() => loadAccountActions().then((component) => ({ default: component })));

/** The controls themselves when their chunk is here (no suspended render), else their lazy stand-in. */
export function accountActionsComponent(): ComponentType {
  return loaded ?? LazyAccountActions;
}
