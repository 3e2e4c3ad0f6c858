/**
 * Property: the prefix-bucketed matcher behind CC `paths` activation
 * (`CcPathsIndex`) gives exactly the verdict of the `ignore` library, the
 * package Claude Code matches `paths` with (reference §5: "matched with
 * gitignore semantics (`ignore` package)"). The reference side builds a
 * fresh `ignore()` per pattern list and asks it about every touched file, as
 * CC's own loop does; nothing is computed by the code under test.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import ignore from 'ignore';
import { CcPathsIndex, ccConditionalPatterns, ccPatternAnchor } from '../../../src/shared/engine/paths';

// Pattern pieces chosen to hit every branch of the anchor test: literals in
// both cases, dots, wildcards, classes, escapes, negation, comments, spaces,
// braces (expanded by the reduction) and empty segments (leading, doubled and
// trailing slashes).
const patSeg = fc.constantFrom('src', 'SRC', 'Src', 'docs', 'a', 'b', 'x.ts', '*.ts', '*', '**', '?', 'sr?', '[sd]rc', '[!a]', '.', '..', '.x', '\\*', '\\s', '!src', '!a', '#src', ' src', 'src ', 'a b', '{src,docs}', '{a,b}', '', 'é', 'ſrc', 'k', 'K', 'a-b', 'a_b');
const pattern = fc.tuple(fc.boolean(), fc.array(patSeg, { minLength: 1, maxLength: 4 }), fc.boolean())
  .map(([lead, segs, trail]) => `${lead ? '/' : ''}${segs.join('/')}${trail ? '/' : ''}`);
const pathSeg = fc.constantFrom('src', 'SRC', 'sRc', 'docs', 'DOCS', 'a', 'A', 'b', 'x.ts', 'X.TS', 'y.md', '.x', 'a b', 'src ', '*', '!src', '#src', 'é', 'É', 'ſrc', 'K', 'k', 'a-b', 'a_b', 'sr', 'srcx');
const relPath = fc.array(pathSeg, { minLength: 1, maxLength: 5 }).map((s) => s.join('/'));

/** `ignore`'s verdict: does any touched file match this reduced list? */
function ignoreMatches(patterns: string[], files: string[]): boolean {
  let ig: ReturnType<typeof ignore>;
  try { ig = ignore().add(patterns); } catch { return false; }
  return files.some((f) => { try { return ig.ignores(f); } catch { return false; } });
}

describe('CC paths matcher equals the ignore library (§5)', () => {
  it('on generated pattern lists and touched files', () => {
    fc.assert(fc.property(
      fc.array(fc.array(pattern, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 }),
      fc.array(relPath, { minLength: 0, maxLength: 4 }),
      (rawLists, files) => {
        const lists = rawLists.map(ccConditionalPatterns).filter((l): l is string[] => l !== null);
        const got = new CcPathsIndex(lists).matching(files);
        const want = new Set(lists.flatMap((l, i) => (ignoreMatches(l, files) ? [i] : [])));
        expect([...got].sort((a, b) => a - b)).toEqual([...want].sort((a, b) => a - b));
      },
    ), { numRuns: 2000 });
  });

  it('on single patterns against paths that share or miss their first segment', () => {
    fc.assert(fc.property(pattern, relPath, (p, f) => {
      const lists = [ccConditionalPatterns([p])].filter((l): l is string[] => l !== null);
      const got = new CcPathsIndex(lists).matching([f]).size > 0;
      expect(got).toBe(lists.length > 0 && ignoreMatches(lists[0], [f]));
    }), { numRuns: 5000 });
  });
});

describe('anchor of a reduced pattern (gitignore: a slash before the end anchors)', () => {
  it('anchored literal first segments, lower-cased', () => {
    expect(ccPatternAnchor('packages/auth/**/*.ts')).toBe('packages');
    expect(ccPatternAnchor('/Build')).toBe('build');
    expect(ccPatternAnchor('/build/')).toBe('build');
    expect(ccPatternAnchor('src/api')).toBe('src');
  });
  it('could match anywhere: no slash before the end, wildcards, escapes, negation, dots', () => {
    for (const p of ['docs', 'docs/', '*.json', '**/utils/x.ts', 'sr?/x', '\\src/x', '!src/x', '#src/x', ' src/x', './src/x', '../x/y', '[s]rc/x']) expect(ccPatternAnchor(p)).toBeNull();
  });
});
