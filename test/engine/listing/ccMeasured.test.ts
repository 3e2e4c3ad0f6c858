/**
 * The Claude Code listing as its releases really write it, measured with
 * `npm run conformance` (docs/claude-code-measured.md; points of
 * ../shared/reference/claude-code-measured.md in each title). Expected texts are
 * the real client's, copied from the captured requests.
 */
import { describe, expect, it } from 'vitest';
import { renderListing } from '../../../src/shared/engine/listing';
import { getProfile } from '../../../src/shared/engine/profiles';
import { catalog, entryLines, skill } from './factory';

const cc = getProfile('claude-code', 'latest');
const cc112 = getProfile('claude-code', '2.1.112');

describe('2.1.332 listing text (measured)', () => {
  it('point 4: display-name suffix "- dir (name):" for a valid name that reaches the skill; none for "Beta Name"', () => {
    const rec = renderListing(catalog([
      skill('alpha-dir', { name: 'alpha-name', description: 'valid slug name', order: 0 }),
      skill('beta-dir', { name: 'Beta Name', description: 'space name', order: 1 }),
      skill('colon-dir', { name: 'ns:colon', description: 'colon in name', order: 2 }),
      skill('eps-dir', { name: 'EPS', description: 'upper name', order: 3 }),
      skill('gamma-dir', { name: 'gamma_name', description: 'underscore name', order: 4 }),
    ]), cc, {});
    expect(entryLines(rec.text)).toEqual([
      '- alpha-dir (alpha-name): valid slug name',
      '- beta-dir: space name',
      '- colon-dir (ns:colon): colon in name',
      '- eps-dir (EPS): upper name',
      '- gamma-dir (gamma_name): underscore name',
    ]);
    expect(rec.entries.map((e) => e.id)).toEqual(['alpha-dir', 'beta-dir', 'colon-dir', 'eps-dir', 'gamma-dir']);
    expect(entryLines(renderListing(catalog([skill('alpha-dir', { name: 'alpha-name', description: 'valid slug name' })]), cc112, {}).text))
      .toEqual(['- alpha-dir: valid slug name']);
  });

  it('point 4: no suffix when the name reaches another skill first', () => {
    const rec = renderListing(catalog([skill('deploy', { description: 'a', order: 0 }), skill('deploy-prod', { name: 'deploy', description: 'b', order: 1 })]), cc, {});
    expect(entryLines(rec.text)).toEqual(['- deploy: a', '- deploy-prod: b']);
  });

  it('point 5: one root is ordered by locale collation (the order Claude Code 2.1.332 sent)', () => {
    const ids = ['10', '9', 'A', 'MixedCase', 'Z', '_under', 'a-b', 'a.b', 'aB', 'a_b', 'ab', 'alpha-dir', 'z', 'ä', '数据'];
    const rec = renderListing(catalog(ids.map((id, order) => skill(id, { description: 'd', order }))), cc, {});
    expect(rec.entries.map((e) => e.id)).toEqual(['_under', '10', '9', 'A', 'ä', 'a_b', 'a-b', 'a.b', 'ab', 'aB', 'alpha-dir', 'MixedCase', 'z', 'Z', '数据']);
    expect(renderListing(catalog(ids.map((id, order) => skill(id, { description: 'd', order }))), cc112, {}).entries.map((e) => e.id)).toEqual(ids);
  });

  it('point 5: roots keep their scan order (user before project)', () => {
    const rec = renderListing(catalog([
      skill('zz-user', { root: '/h/.claude/skills', scope: 'user', order: 0, description: 'u' }),
      skill('b', { order: 2, description: 'p' }), skill('a', { order: 3, description: 'p' }),
    ]), cc, {});
    expect(rec.entries.map((e) => e.id)).toEqual(['zz-user', 'a', 'b']);
  });

  it('points 2 and 3: runs of line breaks and runs of tabs become one space (two tabs: one space, as ws-tabs was listed); < and > escaped, & not', () => {
    const rec = renderListing(catalog([
      skill('ws', { description: 'one\r\n\r\ntwo\tthree\t\tfour', order: 0 }),
      skill('html', { description: 'Use <b>bold</b> & more', whenToUse: 'when a > b', order: 1 }),
    ]), cc, {});
    expect(entryLines(rec.text)).toEqual(['- html: Use &lt;b&gt;bold&lt;/b&gt; & more - when a &gt; b', '- ws: one two three four']);
  });

  it('point 1 (2.1.112): a newline in the description stays in the listing; no escaping', () => {
    const rec = renderListing(catalog([skill('lit', { description: 'first\nsecond <x>' })]), cc112, {});
    expect(rec.text.endsWith('- lit: first\nsecond <x>')).toBe(true);
  });
});

describe('2.1.332 priority fill (measured, point 6)', () => {
  it('gives the full text to every entry that still fits after all names are paid, skipping one that does not', () => {
    // Names: 3 × `- x` = 9, plus 2 newlines = 11. a: +6 → 17; b: +42 → 59 > 30, skipped; c: +6 → 23.
    const rec = renderListing(catalog([
      skill('a', { description: 'aaaa', order: 0 }),
      skill('b', { description: 'b'.repeat(40), order: 1 }),
      skill('c', { description: 'cccc', order: 2 }),
    ]), cc, { budget: 30 });
    expect(rec.mode).toBe('priority');
    expect(entryLines(rec.text)).toEqual(['- a: aaaa', '- b', '- c: cccc']);
  });
});

describe('2.1.332 whitespace (measured, point 2)', () => {
  it('a run of tabs is one space, spaces stay: "a  \\t  b\\t\\tc" is listed as "a     b c" (inputs/descriptions ws-tabs)', () => {
    const rec = renderListing(catalog([skill('ws-tabs', { description: 'a  \t  b\t\tc', order: 0 })]), cc, {});
    expect(entryLines(rec.text)).toEqual(['- ws-tabs: a     b c']);
  });
});
