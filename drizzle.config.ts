import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes migrations here; the server applies them at start (src/server/db/migrate.ts). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
