import { defineConfig } from 'vitest/config';
import { missingSharedSuites } from './vitest.config.mts';

// Real-browser end-to-end tests: the built app served by the web host and
// driven with playwright-core in Debian's Chromium. Run after `npm run build`.
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...missingSharedSuites().filter((g) => g.startsWith('test/browser/'))],
    environment: 'node',
    testTimeout: 120000,
    hookTimeout: 120000,
    pool: 'forks',
    fileParallelism: false,
  },
});
