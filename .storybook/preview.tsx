import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/ui/theme/theme.css.ts';
import { applyColorScheme, isColorScheme } from '../src/ui/theme/colorScheme.ts';

/**
 * The story tests run once per theme: the Vitest project `storybook-dark` builds with STORYBOOK_THEME=dark,
 * so every story's play test and axe check also run in the dark theme.
 */
const testTheme = import.meta.env.STORYBOOK_THEME as string | undefined;

/** Applies the chosen theme to the document, as the console's theme switch does. */
const withTheme: Decorator = (Story, context) => {
  const theme: unknown = testTheme ?? context.globals.theme;
  applyColorScheme(isColorScheme(theme) ? theme : 'system');
  return <Story />;
};

/**
 * React Aria's live announcer outlives a story: a pending Button announces itself with a node that
 * points at the button by id. Clear it between stories so axe does not see a dangling reference.
 */
function clearLiveAnnouncer() {
  document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
}

const preview: Preview = {
  tags: ['autodocs'],
  beforeEach: clearLiveAnnouncer,
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Color theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'System' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story fails its test on any axe violation.
    a11y: { test: 'error' },
  },
};
export default preview;
