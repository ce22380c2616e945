import './lib/ui/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createQueryClient } from './app/queryClient.ts';
import { createAppRouter, type AppRouter } from './app/router.ts';
import { logout } from './lib/sessionActions.ts';
import { runStartup } from './app/startup.ts';
import { warmStartupPopup } from './features/cms/index.ts';
import { setLogoutHandler } from './lib/api/index.ts';
import { bootstrapQueryKey } from './lib/bootstrap.ts';
import { useSession } from './lib/session.ts';
import { warmAccountActions } from './shell/Header/accountActions.ts';

/*
 * Start-up runs as a few separate tasks rather than one: evaluating the scripts, creating the router
 * (which starts fetching the first page's chunk), start-up (spec §4), the first render. In between,
 * the browser can paint the splash and answer input; on a slow phone one task holding all of it is
 * a quarter of a second in which a tap does nothing.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}

function render(router: AppRouter, queryClient: ReturnType<typeof createQueryClient>): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  // A transition renders concurrently: React yields to the browser every few milliseconds instead of
  // building the whole first page in one long task. The boot splash stays until the render commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

async function boot(): Promise<void> {
  // A signed-in visitor's header controls are a chunk of their own: fetched alongside start-up, and
  // the first render waits for them (as for the popup), so the header never shows without them.
  const accountActions = useSession.getState().isLoggedIn ? warmAccountActions() : Promise.resolve();
  await nextTask();
  const router = createAppRouter();
  const queryClient = createQueryClient();
  // Spec §4: a 401 on any call logs the user out. Without telling the server: the token is already
  // dead, so the call would just answer 401 again.
  setLogoutHandler(() =>
    logout({ navigate: (to) => router.navigate(to), queryClient }, { tellServer: false }),
  );
  await nextTask();
  try {
    const { bootstrap } = await runStartup();
    if (bootstrap) {
      queryClient.setQueryData(bootstrapQueryKey, bootstrap);
      await nextTask();
      await warmStartupPopup(bootstrap.popup);
    }
  } catch (error) {
    // Start-up never stops the site: whatever failed, the page still renders.
    console.error('start-up failed', error);
  }
  await accountActions;
  await nextTask();
  render(router, queryClient);
}

void boot();
