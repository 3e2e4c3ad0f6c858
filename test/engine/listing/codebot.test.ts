import { describe, expect, it } from 'vitest';
import { renderListing } from '../../../src/shared/engine/listing';
import { getProfile } from '../../../src/shared/engine/profiles';
import { catalog, expectCatalogued, skill } from './factory';

const cb = getProfile('codebot');
const HEAD = 'The following skills are available for use with the Skill tool:\n\n';
const FOOT = '\nIMPORTANT: Only use Skill for skills listed above - do not guess or use built-in CLI commands.';

describe('codebot listing (§6.1 CB1, §6.2 CB1, seed 000)', () => {
  it('seed 000 sample: `- name [hint]: description`, `  when:` line, blank line, IMPORTANT footer', () => {
    const review = skill('review', {
      scope: 'bundled', argumentHint: '[scope]',
      description: 'Review changes for bugs, regressions, risks, and missing tests.',
      whenToUse: 'Use when the user asks for code review, patch review, or a merge-readiness check.',
    });
    const refactor = skill('refactor', { scope: 'bundled', argumentHint: '[scope]', description: 'Improve code structure while preserving behavior.' });
    const rec = renderListing(catalog([refactor, review], 'codebot'), cb, { usage: { review: { usageCount: 3 } } });
    expect(rec.text).toBe(
      'The following skills are available for use with the Skill tool:\n\n' +
      '- review [scope]: Review changes for bugs, regressions, risks, and missing tests.\n' +
      '  when: Use when the user asks for code review, patch review, or a merge-readiness check.\n' +
      '- refactor [scope]: Improve code structure while preserving behavior.\n' +
      '\n' +
      'IMPORTANT: Only use Skill for skills listed above - do not guess or use built-in CLI commands.');
    expect(rec.unit).toBe('bytes');
    expect(rec.mode).toBe('fits');
  });

  it('§7 CB1 OrderForPrompt without usage: project < user < bundled < other, then name', () => {
    const rec = renderListing(catalog([
      skill('beta', { scope: 'bundled', description: 'b' }),
      skill('zeta', { scope: 'project', description: 'z' }),
      skill('alpha', { scope: 'user', description: 'a' }),
      skill('omega', { scope: 'plugin', description: 'o' }),
      skill('gamma', { scope: 'project', description: 'g' }),
    ], 'codebot'), cb, {});
    expect(rec.entries.map((e) => e.id)).toEqual(['gamma', 'zeta', 'alpha', 'beta', 'omega']);
  });

  it('§7 usage score: 7-day half-life with 0.10 floor decides the order before scope', () => {
    const now = Date.UTC(2026, 5, 1);
    const day = 86_400_000;
    const rec = renderListing(catalog([skill('fresh', { description: 'f' }), skill('stale', { description: 's' }), skill('old', { description: 'o' })], 'codebot'), cb, {
      now,
      // fresh: 2 × 1 = 2; stale: 8 × 0.5^(14/7) = 2.0 → tie broken by name? no: 8 × 0.25 = 2 (tie) → name; old: 30 × max(0.5^10, 0.1) = 3.
      usage: { fresh: { usageCount: 2, lastUsedAt: now }, stale: { usageCount: 8, lastUsedAt: now - 14 * day }, old: { usageCount: 30, lastUsedAt: now - 70 * day } },
    });
    expect(rec.entries.map((e) => e.id)).toEqual(['old', 'fresh', 'stale']);
  });

  it('§6.2 CB1: a line is cut to 220 runes (219 + "…"), a when text to 160 runes', () => {
    const rec = renderListing(catalog([skill('long', { description: 'x'.repeat(300), whenToUse: 'w'.repeat(200) })], 'codebot'), cb, {});
    expect(rec.text).toBe(`${HEAD}- long: ${'x'.repeat(211)}…\n  when: ${'w'.repeat(159)}…\n${FOOT}`);
    expect(rec.entries[0].fate).toBe('shortened');
    expect(rec.entries[0].cutTail).toBe('x'.repeat(89));
    expect(rec.diagnostics.map((d) => d.code)).toEqual(['listing-entry-truncated', 'listing-when-truncated']);
    expectCatalogued(rec.diagnostics);
  });

  it('§6.2 CB1: stops at the FIRST line that does not fit (bytes + len + 2 > budget); later short lines are omitted too', () => {
    // header 65 bytes; "- a1: " + 31 → 37 bytes: 65+37+2=104 ≤ 140, used 103;
    // "- b2: x" 7 bytes: 103+7+2=112 ≤ 140, used 111; "- c3: " + 34 = 40: 111+40+2=153 > 140 → stop.
    const rec = renderListing(catalog([
      skill('a1', { description: 'a'.repeat(31) }), skill('b2', { description: 'x' }),
      skill('c3', { description: 'c'.repeat(34) }), skill('d4', { description: 'y' }),
    ], 'codebot'), cb, { budget: 140 });
    expect(rec.text).toBe(`${HEAD}- a1: ${'a'.repeat(31)}\n- b2: x\n${FOOT}`);
    expect(rec.entries.map((e) => e.fate)).toEqual(['full', 'full', 'omitted', 'omitted']);
    expect(rec.used).toBe(111);
    expect(rec.mode).toBe('stop-at-overflow');
    expect(rec.diagnostics.map((d) => d.code)).toEqual(['listing-budget-exceeded', 'listing-entry-omitted', 'listing-entry-omitted']);
    expectCatalogued(rec.diagnostics);
  });

  it('§6.2 CB1: the total is counted in UTF-8 bytes (é = 2 bytes), not runes', () => {
    // "- u: " + 30 × é = 5 + 60 = 65 bytes; fits iff 65 (header) + 65 + 2 ≤ budget.
    const one = () => catalog([skill('u', { description: 'é'.repeat(30) })], 'codebot');
    expect(renderListing(one(), cb, { budget: 132 }).entries[0].fate).toBe('full');
    const over = renderListing(one(), cb, { budget: 131 });
    expect(over.entries[0].fate).toBe('omitted');
    expect(over.text).toBe('');
  });

  it('§6.2 CB1: a when line is added only if bytes + len + 1 still fits', () => {
    // "- w: d" = 6 bytes: 65+6+2=73 ≤ 80, used 72; "  when: now" = 11: 72+11+1=84 > 80 → dropped.
    const rec = renderListing(catalog([skill('w', { description: 'd', whenToUse: 'now' })], 'codebot'), cb, { budget: 80 });
    expect(rec.text).toBe(`${HEAD}- w: d\n${FOOT}`);
    expect(rec.entries[0].fate).toBe('shortened');
    expect(rec.entries[0].cutTail).toBe('  when: now');
    expect(rec.diagnostics.map((d) => d.code)).toContain('listing-when-dropped');
  });

  it('E19: disabled-for-model skills are skipped; no skill → empty string', () => {
    const rec = renderListing(catalog([skill('manual', { fields: { disableModelInvocation: true } })], 'codebot'), cb, {});
    expect(rec.text).toBe('');
    expect(rec.excluded.map((e) => e.id)).toEqual(['manual']);
  });

  it('E20: user-invocable:false skills stay listed for the model (TestRenderListing)', () => {
    const rec = renderListing(catalog([skill('auto', { description: 'Auto only.', fields: { userInvocable: false } })], 'codebot'), cb, {});
    expect(rec.text).toBe(`${HEAD}- auto: Auto only.\n${FOOT}`);
  });
});
