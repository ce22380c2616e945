import './lib/ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createQueryClient } from './app/queryClient.ts';
import { createAppRouter } from './app/router.ts';
import { logout } from './app/sessionActions.ts';
import { runStartup } from './app/startup.ts';
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
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

runStartup()
  .then(({ bootstrap }) => {
    if (bootstrap) queryClient.setQueryData(bootstrapQueryKey, bootstrap);
  })
  // Start-up never stops the site: whatever failed, the page still renders.
  .catch((error: unknown) => console.error('start-up failed', error))
  .finally(render);
