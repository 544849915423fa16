import { useEffect, useMemo, useRef } from 'react';

export interface DebouncedCallback<A extends unknown[]> {
  (...args: A): void;
  /** Runs the pending call now (e.g. on Enter). */
  flush(): void;
  cancel(): void;
}

/** The one debounce of the design system: calls `callback` once `delayMs` have passed without a new call. */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): DebouncedCallback<A> {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });

  const debounced = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: A | undefined;
    const run = () => {
      timer = undefined;
      if (pending) {
        const args = pending;
        pending = undefined;
        latest.current(...args);
      }
    };
    const fn = ((...args: A) => {
      pending = args;
      clearTimeout(timer);
      timer = setTimeout(run, delayMs);
    }) as DebouncedCallback<A>;
    fn.flush = () => {
      clearTimeout(timer);
      run();
    };
    fn.cancel = () => {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    };
    return fn;
  }, [delayMs]);

  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
