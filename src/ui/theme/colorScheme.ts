/**
 * The color scheme switch. `system` follows the operating system's light/dark setting (a media query in
 * theme.css.ts); `light` and `dark` pin one theme by setting data-theme on the document element.
 */
export const colorSchemes = ['system', 'light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

export const colorSchemeLabels: Record<ColorScheme, string> = { system: 'System', light: 'Light', dark: 'Dark' };

export function isColorScheme(value: unknown): value is ColorScheme {
  return colorSchemes.includes(value as ColorScheme);
}

/** Applies a scheme to the document (default: this document's root element). */
export function applyColorScheme(scheme: ColorScheme, root: HTMLElement = document.documentElement): void {
  if (scheme === 'system') delete root.dataset.theme;
  else root.dataset.theme = scheme;
}
