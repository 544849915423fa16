import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isRefusal } from './errors.ts';
import { mutationToasts } from './notifier.ts';

/** How often a query that failed for want of an answer (unreachable API, 5xx) asks again while the page shows. */
export const TRANSIENT_ERROR_REFETCH_MS = 10_000;

/** The one QueryClient; every island wraps itself in a provider with this same instance. */
export const queryClient = new QueryClient({
  mutationCache: new MutationCache(mutationToasts),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by asking again; network blips and 5xx get two more tries.
      retry: (failureCount, error) => !isRefusal(error) && failureCount < 2,
      // A screen whose data failed that way recovers by itself once the API is back (its error text stays until then).
      refetchInterval: (query) =>
        query.state.status === 'error' && !isRefusal(query.state.error) ? TRANSIENT_ERROR_REFETCH_MS : false,
      refetchOnWindowFocus: false,
      // A query that has just failed is not asked again because a screen mounts to show it (a page's first queries
      // go out before its screen mounts): a refusal would be refused twice; a failure for want of an answer asks
      // again by itself (above), and the error view has Try again.
      retryOnMount: false,
    },
  },
});
