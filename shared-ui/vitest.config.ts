import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { environment: 'jsdom', globals: true, setupFiles: ['../federation-config/vitest.setup.mjs'] },
});
