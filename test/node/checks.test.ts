/**
 * What the conformance suite runs (src/node/conformance/checks.ts, generated.ts) and how
 * it finds Claude Code (fetchClaudeCode.ts, claudeCodeVersions.ts), offline.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertUniqueIds, caseChecks, inputChecks, labelOf, specChecks, splitSlash } from '../../src/node/conformance/checks';
import { bigFileChecks, bigSkillText, placeSkills } from '../../src/node/conformance/generated';
import { applyPatch, fetchClaudeCode, platformKey } from '../../src/node/claude/fetchClaudeCode';
import { CLAUDE_CODE_VERSIONS, claudeCodeVersion, type ClaudeCodeVersion } from '../../src/shared/engine/profiles/claudeCodeVersions';
import { pool } from '../../src/node/conformance/pool';
import { treeNames } from '../../src/node/conformance/engineSide';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-checks-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('checks from a shared case', () => {
  it('the listing, every invocation the case names, and /skill when it checks a body; ids are stable', () => {
    const dir = path.join(tmp, 'B99');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'expected.json'), JSON.stringify({
      id: 'B99', setup: { project_root: 'project', home: 'user', cwd: 'project/sub', plugins: [{ name: 'k', root: 'plugins/k', enabled: true }, { name: 'off', root: 'plugins/off', enabled: false }] },
      skill: 'a', invocations: [{ via: 'user-slash', text: '/a 1 2' }, { via: 'model-tool', args: '1 2' }, { via: 'model-tool' }],
      expect: {},
      also: [{ skill: 'b', expect: { expanded_body_contains: ['x'] } }, { skill: 'c', expect: { visible_in_listing: true } }, { skill: 'a', invocations: [{ via: 'user-slash', text: '/a 1 2' }] }],
    }));
    const cs = caseChecks(dir);
    expect(cs.map((c) => c.id)).toEqual(['cases/B99 listing', 'cases/B99 user /a 1 2', 'cases/B99 model a "1 2"', 'cases/B99 model a', 'cases/B99 user /b']);
    expect(cs[0]).toMatchObject({ tree: dir, project: 'project', home: 'user', cwd: 'sub', plugins: ['plugins/k'], git: false });
  });
});

describe('checks from checks.json', () => {
  it('labels carry the variant; a bad spec is refused', () => {
    const cs = specChecks('inputs/t', '/t', { plugins: ['plugins/p'], checks: [
      { kind: 'listing' }, { kind: 'listing', env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: '600' } }, { kind: 'listing', touch: 'src/a.ts' },
      { kind: 'model', skill: 's', args: '', ccArgs: ['--allowedTools', 'Skill'], versions: ['2.1.332'] }, { kind: 'user', text: '/s x' },
    ] });
    expect(cs.map((c) => c.id)).toEqual([
      'inputs/t listing', 'inputs/t listing [SLASH_COMMAND_TOOL_CHAR_BUDGET=600]', 'inputs/t listing [after Read src/a.ts]',
      'inputs/t model s "" [--allowedTools Skill]', 'inputs/t user /s x',
    ]);
    expect(cs[3]).toMatchObject({ versions: ['2.1.332'], plugins: ['plugins/p'], ccArgs: ['--allowedTools', 'Skill'] });
    expect(() => specChecks('x', '/x', { checks: [{ kind: 'user', text: 'no slash' }] })).toThrow();
    expect(() => specChecks('x', '/x', { checks: [{ kind: 'listing', typo: 1 }] })).toThrow();
  });

  it('every hand-written input parses and no two checks share an id', () => {
    const cs = inputChecks(path.join(__dirname, '../conformance/inputs'));
    expect(cs.length).toBeGreaterThan(50);
    expect(() => assertUniqueIds(cs)).not.toThrow();
    for (const c of cs) expect(fs.existsSync(path.join(c.tree, c.project))).toBe(true);
  });

  it('assertUniqueIds names the clash', () => {
    const [c] = specChecks('t', '/t', { checks: [{ kind: 'listing' }] });
    expect(() => assertUniqueIds([c, c])).toThrow(/t listing/);
  });

  it('splitSlash: the name up to the first whitespace, the rest after it', () => {
    expect(splitSlash('/a')).toEqual({ name: 'a' });
    expect(splitSlash('/a  x "y z"')).toEqual({ name: 'a', args: 'x "y z"' });
    expect(splitSlash('/kit:s\tq')).toEqual({ name: 'kit:s', args: 'q' });
    expect(labelOf({ kind: 'invoke', as: 'model', skill: 's', args: 'a"b' })).toBe('model s "a\\"b"');
  });
});

describe('generated trees', () => {
  it('placeSkills copies folders, skips a taken name, splits user/project', () => {
    const src = path.join(tmp, 'src');
    for (const [repo, name] of [['r1', 'x'], ['r1', 'y'], ['r2', 'x'], ['r2', 'z']]) {
      fs.mkdirSync(path.join(src, repo, name), { recursive: true });
      fs.writeFileSync(path.join(src, repo, name, 'SKILL.md'), `${repo}/${name}`);
    }
    const skills = [['r1', 'x'], ['r1', 'y'], ['r2', 'x'], ['r2', 'z']].map(([repo, name]) => ({ repo, name, dir: path.join(src, repo, name) }));
    const t = path.join(tmp, 'placed');
    expect(placeSkills(t, skills, true)).toEqual(['x', 'y', 'z']);
    expect(fs.readFileSync(path.join(t, 'project/.claude/skills/x/SKILL.md'), 'utf8')).toBe('r1/x');
    expect(fs.existsSync(path.join(t, 'user/.claude/skills/y/SKILL.md'))).toBe(true);
    expect(fs.existsSync(path.join(t, 'project/.claude/skills/z/SKILL.md'))).toBe(true);
  });

  it('a large SKILL.md has exactly the size asked for and ends with the $ARGUMENTS line', () => {
    for (const bytes of [1000, 1001, 1002, 4096, 1_000_001]) {
      const t = bigSkillText(bytes, 'x');
      expect(Buffer.byteLength(t)).toBe(bytes);
      expect(t.endsWith('Last line: $ARGUMENTS\n')).toBe(true);
      expect(t.startsWith('---\ndescription: A x skill body\n---\n')).toBe(true);
    }
    const cs = bigFileChecks(path.join(tmp, 'big'), [{ label: 'small', bytes: 2000, userPath: true }]);
    expect(cs.map((c) => c.id)).toEqual(['generated/big-small listing', 'generated/big-small model big-skill "end"', 'generated/big-small user /big-skill end']);
    expect(fs.statSync(path.join(cs[0].tree, 'project/.claude/skills/big-skill/SKILL.md')).size).toBe(2000);
  });
});

describe('treeNames', () => {
  it('skill folders, legacy and plugin commands that may start a listing entry', () => {
    const t = path.join(tmp, 'names');
    for (const f of ['project/.claude/skills/a/SKILL.md', 'project/sub/.claude/skills/nested/SKILL.md', 'project/.claude/commands/c.md', 'project/.claude/commands/ns/d.md', 'user/.claude/skills/u/SKILL.md', 'plug/skills/ps/SKILL.md', 'plug/commands/pc.md']) {
      fs.mkdirSync(path.dirname(path.join(t, f)), { recursive: true });
      fs.writeFileSync(path.join(t, f), 'x');
    }
    fs.mkdirSync(path.join(t, 'plug/.claude-plugin'), { recursive: true });
    fs.writeFileSync(path.join(t, 'plug/.claude-plugin/plugin.json'), '{"name":"kit"}');
    expect(treeNames([path.join(t, 'project'), path.join(t, 'user')], [path.join(t, 'plug')]).sort()).toEqual(['a', 'c', 'kit:pc', 'kit:ps', 'nested', 'ns:d', 'u']);
  });
});

describe('pinned Claude Code releases', () => {
  it('each release has an id, an engine version and a package', () => {
    expect(CLAUDE_CODE_VERSIONS.map((v) => [v.id, v.engineVersion])).toEqual([['2.1.112', '2.1.112'], ['2.1.332', '2.1.332']]);
    expect(claudeCodeVersion('2.1.332')?.npm.kind).toBe('native');
    expect(claudeCodeVersion('9.9.9')).toBeUndefined();
  });

  it('applyPatch inserts after exactly one anchor, else throws', () => {
    expect(applyPatch('function f(q){return q.a&&q.b}', { after: 'return ', insert: 'q.c&&' })).toBe('function f(q){return q.c&&q.a&&q.b}');
    expect(() => applyPatch('x', { after: 'y', insert: 'z' })).toThrow(/nowhere/);
    expect(() => applyPatch('yy', { after: 'y', insert: 'z' })).toThrow(/more than once/);
  });

  it('platformKey names this machine the way the native packages do', () => {
    expect(platformKey()).toMatch(new RegExp(`^${process.platform}-${process.arch}(-musl)?$`));
  });

  it('reuses a complete cache without npm, and writes the patched copy there', async () => {
    const cache = path.join(tmp, 'cache');
    const v: ClaudeCodeVersion = { id: '0.0.1', engineVersion: '2.1.112', npm: { kind: 'node', name: '@x/y', version: '0.0.1', entry: 'cli.js' }, defaultModel: { id: 'm', contextWindow: 1 }, hideBundled: { patch: { after: 'A', insert: 'B' }, env: { E: '1' }, note: 'n' } };
    const dir = path.join(cache, '0.0.1', 'node');
    fs.mkdirSync(path.join(dir, 'package'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'package', 'cli.js'), 'xAx');
    fs.writeFileSync(path.join(dir, '.complete'), '@x/y@0.0.1\n');
    const r = await fetchClaudeCode(v, cache);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.cc.launch).toEqual({ command: process.execPath, args: [path.join(dir, 'package', 'conformance-cli.js')] });
    expect(fs.readFileSync(r.cc.launch.args[0], 'utf8')).toBe('xABx');
    expect(r.cc.env).toEqual({ E: '1' });
  });

  it('skips, with the reason, a native release that has no package for this platform', async () => {
    const v: ClaudeCodeVersion = { id: '0.0.2', engineVersion: '2.1.332', npm: { kind: 'native', packages: { 'plan9-mips': '@x/p' }, version: '0.0.2', entry: 'claude' }, defaultModel: { id: 'm', contextWindow: 1 }, hideBundled: { note: 'n' } };
    const r = await fetchClaudeCode(v, path.join(tmp, 'cache2'));
    expect(r).toEqual({ ok: false, skipped: expect.stringMatching(/no package for .*plan9-mips/) });
  });
});

describe('pool', () => {
  it('keeps order, runs at most width at a time, and rethrows after the others finish', async () => {
    let running = 0;
    let peak = 0;
    const out = await pool([1, 2, 3, 4, 5], 2, async (x) => { running++; peak = Math.max(peak, running); await new Promise((r) => setTimeout(r, 5)); running--; return x * 2; });
    expect(out).toEqual([2, 4, 6, 8, 10]);
    expect(peak).toBe(2);
    const seen: number[] = [];
    await expect(pool([1, 2, 3], 1, async (x) => { seen.push(x); if (x === 1) throw new Error('boom'); return x; })).rejects.toThrow('boom');
    expect(seen).toEqual([1, 2, 3]);
  });
});
