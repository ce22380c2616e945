import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api/index.ts';

/*
 * Server state lives in TanStack Query. A refusal (success:false), 401 or 403 is an answer, not a
 * glitch, so only network failures and unexpected answers are retried, once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && (!isApiError(error) || error.kind === 'network' || error.kind === 'unexpected'),
      },
      mutations: { retry: false },
    },
  });
}
