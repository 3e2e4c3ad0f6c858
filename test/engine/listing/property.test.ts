import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderListing } from '../../../src/shared/engine/listing';
import { getProfile, PROFILE_IDS } from '../../../src/shared/engine/profiles';
import { displayWidth, utf8Bytes } from '../../../src/shared/engine/text/measure';
import { catalog, skill } from './factory';

const piece = fc.constantFrom('a', 'word ', 'é', '数据', '😀', '\n', ' - ', '…', '<&>', 'x'.repeat(40));
const desc = fc.array(piece, { maxLength: 30 }).map((xs) => xs.join(''));
// A bundled skill sits in a root of its own (Claude Code reads its built-ins from one folder).
const skills = fc.array(fc.record({ d: desc, w: fc.option(desc, { nil: undefined }), bundled: fc.boolean() }), { maxLength: 25 })
  .map((xs) => xs.map((x, i) => skill(`s${i}`, { order: i, description: x.d, whenToUse: x.w, scope: x.bundled ? 'bundled' : 'user', ...(x.bundled ? { root: '/bundled' } : {}) })));

describe('listing properties (fast-check)', () => {
  it('never throws on any profile; every listed skill keeps an entry', () => {
    fc.assert(fc.property(skills, fc.constantFrom(...PROFILE_IDS), fc.integer({ min: 1, max: 9000 }), (ss, id, budget) => {
      const rec = renderListing(catalog(ss, id), getProfile(id), { budget });
      expect(rec.entries.map((e) => e.id).sort()).toEqual(ss.map((s) => s.id).sort());
      expect(rec.diagnostics.every((d) => d.severity !== 'error')).toBe(true);
    }), { numRuns: 300 });
  });

  it('§6.2 CC: every name stays, one entry each, no notice line; even shortening fits the budget', () => {
    const en = new Intl.Collator('en');
    fc.assert(fc.property(skills, fc.integer({ min: 200, max: 9000 }), fc.boolean(), (ss, budget, old) => {
      const rec = renderListing(catalog(ss), getProfile('claude-code', old ? '2.1.112' : 'latest'), { budget });
      if (!ss.length) return;
      // 2.1.112: scan order, newlines kept (an entry may span lines); 2.1.332: roots in scan order, the
      // user root by `en` collation, one line each; the bundled root in load order, its text as written.
      const ids = ss.map((s) => s.id);
      const firstOf = (bundled: boolean) => ss.findIndex((s) => (s.scope === 'bundled') === bundled);
      const group = (bundled: boolean) => ss.filter((s) => (s.scope === 'bundled') === bundled).map((s) => s.id);
      const order = old ? ids : (firstOf(true) >= 0 && (firstOf(false) < 0 || firstOf(true) < firstOf(false))
        ? [...group(true), ...group(false).sort(en.compare)] : [...group(false).sort(en.compare), ...group(true)]);
      const lines = rec.entries.map((e) => e.text);
      expect(rec.text).toBe(`The following skills are available for use with the Skill tool:\n\n${lines.join('\n')}`);
      lines.forEach((l, i) => expect(l === `- ${order[i]}` || l.startsWith(`- ${order[i]}: `)).toBe(true));
      if (!old) expect(rec.entries.every((e) => ss.find((s) => s.id === e.id)!.scope === 'bundled' || !e.text.includes('\n'))).toBe(true);
      expect(rec.used).toBe(lines.reduce((n, l) => n + displayWidth(l), 0) + lines.length - 1);
      if (rec.mode === 'even-shortening') expect(rec.used).toBeLessThanOrEqual(budget);
      if (rec.mode === 'priority') {
        const floor = rec.entries.reduce((n, e) => n + (ss.find((s) => s.id === e.id)!.scope === 'bundled' ? displayWidth(e.text) : displayWidth(`- ${e.id}`)), ss.length - 1);
        expect(rec.used).toBeLessThanOrEqual(Math.max(budget, floor));
      }
    }), { numRuns: 300 });
  });

  it('§6.2 CB1: header + entries never exceed the byte budget; no line over 220 runes', () => {
    fc.assert(fc.property(skills, fc.integer({ min: 1, max: 5000 }), (ss, budget) => {
      const rec = renderListing(catalog(ss, 'codebot'), getProfile('codebot'), { budget });
      expect(rec.used).toBeLessThanOrEqual(budget);
      if (rec.text) {
        const body = rec.text.slice(0, rec.text.lastIndexOf('\nIMPORTANT: '));
        expect(utf8Bytes(body)).toBe(rec.used);
      }
      for (const e of rec.entries) for (const l of e.text.split('\n')) expect([...l].length).toBeLessThanOrEqual(220);
    }), { numRuns: 300 });
  });
});
