import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/lib/testing/setup.ts'],
    css: false,
    // Component tests render whole pages; a loaded 2-core CI machine needs more than 5 s.
    testTimeout: 20_000,
  },
});
