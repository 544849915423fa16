import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../src/ui/theme/theme.css.ts';
import { apiBaseUrl } from '../src/api/config.ts';
import { applyColorScheme } from '../src/ui/theme/colorScheme.ts';
import { storyColorScheme } from './storyTheme.ts';

/** Applies the chosen theme to the document, as the console's theme switch does. */
const withTheme: Decorator = (Story, context) => {
  applyColorScheme(storyColorScheme(context.globals));
  return <Story />;
};

/**
 * Mock Service Worker for the screen stories (Screens/*): the worker script is served from .storybook/public (the
 * `staticDirs` of main.ts, which the Vitest plugin serves too), and each story puts the handlers of
 * tests/support/api-mocks in with `beforeEach({ msw }) { msw.use(...) }`; they are reset between stories. A call to
 * the API that no handler answers fails (and says which), instead of reaching a real API on port 8000.
 */
async function startMockWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (request.url.startsWith(`${apiBaseUrl()}/`)) print.error();
    },
  });
  return worker;
}

/**
 * React Aria's live announcer outlives a story: a pending Button announces itself with a node that
 * points at the button by id. Clear it between stories so axe does not see a dangling reference.
 */
function clearLiveAnnouncer() {
  document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
}

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader(startMockWorker)],
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
    // Every story fails its test on any axe violation. React Aria's live announcer is left out: what it holds was
    // spoken when it was added, and for 7 s after a pending button has gone it keeps a note that points at the
    // button's id, which axe would report as an image without a name.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
};
export default preview;
