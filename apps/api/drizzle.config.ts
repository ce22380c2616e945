import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @lale/api` writes SQL migrations for src/db/schema.ts into ./drizzle;
// they are committed and applied at start-up (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
