import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Generous: the machine's CPUs are shared, and PGlite starts slowly under load.
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
