/**
 * `skill-studio matrix` (issue 17 §2) run as a child process on temporary
 * projects: the --json shape, the default columns (harnesses whose own
 * folders exist), --profiles, and the --strict exit code for CI. Expected
 * cells by hand from the reference (skill-semantics.md §3.1 roots, E2).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(__dirname, '../..');
const bundle = path.join(repo, 'out/cli/skill-studio.cjs');
const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'skill-matrix-')));
const project = path.join(tmp, 'project');
const broken = path.join(tmp, 'broken');
const home = path.join(tmp, 'home');
const mixed = path.join(tmp, 'mixed');
const mixedHome = path.join(tmp, 'mixed-home');
const agentsOnly = path.join(tmp, 'agents-only');
const empty = path.join(tmp, 'empty');

function write(p: string, text: string): void {
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, text);
}

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: repo, stdio: 'pipe' });
  for (const d of [project, broken, home, mixed, mixedHome, agentsOnly, empty]) fs.mkdirSync(path.join(d, '.git'), { recursive: true });
  write(path.join(project, '.claude/skills/good/SKILL.md'), '---\nname: good\ndescription: Formats the changed files.\n---\nBody.\n');
  write(path.join(project, '.agents/skills/only-agents/SKILL.md'), '---\nname: only-agents\ndescription: Lives in .agents/skills.\n---\nBody.\n');
  // E2: a name but no description: Claude Code falls back to the heading, ASref rejects it.
  write(path.join(mixed, '.codex/skills/a/SKILL.md'), '---\nname: a\ndescription: In .codex/skills.\n---\nBody.\n');
  write(path.join(mixed, '.github/skills/b/SKILL.md'), '---\nname: b\ndescription: In .github/skills.\n---\nBody.\n');
  write(path.join(mixed, '.agents/skills/c/SKILL.md'), '---\nname: c\ndescription: In .agents/skills.\n---\nBody.\n');
  fs.mkdirSync(path.join(mixedHome, '.config/goose/skills'), { recursive: true });
  write(path.join(agentsOnly, '.agents/skills/x/SKILL.md'), '---\nname: x\ndescription: In .agents/skills.\n---\nBody.\n');
  write(path.join(broken, '.claude/skills/no-desc/SKILL.md'), '---\nname: no-desc\n---\n# Deploy Things\nShip it.\n');
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function cli(args: string[], homeDir = home) {
  const r = spawnSync(process.execPath, [bundle, 'matrix', '--home', homeDir, ...args], { cwd: tmp, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: homeDir } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
function json(args: string[], homeDir = home) {
  const r = cli([...args, '--json'], homeDir);
  expect(r.err).toBe('');
  return { code: r.code, data: JSON.parse(r.out) };
}

describe('skill-studio matrix', () => {
  // Default columns: harnesses one of whose own folders exists (read by it and at most one other harness),
  // plus Claude Code when .claude exists. `.claude/skills` (read by ten, docs/harnesses/<id>.md Discovery)
  // and `.agents/skills` (read by fifteen) are shared and mark no one; this project has .claude, so Claude Code.
  it('default columns: the harnesses whose own folders exist, Claude Code for .claude; shared folders mark no one', () => {
    const keys = (args: string[], homeDir = home) => json(args, homeDir).data.profiles.map((p: { key: string }) => p.key);
    expect(keys(['--project', project])).toEqual(['claude-code']);
    // .codex/skills: Codex (codex.md:22) and Cursor ([3p] cursor.md:19); .github/skills: VS Code (vscode-copilot.md:23)
    // and Copilot CLI (copilot-cli.md:14); ~/.config/goose/skills: Goose (goose.md:21). No .claude: no Claude Code.
    expect(keys(['--project', mixed], mixedHome)).toEqual(['codex', 'vscode-copilot', 'goose', 'cursor', 'copilot-cli']);
    // Only the shared .agents/skills: the fallback is --profile plus the harnesses measured against the real
    // program that read it (codex.md:31, gemini-cli.md, opencode.md, pi.md, qwen-code.md, copilot-cli.md:17, cline.md).
    expect(keys(['--project', agentsOnly])).toEqual(['claude-code', 'codex', 'gemini-cli', 'opencode', 'pi', 'qwen-code', 'copilot-cli', 'cline']);
    // No skills folder at all: --profile alone.
    expect(keys(['--project', empty])).toEqual(['claude-code']);
    expect(keys(['--project', empty, '--profile', 'codex'])).toEqual(['codex']);
  });

  // Who reads the project's .claude/skills or .agents/skills: CC, AS, OH (§3.1); codex reads .agents/skills only (docs/harnesses/codex.md).
  it('--json: one cell per chosen column, not read is not skipped (§3.1; docs/harnesses Discovery)', () => {
    const { code, data } = json(['--project', project, '--profiles', 'claude-code,agent-skills,openharness,codex']);
    expect(code).toBe(0);
    expect(data.profiles.map((p: { key: string }) => p.key)).toEqual(['claude-code', 'agent-skills', 'openharness', 'codex']);
    expect(data.profiles[0]).toMatchObject({ id: 'claude-code', label: 'Claude Code 2.1.332', verification: { level: 'verified' } });
    expect(data.skills.map((s: { path: string }) => s.path)).toEqual([
      path.join(project, '.agents/skills/only-agents/SKILL.md'),
      path.join(project, '.claude/skills/good/SKILL.md'),
    ]);
    const [agents, good] = data.skills;
    // codex does not read .claude/skills (not read is not skipped), so it differs.
    expect(good).toMatchObject({ name: 'good', scope: 'project', skippedAnywhere: false, differs: true });
    expect(good.cells['codex']).toMatchObject({ status: 'not-read' });
    for (const k of ['claude-code', 'openharness']) {
      expect(good.cells[k]).toEqual({ status: 'listed', loaded: true, id: 'good', listed: 'full', reasons: [], shadowedBy: null, diagnostics: [] });
    }
    // The spec defines no slash commands (the profile's user path is none): the reason says so.
    expect(good.cells['agent-skills']).toMatchObject({ status: 'listed', listed: 'full', reasons: [{ code: 'no-user-path' }] });
    expect(agents.cells['claude-code']).toMatchObject({ status: 'not-read', loaded: false, id: null, listed: null });
    expect(agents.cells['claude-code'].reasons[0].code).toBe('folder-not-read');
    expect(agents.cells['agent-skills']).toMatchObject({ status: 'listed', listed: 'full' });
    expect(agents.differs).toBe(true);
  });

  it('--profiles picks the columns (a version as ID@VERSION); an unknown one is bad usage (exit 2)', () => {
    const { data } = json(['--project', project, '--profiles', 'minimal,claude-code@2.1.112']);
    expect(data.profiles.map((p: { key: string; label: string }) => [p.key, p.label])).toEqual([['minimal', 'Minimal loader'], ['claude-code@2.1.112', 'Claude Code 2.1.112']]);
    // Neither reads .agents/skills (§3.1; seed 003): the one row is .claude/skills/good.
    expect(data.skills.map((s: { name: string }) => s.name)).toEqual(['good']);
    expect(data.skills[0].cells.minimal.status).toBe('not-read');
    expect(data.skills[0].cells['claude-code@2.1.112']).toMatchObject({ status: 'listed', listed: 'full' });
    const bad = cli(['--project', project, '--profiles', 'claude-code,vscode']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('unknown profile "vscode"');
  });

  it('--strict exits 1 when a chosen harness skips a skill (ASref rejects a skill without description, E2), 0 when none does', () => {
    expect(cli(['--project', broken, '--profiles', 'agent-skills', '--strict']).code).toBe(1);
    expect(cli(['--project', broken, '--profiles', 'agent-skills']).code).toBe(0);
    expect(cli(['--project', broken, '--profiles', 'claude-code', '--strict']).code).toBe(0);
    expect(cli(['--project', project, '--strict']).code).toBe(0);
    const { code, data } = json(['--project', broken, '--profiles', 'claude-code,agent-skills', '--strict']);
    expect(code).toBe(1);
    expect(data.skills[0].cells['agent-skills']).toMatchObject({ status: 'skipped', loaded: false });
    expect(data.skills[0].cells['claude-code']).toMatchObject({ status: 'listed', listed: 'full' });
  });

  it('the table: one column per harness, a word per cell, and why a harness skips', () => {
    const r = cli(['--project', broken, '--profiles', 'claude-code,agent-skills', '--strict']);
    expect(r.out).toMatch(/NAME\s+claude-code\s+agent-skills\s+PATH/);
    expect(r.out).toMatch(/no-desc\s+listed\s+SKIPPED\s+\.claude\/skills\/no-desc\/SKILL\.md/);
    expect(r.out).toContain('Agent Skills spec skips it:');
    expect(r.out).toContain('--strict: a chosen harness skips a skill');
  });
});
