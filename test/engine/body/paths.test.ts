/** Path helpers of the body checks against Node's POSIX path rules (an independent implementation). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { posix } from 'node:path';
import { depthBelowSkill, joinPath, normalizeRelative } from '../../../src/shared/engine/body/paths';

const name = fc.constantFrom('a', 'b.md', 'scripts', '...', '.x', 'x.', 'é', 'ref-1');
const piece = fc.constantFrom('a', 'b.md', 'scripts', '...', '.x', '.', '..', '', 'x y', 'é');

describe('joinPath and depthBelowSkill', () => {
  it('joinPath agrees with posix.join for paths without backslashes (no trailing slash kept)', () => {
    fc.assert(fc.property(fc.array(name, { maxLength: 4 }), fc.array(piece, { maxLength: 6 }), fc.boolean(), (dirParts, relParts, slash) => {
      const dir = `/${dirParts.join('/')}${slash ? '/' : ''}`;
      const rel = relParts.join('/');
      const want = posix.join(dir, rel);
      expect(joinPath(dir, rel)).toBe(want.length > 1 ? want.replace(/\/$/, '') : want);
    }), { numRuns: 3000 });
  });

  it('depthBelowSkill counts the folders below the skill of a path that stays inside and names a file', () => {
    fc.assert(fc.property(fc.array(piece, { maxLength: 6 }), fc.boolean(), (relParts, slash) => {
      const rel = relParts.join('/') + (slash ? '/' : '');
      // Leading slashes are empty segments here (the body checks resolve every link against the skill folder).
      const norm = posix.normalize(rel.replace(/^\/+/, '') || '.');
      const inside = norm !== '..' && !norm.startsWith('../') && norm !== '.' && norm !== './';
      const want = !inside || /\/$/.test(rel.trim()) ? -1 : norm.replace(/\/$/, '').split('/').length - 1;
      expect(depthBelowSkill(rel)).toBe(want);
    }), { numRuns: 3000 });
  });

  it('backslashes separate too', () => {
    expect(joinPath('/s', 'references\\a.md')).toBe('/s/references/a.md');
    expect(depthBelowSkill('references\\x\\a.md')).toBe(2);
    expect(normalizeRelative('a\\..\\b').segments).toEqual(['b']);
  });
});
