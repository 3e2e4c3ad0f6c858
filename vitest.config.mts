import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit and engine tests (Node). Browser tests live in test/browser and run
// through vitest.browser.config.mts after a build.

/**
 * Suites that read the shared regression cases or corpus (../shared next to
 * the repo, or $SKILLS_CASES / $SKILLS_CORPUS). CI always has them; a clone
 * elsewhere skips those suites with a loud banner instead of failing.
 */
export const SHARED_SUITES = {
  cases: ['test/cases/**/*.test.ts', 'test/engine/discovery/cases.test.ts', 'test/engine/parse/cases.test.ts'],
  corpus: ['test/corpus/**/*.test.ts', 'test/engine/parse/corpus.test.ts', 'test/browser/corpus.test.ts'],
} as const;

/** Globs to exclude because their shared folder is missing (never in CI). */
export function missingSharedSuites(): string[] {
  const out: string[] = [];
  for (const kind of ['cases', 'corpus'] as const) {
    const env = kind === 'cases' ? process.env.SKILLS_CASES : process.env.SKILLS_CORPUS;
    const dir = path.resolve(env ?? path.join(__dirname, '..', 'shared', kind));
    if (fs.existsSync(dir) || process.env.CI) continue;
    console.warn(`\n${'!'.repeat(76)}\n!! SKIPPED: shared ${kind} not found at ${dir}\n!! (set ${kind === 'cases' ? 'SKILLS_CASES' : 'SKILLS_CORPUS'}); these suites do not run: ${SHARED_SUITES[kind].join(', ')}\n${'!'.repeat(76)}\n`);
    out.push(...SHARED_SUITES[kind]);
  }
  return out;
}

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/engine/**/*.test.ts', 'test/cases/**/*.test.ts', 'test/corpus/**/*.test.ts', 'test/main/**/*.test.ts', 'test/cli/**/*.test.ts', 'test/node/**/*.test.ts', 'test/persistence/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...missingSharedSuites()],
    environment: 'node',
    testTimeout: 30000,
    pool: 'forks',
  },
});
