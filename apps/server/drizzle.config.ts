import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @depot/server` writes a migration for every schema change; the
// server applies them at start (src/db/client.ts). Commit the generated SQL. The schema is the
// platform's tables and each area's own (docs/adding-an-area.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema/index.ts', './src/modules/*/tables.ts'],
  out: './drizzle',
});
