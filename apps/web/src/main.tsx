import './lib/ui/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createQueryClient } from './app/queryClient.ts';
import { createAppRouter } from './app/router.ts';
import { logout } from './app/sessionActions.ts';
import { runStartup } from './app/startup.ts';
import { warmStartupPopup } from './features/cms/overlays.ts';
import { setLogoutHandler } from './lib/api/index.ts';
import { bootstrapQueryKey } from './lib/bootstrap.ts';

const router = createAppRouter();
const queryClient = createQueryClient();

// Spec §4: a 401 on any call logs the user out. Without telling the server: the token is already
// dead, so the call would just answer 401 again.
setLogoutHandler(() => logout({ navigate: (to) => router.navigate(to), queryClient }, { tellServer: false }));

function render(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  // A transition renders concurrently: React yields to the browser every few milliseconds instead of
  // building the whole first page in one long task, so the page answers input while it appears. The
  // boot splash stays on screen until the render commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

runStartup()
  .then(({ bootstrap }) => {
    if (!bootstrap) return;
    queryClient.setQueryData(bootstrapQueryKey, bootstrap);
    return warmStartupPopup(bootstrap.popup);
  })
  // Start-up never stops the site: whatever failed, the page still renders.
  .catch((error: unknown) => console.error('start-up failed', error))
  .finally(render);
