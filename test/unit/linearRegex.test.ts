/**
 * A guard against one quadratic shape (issue 11, "work proportional to the
 * input"): a regex ending in a repeated class anchored only at the end
 * (`/\s+$/`, `/-+$/`, `/[ \t]+$/`) retries from every character of a long run
 * that does not reach the end of the text (50,000 spaces then `x`: seconds).
 * The engine, the shared helpers and the CLI trim with loops instead
 * (src/shared/engine/text/trim.ts). This test reads the sources.
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = ['src/shared', 'src/cli'].map((r) => path.resolve(__dirname, '../..', r));
const files = (d: string): string[] => fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
  const p = path.join(d, e.name);
  return e.isDirectory() ? files(p) : /\.tsx?$/.test(e.name) ? [p] : [];
});
/**
 * `X+$` or `X*$` ending a regex literal or an alternative of one, X a class, an
 * escape or one character, where that alternative does not start with `^`.
 */
const TRAILING_RUN = /(?:\/(?!\^)|\|)(?:[^/|\n\\]|\\.)*?(?:\[[^\]\n]*\]|\\.|[^\\\]])[+*]\$(?:\||\/)/;

describe('no trailing-run regexes on user text', () => {
  it('in src/shared and src/cli', () => {
    const found: string[] = [];
    for (const f of ROOTS.flatMap(files)) {
      fs.readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
        // Comments may name the pattern: drop comment lines and trailing `// ...` comments.
        const code = line.replace(/^\s*(\*|\/\/).*/, '').replace(/\s\/\/\s.*/, '');
        if (TRAILING_RUN.test(code)) found.push(`${path.relative(path.resolve(__dirname, '../..'), f)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('the pattern finds the shapes it is meant for', () => {
    for (const bad of ["s.replace(/\\s+$/, '')", "s.replace(/^-+|-+$/g, '')", "x.replace(/[ \\t]+$/, '')", "t.replace(/\\n+$/, '')", "r.search(/\\s\\S*$/)"]) expect(TRAILING_RUN.test(bad), bad).toBe(true);
    for (const ok of ["/^\\d+$/.test(s)", "/^[a-z0-9-]+$/", "'a+$'"]) expect(TRAILING_RUN.test(ok), ok).toBe(false);
  });
});
