import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  casing: 'snake_case',
  schema: './apps/api/src/db/schema/*.ts',
  out: './apps/api/src/db/migrations',
});
