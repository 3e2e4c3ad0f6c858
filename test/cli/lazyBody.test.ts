/**
 * The CLI session runs the body checks only for commands that print
 * diagnostics: `listing` renders from the scan alone (it never reads
 * diagnostics), `scan`/`lint` read `session.catalog`, checked once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ n: 0, parses: 0 }));
vi.mock('../../src/shared/engine/parse', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/shared/engine/parse')>();
  return { ...real, parseSkillText: (...a: Parameters<typeof real.parseSkillText>) => { calls.parses++; return real.parseSkillText(...a); } };
});
vi.mock('../../src/shared/engine/body/catalog', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/shared/engine/body/catalog')>();
  return { ...real, withBodyDiagnostics: (...a: Parameters<typeof real.withBodyDiagnostics>) => { calls.n++; return real.withBodyDiagnostics(...a); } };
});
const { openSession, sessionListing } = await import('../../src/cli/session');
const { parseArgs } = await import('../../src/cli/args');

const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'skill-cli-lazy-')));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('CLI session body checks', () => {
  it('listing does not run them; the catalog runs them once, on first read', () => {
    const dir = path.join(tmp, 'project/.claude/skills/linker');
    fs.mkdirSync(dir, { recursive: true });
    fs.mkdirSync(path.join(tmp, 'home'));
    fs.writeFileSync(path.join(dir, 'SKILL.md'), '---\nname: linker\ndescription: Points at a missing file.\n---\nSee [the guide](guide.md).\n');
    const { options } = parseArgs(['listing', '--project', path.join(tmp, 'project'), '--home', path.join(tmp, 'home'), '--no-bundled']);
    const s = openSession(options, {}, tmp, tmp);
    const listing = sessionListing(s);
    expect(listing.entries.map((e) => e.name)).toEqual(['linker']);
    expect(calls.n).toBe(0);
    expect(s.scanned.skills[0].diagnostics.some((d) => d.code === 'link-target-missing')).toBe(false);
    expect(s.catalog.skills[0].diagnostics.some((d) => d.code === 'link-target-missing')).toBe(true);
    expect(s.catalog).toBe(s.catalog);
    expect(calls.n).toBe(1);
  });

  it('scan and lint check bodies during the scan: each file parsed once, the same diagnostics as checking afterwards', () => {
    const project = path.join(tmp, 'p2');
    for (const [name, body] of [['linker', 'See [the guide](guide.md) and `${CLAUDE_SKILL_DIR}/missing.sh`.\n'], ['clean', 'Nothing to see.\n'], ['code', '```sh\necho $ARGUMENTS[3]\n```\n']]) {
      fs.mkdirSync(path.join(project, '.claude/skills', name), { recursive: true });
      fs.writeFileSync(path.join(project, '.claude/skills', name, 'SKILL.md'), `---\nname: ${name}\ndescription: d ${name}\n---\n${body}`);
    }
    fs.mkdirSync(path.join(tmp, 'home2'), { recursive: true });
    const { options } = parseArgs(['scan', '--project', project, '--home', path.join(tmp, 'home2'), '--no-bundled']);
    calls.parses = 0;
    const after = openSession(options, {}, tmp, tmp).catalog;
    const parsesAfter = calls.parses;
    calls.parses = 0;
    const during = openSession(options, {}, tmp, tmp, { checkBodiesInScan: true }).catalog;
    expect(calls.parses).toBe(3);
    expect(parsesAfter).toBe(6);
    expect(during.skills.map((s) => s.diagnostics)).toEqual(after.skills.map((s) => s.diagnostics));
    expect(during.skills.find((s) => s.id === 'linker')!.diagnostics.map((d) => d.code)).toEqual(expect.arrayContaining(['link-target-missing', 'skill-dir-path-missing']));
  });
});
