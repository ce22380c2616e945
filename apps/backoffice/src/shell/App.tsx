import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { loadSession, sessionStore, useSession } from '../lib/session.ts';
import { AppRoutes } from './AppRoutes.tsx';

export const BASENAME = '/backoffice';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Operators act on what they see: a list is re-read when they come back to it, not kept for long.
      queries: {
        staleTime: 15_000,
        retry: (count, error) => count < 1 && !('status' in error && error.status),
      },
    },
  });
}

/** Nothing one member saw stays in memory for the next one to sign in on this browser. */
function useForgetDataOnSignOut(queryClient: QueryClient): void {
  const { status } = useSession();
  useEffect(() => {
    if (status === 'signedOut') queryClient.clear();
  }, [status, queryClient]);
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useForgetDataOnSignOut(queryClient);
  useEffect(() => {
    if (sessionStore.get().status === 'unknown') void loadSession();
  }, []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter basename={BASENAME}>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
