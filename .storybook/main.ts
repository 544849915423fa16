import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Mock Service Worker's script (`npx msw init .storybook/public`), for Storybook only: the console's public/ does
  // not ship it. The Vitest plugin serves these directories to the story tests as well.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // Storybook does not read astro.config: register vanilla-extract here too.
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Compiled .css.ts files import these runtimes, which the dependency scanner cannot see; lucide-react is
    // listed so its icons are one pre-bundled dependency. A dependency found late makes Vite re-optimize and
    // reload the page in the middle of a test run.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        'lucide-react',
        // The screen stories' islands: found only once a story renders (lazy tabs, routers), too late otherwise.
        '@nanostores/persistent',
        '@nanostores/react',
        '@nanostores/router',
        '@tanstack/react-form',
        '@tanstack/react-query',
        'msw',
        'msw/browser',
        'nanostores',
        'react-aria/mergeProps',
        'react-aria/useFocusRing',
        'react-aria/useHover',
        'react-aria/useMenu',
        'react-aria/useOverlayTrigger',
        'react-stately/useMenuTriggerState',
        'sonner',
      ],
    };
    return viteConfig;
  },
};
export default config;
