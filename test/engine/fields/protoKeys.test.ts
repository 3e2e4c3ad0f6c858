/**
 * Keys named like `Object.prototype` members (`constructor`, `toString`,
 * `hasOwnProperty`, `__proto__`, ...) are ordinary user keys everywhere the
 * engine stores user keys (issue 11, point 14): frontmatter key ranges and
 * `unknown-field`, named arguments, `skillOverrides`, usage records.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getProfile } from '../../../src/shared/engine/profiles';
import { mergedOverrides, readHarnessSettings } from '../../../src/shared/harnessSettings';
import { usageRecordsSchema } from '../../../src/shared/ipc/contract';
import { skill } from '../listing/factory';
import { md, run } from '../invoke/helpers';
import { PROFILES, parse } from '../parse/helpers';

const PROTO_NAMES = Object.getOwnPropertyNames(Object.prototype);
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

describe('frontmatter keys named like Object.prototype members', () => {
  it('get their own range and an unknown-field diagnostic there, under every profile, on both YAML paths', () => {
    expect(PROTO_NAMES).toEqual(expect.arrayContaining(['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf']));
    // `# c` after the value sends the text to the yaml package; without it the fast path reads it.
    fc.assert(fc.property(fc.constantFrom(...PROTO_NAMES), fc.boolean(), fc.constantFrom(...PROFILES), (k, comment, profile) => {
      const text = `---\nname: d\ndescription: a skill\n${k}: x${comment ? ' # c' : ''}\n---\nbody\n`;
      const r = parse(text, profile, 'd');
      expect(own(r.keys, k), `${profile} ${k}`).toBe(true);
      expect(r.keys[k].key).toEqual({ line: 4, column: 1, endLine: 4, endColumn: 1 + k.length });
      const unknown = r.diagnostics.filter((d) => d.code === 'unknown-field' && d.data?.key === k);
      expect(unknown.map((d) => d.range), `${profile} ${k}`).toEqual([r.keys[k].key]);
    }), { numRuns: 300 });
  });
});

describe('named arguments called like Object.prototype members', () => {
  it('are substituted and reported like any other name', () => {
    const D = '/p/.claude/skills/d';
    const rec = run(getProfile('claude-code'), [skill('d', { fields: { arguments: ['constructor', '__proto__', 'toString'] } })],
      { [`${D}/SKILL.md`]: md('d', 'A=$constructor B=$__proto__ C=$toString\n') }, { name: 'd', as: 'user', args: 'one two' });
    expect(rec.body).toContain('A=one B=two C=\n');
    expect(own(rec.named, 'constructor') && own(rec.named, '__proto__') && own(rec.named, 'toString')).toBe(true);
    expect(Object.entries(rec.named)).toEqual([['constructor', 'one'], ['__proto__', 'two'], ['toString', '']]);
  });
});

describe('settings and usage records keyed by such names', () => {
  it('keep a skillOverrides entry for `__proto__` and `constructor`', () => {
    const hs = readHarnessSettings({
      home: '/h', project: null, env: {},
      readFile: (p) => (p === '/h/.claude/settings.json' ? { text: '{"skillOverrides":{"__proto__":"off","constructor":"name-only"}}' } : { missing: true }),
    });
    const m = mergedOverrides(hs);
    expect(own(m, '__proto__') && m.__proto__ === ('off' as unknown)).toBe(true);
    expect(Object.keys(m)).toEqual(['__proto__', 'constructor']);
  });

  it('keep usage records for `__proto__` and `constructor`', () => {
    const u = usageRecordsSchema.parse(JSON.parse('{"__proto__":{"usageCount":3},"constructor":{"usageCount":2}}'));
    expect(Object.keys(u)).toEqual(['__proto__', 'constructor']);
    expect(u.constructor).toEqual({ usageCount: 2 });
  });
});
