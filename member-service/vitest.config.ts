import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/support/globalSetup.ts'],
    // Loading Fastify, sharp and PGlite once per worker instead of once per file saves most of
    // the suite's CPU; each file opens its own database, so no test relies on module state.
    isolate: false,
    // Generous: the machine's CPUs are shared, and PGlite starts slowly under load.
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
