import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors.ts';
import { mutationToasts } from './notifier.ts';

/** The one QueryClient; every island wraps itself in a provider with this same instance. */
export const queryClient = new QueryClient({
  mutationCache: new MutationCache(mutationToasts),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by asking again; network blips and 5xx get two more tries.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});
