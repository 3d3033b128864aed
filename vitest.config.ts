import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/api', 'apps/web'],
    // Two cores: more workers only make the database-backed files fight for CPU.
    maxWorkers: 2,
  },
});
