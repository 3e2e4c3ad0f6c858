/**
 * Golden checks of Claude Code's listing against the reference (§6.1, §6.2),
 * expected values written by hand.
 */
import { describe, expect, it } from 'vitest';
import { renderListing } from '../../../src/shared/engine/listing';
import { getProfile } from '../../../src/shared/engine/profiles';
import { catalog, skill } from '../listing/factory';

const cc = getProfile('claude-code', 'latest');
const cc112 = getProfile('claude-code', '2.1.112');

describe('CC listing (§6.1, §6.2)', () => {
  it('README skillOverrides name-only: `- {id}` and no listing-entry-truncated for the hidden description', () => {
    const s = skill('b', { description: 'bbb', reasons: [{ code: 'override-name-only', message: 'settings' }] });
    const l = renderListing(catalog([s]), cc, { maxEntryChars: 2 });
    expect(l.text.split('\n').slice(2)).toEqual(['- b']);
    expect(l.diagnostics.map((d) => d.code)).not.toContain('listing-entry-truncated');
  });

  it('§6.2: 1M context window → budget 40000; 200k → 8000; fraction 0.02 → 16000 (a 4-bytes-per-token model; 2.1.332\'s default has 3: 30000)', () => {
    const one = [skill('a')];
    const m = { model: 'claude-sonnet-4-5' };
    expect(renderListing(catalog(one), cc, { ...m, contextWindowTokens: 1_000_000 }).budget).toBe(40000);
    expect(renderListing(catalog(one), cc, m).budget).toBe(8000);
    expect(renderListing(catalog(one), cc, { ...m, budgetFraction: 0.02 }).budget).toBe(16000);
    expect(renderListing(catalog(one), cc, {}).budget).toBe(30000);
    expect(renderListing(catalog(one), cc, { budget: 123 }).budget).toBe(123);
  });

  it('§6.2 2.1.112: allowance floor((300 − 5·(2+4) − 4) / 5) = 53 → each description 52 + "…"', () => {
    const d = 'word '.repeat(30).trim();
    const skills = [0, 1, 2, 3, 4].map((i) => skill(`s${i}`, { description: d }));
    const l = renderListing(catalog(skills), cc112, { budget: 300 });
    const lines = l.text.split('\n').slice(2);
    expect(lines[0]).toBe(`- s0: ${d.slice(0, 52)}…`);
    expect(l.mode).toBe('even-shortening');
  });

  it('§6.2 2.1.112: allowance floor((130 − 34) / 5) = 19 < 20 → names only', () => {
    const d = 'word '.repeat(30).trim();
    const skills = [0, 1, 2, 3, 4].map((i) => skill(`s${i}`, { description: d }));
    const l = renderListing(catalog(skills), cc112, { budget: 130 });
    expect(l.text.split('\n').slice(2)).toEqual(['- s0', '- s1', '- s2', '- s3', '- s4']);
    expect(l.mode).toBe('names-only');
  });

  it('§6.1: when_to_use alone (description from the body) is joined as `{description} - {when_to_use}`', () => {
    const s = skill('w', { description: 'Wtu body', whenToUse: 'only when' });
    expect(renderListing(catalog([s]), cc).text.split('\n')[2]).toBe('- w: Wtu body - only when');
  });
});
