/**
 * Golden tests of the `pi` profile against test/harnesses/pi/expected.json: measured with
 * @mariozechner/pi-coding-agent@0.73.1 (scripts/harness-probe) and read from its dist/
 * (package-manager.js roots and depth-first walk, skills.js fields, first wins,
 * `formatSkillsForPrompt` + `escapeXml`, agent-session.js `/skill:` expansion).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { expectedOf, scanFixture } from './fixture';

const exp = expectedOf('pi');
const fx = scanFixture('pi', 'pi');
afterAll(() => fx.cleanup());
const names = (text: string) => [...text.matchAll(/^ {4}<name>(.*)<\/name>$/gm)].map((m) => m[1]);
const locations = (text: string) => [...text.matchAll(/^ {4}<location>(.*)<\/location>$/gm)].map((m) => m[1]);

describe('pi listing (skills.js:261-290 formatSkillsForPrompt; measured 0.73.1)', () => {
  const listing = fx.listing();

  it('order: .pi/skills, project .agents/skills, ~/.pi/agent/skills, ~/.agents/skills; depth first in byte order inside a root (capitals first)', () => {
    expect(names(listing.text)).toEqual(exp.listing.namesInOrder);
  });

  it('values XML-escaped, first copy wins (project over user), root .md files in .pi/skills', () => {
    const e = exp.listing.entries;
    expect(listing.text).toContain(fx.paths(e['beta-report'].text));
    expect(locations(listing.text)).toContain(fx.paths(e['alpha-notes'].location));
    expect(locations(listing.text)).toContain(fx.paths(e['root-note'].location));
    const long = listing.entries.find((x) => x.name === 'long-desc')!.text;
    expect(/<description>(x*)<\/description>/.exec(long)![1].length).toBe(e['long-desc'].descriptionLength);
  });

  it('frame: the block starts with two empty lines, three sentences of pi (markers), a blank, then <available_skills>', () => {
    const l = listing.text.split('\n');
    expect(l.slice(0, 2)).toEqual(['', '']);
    expect(l.slice(2, 5).every((x) => /^<harness text: /.test(x))).toBe(true);
    expect(l.slice(5, 7)).toEqual(['', '<available_skills>']);
  });

  it('absent: bad YAML (skipped), no description, disable-model-invocation, a dot folder, .claude/skills', () => {
    for (const n of Object.keys(exp.listing.absent)) expect(names(listing.text)).not.toContain(n);
    const hidden = fx.catalog.skills.find((s) => s.path.endsWith('/hidden-one/SKILL.md'))!;
    expect(hidden.status).toBe('hidden');
  });
});

describe('pi /skill: expansion (agent-session.js:843-869; measured 0.73.1)', () => {
  it('`/skill:alpha-notes ARG-ONE two`: `<skill name location>` with the reference line and trimmed body, then the arguments', () => {
    const rec = fx.invoke({ name: 'alpha-notes', as: 'user', args: 'ARG-ONE two' });
    expect(rec.messages.map((m) => m.text)).toEqual([fx.paths(exp.command.userMessage)]);
  });
});

describe('pi from a subfolder (package-manager.js:261-278; measured case subdir)', () => {
  it('cwd packages/app: <cwd>/.pi/skills only, .agents/skills up to the git root nearest first, then the user roots', () => {
    const sub = scanFixture('pi', 'pi', { cwd: 'packages/app' });
    try {
      expect(locations(sub.listing().text)).toEqual(exp.subdir.listedLocations.map(sub.paths));
    } finally {
      sub.cleanup();
    }
  });
});
