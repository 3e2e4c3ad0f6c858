/**
 * Where the shared test material lives: `../shared/cases` and
 * `../shared/corpus` next to the repository, or `$SKILLS_CASES` /
 * `$SKILLS_CORPUS`. CI always has them (a missing folder fails the run);
 * elsewhere, a clone without them skips those suites with a loud banner
 * instead of failing on a missing path.
 */
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
const warned = new Set<string>();

/** Absolute folder of `kind`, or null (after a loud warning) when it is missing outside CI. */
export function sharedDir(kind: 'cases' | 'corpus'): string | null {
  const env = kind === 'cases' ? process.env.SKILLS_CASES : process.env.SKILLS_CORPUS;
  const dir = path.resolve(env ?? path.join(repo, '..', 'shared', kind));
  if (fs.existsSync(dir)) return dir;
  const msg = `shared ${kind} not found at ${dir} (set ${kind === 'cases' ? 'SKILLS_CASES' : 'SKILLS_CORPUS'})`;
  if (process.env.CI) throw new Error(msg);
  if (!warned.has(kind)) {
    warned.add(kind);
    console.warn(`\n${'!'.repeat(72)}\n!! SKIPPED: ${msg}\n${'!'.repeat(72)}\n`);
  }
  return null;
}
