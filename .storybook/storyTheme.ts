import { isColorScheme, type ColorScheme } from '../src/ui/theme/colorScheme.ts';

/**
 * The story tests run once per theme: the Vitest project `storybook-dark` builds with STORYBOOK_THEME=dark,
 * so every story's play test and axe check also run in the dark theme.
 */
const testTheme = import.meta.env.STORYBOOK_THEME as string | undefined;

/** The color scheme a story shows: the test project's theme, else the toolbar's. */
export function storyColorScheme(globals: Record<string, unknown>): ColorScheme {
  const theme: unknown = testTheme ?? globals.theme;
  return isColorScheme(theme) ? theme : 'system';
}
