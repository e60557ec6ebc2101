import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/support/globalSetup.ts'],
    // Test files share one module graph per worker: loading Fastify, the Stripe SDK and PGlite
    // once instead of once per file saves most of the suite's CPU. No test relies on module state.
    isolate: false,
    // Generous: the machine's CPUs are shared, and PGlite starts slowly under load.
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
