import { defineConfig } from 'vitest/config';

// Unit and engine tests (Node). Browser tests live in test/browser and run
// through vitest.browser.config.mts after a build.
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/engine/**/*.test.ts', 'test/cases/**/*.test.ts', 'test/corpus/**/*.test.ts', 'test/main/**/*.test.ts', 'test/cli/**/*.test.ts', 'test/persistence/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    pool: 'forks',
  },
});
