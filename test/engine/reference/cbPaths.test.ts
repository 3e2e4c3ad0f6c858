/**
 * Golden checks of codebot's `paths` activation (§5 CB1 `pathPatternExists`),
 * expected values worked out by hand from CB1's matcher: Go `filepath.Glob`
 * without `**`, its own `globToRegexp` walk with `**`.
 */
import { describe, expect, it } from 'vitest';
import { cbFirstMatch, goMatch } from '../../../src/shared/engine/paths';

const files = ['internal/x.go', 'internal/skill/catalog.go', 'main.go', 'src/{a,b}/k.ts', 'src/a/k.ts', 'docs/é.md', '.github/workflows/ci.yml'];

describe('§5 CB1 `**` patterns (globToRegexp: `**` → `.*`)', () => {
  it('`internal/**/*.go` needs a folder between: only internal/skill/catalog.go matches', () => {
    expect(cbFirstMatch(['internal/**/*.go'], ['internal/x.go'])).toBeNull();
    expect(cbFirstMatch(['internal/**/*.go'], files)).toBe('internal/skill/catalog.go');
  });
  it('`**/*.go` never matches a top-level file', () => {
    expect(cbFirstMatch(['**/*.go'], ['main.go'])).toBeNull();
    expect(cbFirstMatch(['**/*.go'], ['cmd/main.go'])).toBe('cmd/main.go');
  });
  it('`src/**.ts` crosses folders (`.*`)', () => {
    expect(cbFirstMatch(['src/**.ts'], ['src/a/b/c.ts'])).toBe('src/a/b/c.ts');
  });
  it('a `./` prefix never matches (paths are compared without it)', () => {
    expect(cbFirstMatch(['./internal/**'], files)).toBeNull();
  });
  it('the literal prefix must exist', () => {
    expect(cbFirstMatch(['web/**'], files)).toBeNull();
  });
  it('braces are literal', () => {
    expect(cbFirstMatch(['src/{a,b}/**'], ['src/a/k.ts'])).toBeNull();
    expect(cbFirstMatch(['src/{a,b}/**'], files)).toBe('src/{a,b}/k.ts');
  });
  it('a folder matches with a trailing `/` (`internal/**` and the folder itself)', () => {
    expect(cbFirstMatch(['internal/**'], ['internal/x.go'])).toBe('internal/x.go');
    expect(cbFirstMatch(['.github/**'], files)).toBe('.github/workflows/ci.yml');
  });
  it('non-ASCII bytes are compared as Latin-1 runes, so `docs/é**` never matches', () => {
    expect(cbFirstMatch(['docs/é**'], files)).toBeNull();
  });
});

describe('§5 CB1 patterns without `**` (filepath.Glob)', () => {
  it('`*` stays in one segment; dotfiles match; folders match', () => {
    expect(cbFirstMatch(['*.go'], files)).toBe('main.go');
    expect(cbFirstMatch(['internal/*'], ['internal/skill/catalog.go'])).toBe('internal/skill/');
    expect(cbFirstMatch(['.github/*/ci.yml'], files)).toBe('.github/workflows/ci.yml');
  });
  it('the pattern is cleaned (`./`, `//`) and braces are literal', () => {
    expect(cbFirstMatch(['./internal//x.go'], files)).toBe('internal/x.go');
    expect(cbFirstMatch(['src/{a,b}/k.ts'], files)).toBe('src/{a,b}/k.ts');
  });
  it('blank patterns never match; a malformed pattern matches nothing', () => {
    expect(cbFirstMatch(['  '], files)).toBeNull();
    expect(cbFirstMatch(['[a-'], ['a'])).toBeNull();
  });
  it('Go filepath.Match classes', () => {
    expect(goMatch('[a-c]x', 'bx')).toBe(true);
    expect(goMatch('[^a-c]x', 'bx')).toBe(false);
    expect(goMatch('[!a]x', '!x')).toBe(true);
    expect(goMatch('\\*', '*')).toBe(true);
    expect(goMatch('a[', 'b')).toBeNull();
  });
});
