import { withReason } from './errors.ts';

/**
 * How the API layer tells the person what a mutation did. The shell provides the notifier (the design system's
 * toasts), as it provides the session to the API client; the API layer imports no UI.
 */
export interface Notifier {
  success(text: string): void;
  error(text: string): void;
}

let current: Notifier | null = null;

export function provideNotifier(notifier: Notifier): void {
  current = notifier;
}

/** The texts a mutation shows, carried in its `meta`: a text, or a function of the result or the error. */
export type MutationToasts = {
  /** Shown when it succeeds. */
  success?: string | ((data: unknown) => string);
  /**
   * Shown when it fails: a fixed text (spec 8's generic one, shown with the server's reason beside it), or one read
   * from the error (e.g. by its code), or none.
   */
  error?: string | ((error: unknown) => string | undefined);
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationToasts;
  }
}

const textOf = <T>(text: string | ((value: T) => string | undefined) | undefined, value: T) =>
  typeof text === 'function' ? text(value) : text;

/** MutationCache callbacks: every mutation's toasts are shown here, and only here. */
export const mutationToasts = {
  onSuccess: (data: unknown, _variables: unknown, _context: unknown, mutation: { meta?: MutationToasts }) => {
    const text = textOf(mutation.meta?.success, data);
    if (text) current?.success(text);
  },
  onError: (error: unknown, _variables: unknown, _context: unknown, mutation: { meta?: MutationToasts }) => {
    // A fixed text is spec 8's generic one: the server's reason goes beside it. A function words it itself.
    const failure = mutation.meta?.error;
    const text = typeof failure === 'string' ? withReason(failure)(error) : textOf(failure, error);
    if (text) current?.error(text);
  },
};

/**
 * Runs a call with the toasts a mutation's `meta` would show, through the same callbacks, for a page that does not
 * load TanStack Query (the signed-out screens: their budget has no room for it). As with `mutateAsync`, the toast
 * is asked for before the returned promise settles, and a failure is thrown on.
 */
export function withToasts<T>(toasts: MutationToasts, call: () => Promise<T>): Promise<T> {
  const mutation = { meta: toasts };
  return call().then(
    (data) => {
      mutationToasts.onSuccess(data, undefined, undefined, mutation);
      return data;
    },
    (error: unknown) => {
      mutationToasts.onError(error, undefined, undefined, mutation);
      throw error;
    },
  );
}
