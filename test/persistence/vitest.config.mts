import { defineConfig } from 'vitest/config';

// Used by scripts/test.mjs only while the unit config (vitest.config.mts) does
// not yet include test/persistence; same settings as the unit config.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/persistence/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60000,
    pool: 'forks',
  },
});
