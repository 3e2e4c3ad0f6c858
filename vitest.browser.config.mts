import { defineConfig } from 'vitest/config';

// Real-browser end-to-end tests: the built app served by the web host and
// driven with playwright-core in Debian's Chromium. Run after `npm run build`.
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120000,
    hookTimeout: 120000,
    pool: 'forks',
    fileParallelism: false,
  },
});
