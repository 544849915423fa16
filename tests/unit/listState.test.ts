import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUrlListState, NO_FILTERS } from '../../src/stores/listState.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

describe('a list state kept in the address', () => {
  it('follows back and forward while it is watched', () => {
    const list = createUrlListState(NO_FILTERS);
    const stop = list.$state.listen(() => undefined);
    list.setSearch('dental');
    expect(location.search).toBe('?search=dental');
    history.replaceState(null, '', '/?search=ortho&page=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(list.$state.get()).toEqual({ search: 'ortho', page: 2, filters: {} });
    stop();
  });

  it('lets go of the window it listened to, even when the window is torn down by the time it stops watching', () => {
    vi.useFakeTimers();
    const list = createUrlListState(NO_FILTERS);
    const stop = list.$state.listen(() => undefined);
    stop();
    // A test's window is torn down before nanostores' one-second unmount delay has passed: its methods are gone.
    vi.stubGlobal('addEventListener', undefined);
    vi.stubGlobal('removeEventListener', undefined);
    expect(() => vi.advanceTimersByTime(1_500)).not.toThrow();
    vi.unstubAllGlobals();
    history.replaceState(null, '', '/?search=ortho');
    window.dispatchEvent(new PopStateEvent('popstate'));
    // `.value`, not `get()`: getting an unwatched store mounts it, which reads the address again.
    expect(list.$state.value?.search).toBe('');
  });
});
