import { defineProject } from 'vitest/config';

// Each test file builds its own app on a fresh database (PGlite in memory, or a fresh schema
// on the PostgreSQL server named by DATABASE_URL), so files may run in parallel.
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
