import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getProfile, PROFILE_IDS } from '../../../src/shared/engine/profiles';
import { cbArgv, ccArgv, shellTokens } from '../../../src/shared/engine/invoke';
import { skill } from '../listing/factory';
import { md, run } from './helpers';

const FRAGMENTS = ['$0', '$1', '$12', '$ARGUMENTS', '$ARGUMENTS[0]', '$ARGUMENTS[1]', '${ARGUMENTS}', '${CLAUDE_SKILL_DIR}', '${CLAUDE_SESSION_ID}',
  '${CODEBOT_SKILL_DIR}', '$@', '\\$0', '\\', '$name', '$name[0]', '"', "'", ' ', '\n', 'a', 'é', '数', '😀', '!`x $0`', '```!\nls\n```', ';', '$'];
const text = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 12 }).map((xs) => xs.join(''));
const anyText = fc.oneof(text, fc.string({ unit: 'binary', maxLength: 40 }));
const D = '/p/.claude/skills/d';

describe('invocation properties (fast-check)', () => {
  it('arbitrary bodies and args never throw, on every profile and path; substitution offsets always select their value', () => {
    fc.assert(fc.property(anyText, anyText, fc.constantFrom(...PROFILE_IDS), fc.constantFrom('model' as const, 'user' as const), fc.boolean(),
      (body, args, id, as, old) => {
        const profile = getProfile(id, old ? '2.1.112' : 'latest');
        const s = skill('d', { fields: { arguments: ['name'] } });
        const rec = run(profile, [s], { [`${D}/SKILL.md`]: md('d', body) }, { name: 'd', as, args, sessionId: 'S' }, () => true);
        expect(typeof rec.body).toBe('string');
        expect(rec.diagnostics.filter((d) => String(d.data?.reason ?? '').startsWith('internal error'))).toEqual([]);
        expect(rec.substitutions.every((x) => x.start <= x.end)).toBe(true);
      }), { numRuns: 400 });
  });

  it('§9.2 latest: an argument is never expanded twice — every inserted value is exactly the token or the raw args', () => {
    const cc = getProfile('claude-code', 'latest');
    fc.assert(fc.property(text, text, (body, args) => {
      // A variable inside a value is expanded (measured, claude-code-measured.md point 14): ccArgs.test.ts.
      fc.pre(!/\$\{CLAUDE_/.test(args));
      const s = skill('d', { fields: { arguments: ['name'] } });
      const rec = run(cc, [s], { [`${D}/SKILL.md`]: md('d', body) }, { name: 'd', as: 'user', args, sessionId: 'S' });
      const argv = ccArgv(args);
      for (const sub of rec.substitutions) {
        if (sub.source === 'arguments') expect(sub.value).toBe(args);
        if (sub.source === 'appended') expect(sub.value).toBe(`\n\nARGUMENTS: ${args}`);
        if (sub.source === 'named-argument') expect(sub.value).toBe(argv[0] ?? '');
        if (sub.source === 'argument-index') {
          const n = Number(/\d+/.exec(sub.placeholder)![0]);
          expect(sub.value).toBe(sub.flag === 'missing-argument-literal' ? sub.placeholder : argv[n]);
        }
      }
    }), { numRuns: 500 });
  });

  it('tokenisers are total and return non-empty strings only', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => {
      for (const t of [shellTokens(s), ccArgv(s), cbArgv(s)]) {
        expect(Array.isArray(t)).toBe(true);
        for (const x of t) expect(typeof x).toBe('string');
      }
      expect(ccArgv(s).every((x) => x.length > 0) || shellTokens(s).length > 0).toBe(true);
    }), { numRuns: 500 });
  });
});
