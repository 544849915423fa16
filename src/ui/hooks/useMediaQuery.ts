import { useCallback, useSyncExternalStore } from 'react';

function useMatch<T>(query: string, unknown: T): boolean | T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | T>(
    subscribe,
    () => window.matchMedia(query).matches,
    () => unknown,
  );
}

/** Whether a CSS media query matches now; re-renders when it changes. False where there is no window (SSR). */
export function useMediaQuery(query: string): boolean {
  return useMatch(query, false);
}

/**
 * Whether a CSS media query matches, or null where that is not known: while the server renders and the browser
 * hydrates what it sent. A component that renders one of two layouts by it renders both there, one hidden by the
 * same query in CSS, so a server-rendered page is right on first paint and nothing jumps; a component rendered in
 * the browser (the signed-in islands) knows from its first render and renders only the one shown.
 */
export function useMediaQueryOrUnknown(query: string): boolean | null {
  return useMatch(query, null);
}
