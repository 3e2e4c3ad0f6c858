/**
 * No dead runtime dependency (issue 12 "Also"): every package under
 * `dependencies` is imported by some file in src/. Packages only the bench or
 * the tests use belong in devDependencies (picomatch: the bench's floors).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.(ts|tsx|cjs|mjs|js)$/.test(e.name) ? [p] : [];
  });
}

it('every runtime dependency is imported from src/', () => {
  const deps = Object.keys(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).dependencies);
  const text = sources(path.join(ROOT, 'src')).map((f) => fs.readFileSync(f, 'utf8')).join('\n');
  const unused = deps.filter((d) => !new RegExp(`(from |import\\(|require\\()'${d.replace(/[/.]/g, '\\$&')}(/[^']*)?'`).test(text));
  expect(unused).toEqual([]);
});
