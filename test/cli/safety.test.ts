/**
 * Issue 11 through the built CLI (out/cli/skill-studio.cjs): what `lint`,
 * `scan`, `invoke` and `explain` print for the hostile and tricky inputs the
 * engine now handles (the cut at `---` inside a line, 5,000 skill-dir paths,
 * a skills root of 20,000 folders, a folder name that is not UTF-8, a name
 * typed in another case).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(__dirname, '../..');
const bundle = path.join(repo, 'out/cli/skill-studio.cjs');
const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'skill-safety-')));
const home = path.join(tmp, 'home');

function write(p: string, text: string | Buffer): void {
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, text);
}
/** A project folder (with `.git`) holding `skills` (folder → SKILL.md text) in `.claude/skills`. */
function project(name: string, skills: Record<string, string>): string {
  const p = path.join(tmp, name);
  fs.mkdirSync(path.join(p, '.git'), { recursive: true });
  for (const [dir, text] of Object.entries(skills)) write(path.join(p, '.claude/skills', dir, 'SKILL.md'), text);
  return p;
}
function cli(args: string[]) {
  const r = spawnSync(process.execPath, [bundle, ...args], { cwd: tmp, encoding: 'utf8', maxBuffer: 1 << 28, env: { PATH: process.env.PATH ?? '', HOME: home } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: repo, stdio: 'pipe' });
  fs.mkdirSync(home, { recursive: true });
}, 120_000);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }), 120_000); // 20,000 folders take a while to delete

describe('the first `---` anywhere (point 17)', () => {
  it('lint and scan report the cut on that `---`', () => {
    const p = project('cut', { d: '---\nname: d\ndescription: a---b cut here\n---\nBody\n' });
    const lint = cli(['lint', '--project', p, '--home', home, '--no-bundled', '--json']);
    const d = JSON.parse(lint.out).diagnostics.find((x: { code: string }) => x.code === 'frontmatter-cut-mid-line');
    expect(d).toMatchObject({ severity: 'warning', range: { line: 3, column: 15, endLine: 3, endColumn: 18 } });
    expect(d.message).toContain('"b cut here" becomes the start of the body');
    const scan = cli(['scan', '--project', p, '--home', home, '--no-bundled']);
    expect(scan.out).toContain('frontmatter-cut-mid-line');
  });
});

describe('invoke on 5,000 `${CLAUDE_SKILL_DIR}/` (point 12)', () => {
  it('--json exits 0 with output proportional to the body', () => {
    const p = project('blow', { blow: `---\ndescription: blow\n---\n${'${CLAUDE_SKILL_DIR}/'.repeat(5000)}\n` });
    const r = cli(['invoke', 'blow', '--as', 'user', '--json', '--project', p, '--home', home, '--no-bundled']);
    expect(r.code).toBe(0);
    const rec = JSON.parse(r.out);
    expect(rec.substitutions).toHaveLength(5000);
    expect(r.out.length).toBeLessThan(20 * rec.body.length);
  });
});

describe('a name in another case: explain and invoke give one answer (point 18)', () => {
  it('Claude Code compares names exactly: both say brainstorming is not reached by Brainstorming', () => {
    const p = project('cased', { brainstorming: '---\ndescription: Generate ideas.\n---\nIdeas.\n' });
    const roots = ['--project', p, '--home', home, '--no-bundled'];
    const inv = JSON.parse(cli(['invoke', 'Brainstorming', '--as', 'model', '--json', ...roots]).out);
    expect(inv.allowed).toBe(false);
    expect(inv.reason).toBe('Unknown skill: Brainstorming. Did you mean brainstorming?');
    const ex = cli(['explain', 'Brainstorming', ...roots]).out;
    expect(ex).toContain('No skill answers to "Brainstorming"');
    expect(ex).not.toContain('/Brainstorming reaches');
  });
});

describe('big and odd skills roots (points 15, 16)', () => {
  it('scan: a root of 20,000 empty folders still yields its one real skill', () => {
    const p = project('wide', { 'zz-fine': '---\ndescription: fine skill\n---\nbody\n' });
    for (let i = 0; i < 20_000; i++) fs.mkdirSync(path.join(p, '.claude/skills', `e${i}`));
    const r = cli(['scan', '--json', '--project', p, '--home', home, '--no-bundled']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).skills.map((s: { id: string }) => s.id)).toEqual(['zz-fine']);
  });

  it('scan: a folder name that is not UTF-8 is reported, the other skills load', () => {
    const p = project('badname', { good: '---\ndescription: good\n---\nbody\n' });
    const bad = Buffer.concat([Buffer.from(path.join(p, '.claude/skills/')), Buffer.from([0x66, 0xff, 0xfe, 0x67])]);
    fs.mkdirSync(bad);
    fs.writeFileSync(Buffer.concat([bad, Buffer.from('/SKILL.md')]), '---\ndescription: bad\n---\nbody\n');
    const j = JSON.parse(cli(['scan', '--json', '--project', p, '--home', home, '--no-bundled']).out);
    expect(j.skills.map((s: { id: string }) => s.id)).toEqual(['good']);
    expect(j.diagnostics.find((d: { code: string }) => d.code === 'name-not-utf8')?.path).toBe(`${p}/.claude/skills/f\uFFFD\uFFFDg`);
  });
});
