import { persistentAtom } from '@nanostores/persistent';

/** Local-storage key of the color scheme preference; the document head reads it before first paint. */
export const COLOR_SCHEME_KEY = 'rescue-console.color-scheme';

/**
 * The person's color scheme preference ('system', 'light' or 'dark'; the design system defines and applies
 * them), kept in local storage and shared by every tab.
 */
export const $colorScheme = persistentAtom<string>(COLOR_SCHEME_KEY, 'system');

export function setColorScheme(scheme: string): void {
  $colorScheme.set(scheme);
}
