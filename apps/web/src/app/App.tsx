import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { ToastHost } from '../lib/ui/ToastHost.tsx';
import type { AppRouter } from './router.ts';

/** Providers around the router: server state, then pages; toasts sit beside them (spec §9). */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>
  );
}
