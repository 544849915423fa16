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
  /** Shown when it fails: a fixed text (spec 8), or one read from the error (e.g. by its code). */
  error?: string | ((error: unknown) => string);
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationToasts;
  }
}

const textOf = <T>(text: string | ((value: T) => string) | undefined, value: T) =>
  typeof text === 'function' ? text(value) : text;

/** MutationCache callbacks: every mutation's toasts are shown here, and only here. */
export const mutationToasts = {
  onSuccess: (data: unknown, _variables: unknown, _context: unknown, mutation: { meta?: MutationToasts }) => {
    const text = textOf(mutation.meta?.success, data);
    if (text) current?.success(text);
  },
  onError: (error: unknown, _variables: unknown, _context: unknown, mutation: { meta?: MutationToasts }) => {
    const text = textOf(mutation.meta?.error, error);
    if (text) current?.error(text);
  },
};
