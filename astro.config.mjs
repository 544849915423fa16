// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

// The console: Astro pages rendered on the server (redirects, runtime config), one React island per screen.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  server: { port: 4321, host: true },
  devToolbar: { enabled: false },
  vite: {
    // The console is in English: ship react-aria's strings for en-US only.
    plugins: [vanillaExtractPlugin(), optimizeLocales.vite({ locales: ['en-US'] })],
  },
});
