import { defineProject } from 'vitest/config';

// Each test file builds its own app on a fresh copy of one seeded template (PGlite in memory, or a
// database on the PostgreSQL server named by DATABASE_URL), so files may run in parallel. The
// files hold no module state of their own (no module mocks), so a worker keeps its imports from
// one file to the next instead of loading the whole app again for each.
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
