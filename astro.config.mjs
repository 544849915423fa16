// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The console: Astro pages rendered on the server (redirects, runtime config), one React island per screen.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  server: { port: 4321, host: true },
  devToolbar: { enabled: false },
  vite: {
    plugins: [vanillaExtractPlugin()],
  },
});
