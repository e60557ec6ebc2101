/**
 * The Vitest settings every service's test run shares (`@mindset/service-kit/vitest`): its tests in
 * `test/`, a global setup at `test/support/globalSetup.ts` (the PGlite template, old schemas dropped).
 * Plain JavaScript: Vitest loads a config's packages with Node, which runs no TypeScript.
 */
export const serviceTestOptions = {
  include: ['test/**/*.test.ts'],
  globalSetup: ['./test/support/globalSetup.ts'],
  // Test files share one module graph per worker: loading Fastify, PGlite and each service's own
  // heavy modules once instead of once per file saves most of the suite's CPU. Each file opens its
  // own database, so no test relies on module state.
  isolate: false,
  // Generous: the machine's CPUs are shared, and PGlite starts slowly under load.
  testTimeout: 30_000,
  hookTimeout: 90_000,
};
