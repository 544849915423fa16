// The console's own client directives (astro.config.mjs registers them).
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the person's first sign of intent (src/directives/hydrateOnIntent.ts). */
    'client:intent'?: boolean;
  }
}
export {};
