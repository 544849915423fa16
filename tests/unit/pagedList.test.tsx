import { keepPreviousData, QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { usePagedList } from '../../src/api/paging.ts';
import type { Page } from '../../src/shared/accounts.ts';
import { createUrlListState, NO_FILTERS, type ListState, type NoFilters } from '../../src/stores/listState.ts';

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '/');
});

/** A list whose answers the test gives by hand, one promise per call. */
function listOf(answer: (state: ListState<NoFilters>) => Promise<Page<{ id: number }>>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const list = createUrlListState(NO_FILTERS);
  const query = (state: ListState<NoFilters>) =>
    queryOptions({
      queryKey: ['things', state.page, state.search],
      queryFn: () => answer(state),
      placeholderData: keepPreviousData,
    });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, list, hook: renderHook(() => usePagedList(list, query), { wrapper }) };
}

const page = (count: number, ...ids: number[]) => ({
  count,
  next: null,
  previous: null,
  results: ids.map((id) => ({ id })),
});

describe('a paged list', () => {
  it('shows loading while it has no rows or another page’s, not while it asks again for the rows it shows', async () => {
    const answers: Array<(rows: Page<{ id: number }>) => void> = [];
    const { client, list, hook } = listOf(() => new Promise((resolve) => answers.push(resolve)));
    expect(hook.result.current.table).toEqual({ items: [], isLoading: true });

    act(() => answers.shift()!(page(41, 1, 2)));
    await waitFor(() => expect(hook.result.current.table).toEqual({ items: [{ id: 1 }, { id: 2 }], isLoading: false }));
    expect(hook.result.current.pagination).toMatchObject({ page: 1, pageCount: 3 });

    // Page 2: page 1's rows stay, loading, until its own come.
    act(() => list.setPage(2));
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(hook.result.current.table).toEqual({ items: [{ id: 1 }, { id: 2 }], isLoading: true });
    act(() => answers.shift()!(page(41, 3)));
    await waitFor(() => expect(hook.result.current.table).toEqual({ items: [{ id: 3 }], isLoading: false }));

    // Asked again (a refresh, or after a change made elsewhere): the rows shown are the page's own, not loading.
    act(() => void client.invalidateQueries());
    await waitFor(() => expect(hook.result.current.query.isFetching).toBe(true));
    expect(hook.result.current.table.isLoading).toBe(false);
    act(() => answers.shift()!(page(41, 4)));
    await waitFor(() => expect(hook.result.current.table.items).toEqual([{ id: 4 }]));
  });

  it('starts over at page 1 when a page is past the end, without showing a failure', async () => {
    history.replaceState(null, '', '/?page=5');
    const answer = vi.fn(async (state: ListState<NoFilters>) => {
      if (state.page > 1) throw new ApiError(404, { detail: 'Invalid page.' });
      return page(1, 1);
    });
    const { hook } = listOf(answer);
    expect(hook.result.current.state.page).toBe(5);

    await waitFor(() => expect(hook.result.current.state.page).toBe(1));
    expect(location.search).toBe('');
    await waitFor(() => expect(hook.result.current.table.items).toEqual([{ id: 1 }]));
    expect(hook.result.current.loadError.isFailed).toBe(false);
  });

  it('says a failed page is failed, with Try again asking again', async () => {
    let fails = true;
    const { hook } = listOf(async () => {
      if (fails) throw new ApiError(500, { detail: 'Down.' });
      return page(1, 1);
    });
    await waitFor(() => expect(hook.result.current.loadError).toMatchObject({ isFailed: true, reason: 'Down.' }));

    fails = false;
    act(() => hook.result.current.loadError.onRetry());
    await waitFor(() => expect(hook.result.current.table.items).toEqual([{ id: 1 }]));
    expect(hook.result.current.loadError.isFailed).toBe(false);
  });
});
