/** The renderer's effective catalog: chaining keystrokes gives the same catalog as a rebuild from the baseline, and re-parses only the edited file. */
import { afterEach, describe, expect, it } from 'vitest';
import { getProfile } from '../../../src/shared/engine/profiles';
import { scanCatalog } from '../../../src/shared/engine/discovery';
import { countParses } from '../../support/parseCounter';
import { createMemoryFs } from '../../support/memoryFs';
import { nextEffective, overlayCatalog } from '../../../src/renderer/src/stores/catalog';

const skill = (name: string, desc: string) => `---\nname: ${name}\ndescription: ${desc}\n---\nBody of ${name}.\n`;


/** Parses counted through the engine's observer from the last `resetParseCount()`. */
let parses: ReturnType<typeof countParses> | null = null;
const resetParseCount = () => { parses?.stop(); parses = countParses(); };
const parseCount = () => parses!.count;
afterEach(() => { parses?.stop(); parses = null; });

describe('nextEffective', () => {
  const tree: Record<string, string> = {};
  for (let i = 0; i < 30; i++) tree[`/p/.claude/skills/s${i}/SKILL.md`] = skill(`s${i}`, `Skill number ${i}.`);
  tree['/p/.claude/skills/dup/SKILL.md'] = skill('s3', 'Display name clashes with s3.');
  const profile = getProfile('claude-code');
  const baseline = scanCatalog(createMemoryFs(tree), [{ scope: 'project', path: '/p/.claude/skills', layout: 'skill-dirs' }], profile);
  const A = '/p/.claude/skills/s5/SKILL.md';
  const B = '/p/.claude/skills/dup/SKILL.md';

  it('chains keystrokes on one buffer and equals a rebuild; only the edited file is parsed', () => {
    let text = tree[A];
    nextEffective(baseline, { [A]: text }, 'claude-code', 'latest');
    for (const ch of 'abc') {
      text = text.replace('Skill number 5', `Skill number 5${ch}`);
      resetParseCount();
      const chained = nextEffective(baseline, { [A]: text }, 'claude-code', 'latest');
      expect(parseCount()).toBe(1);
      expect(chained).toEqual(overlayCatalog(baseline, { [A]: text }, 'claude-code', 'latest'));
    }
  });

  it('rebuilds when the set of dirty files changes, and returns the baseline with none', () => {
    const two = { [A]: tree[A].replace('5.', 'five.'), [B]: tree[B].replace('name: s3', 'name: s7') };
    expect(nextEffective(baseline, two, 'claude-code', 'latest')).toEqual(overlayCatalog(baseline, two, 'claude-code', 'latest'));
    const one = { [B]: two[B] };
    expect(nextEffective(baseline, one, 'claude-code', 'latest')).toEqual(overlayCatalog(baseline, one, 'claude-code', 'latest'));
    expect(nextEffective(baseline, {}, 'claude-code', 'latest')).toBe(baseline);
  });

  it('overlays with the options main scanned with: an unsaved edit elsewhere keeps a skill that skillOverrides turns off hidden', () => {
    const opts = { overrides: { s1: 'off' } };
    const scanned = scanCatalog(createMemoryFs(tree), [{ scope: 'project', path: '/p/.claude/skills', layout: 'skill-dirs' }], profile, opts);
    const off = (c: typeof scanned) => c.skills.find((s) => s.id === 's1')!;
    expect(off(scanned).status).toBe('hidden');
    const edited = { [A]: tree[A].replace('Skill number 5', 'Skill number five') };
    expect(off(nextEffective(scanned, edited, 'claude-code', 'latest', opts)).status).toBe('hidden');
    expect(off(overlayCatalog(scanned, edited, 'claude-code', 'latest', opts))).toEqual(off(scanned));
  });
});
