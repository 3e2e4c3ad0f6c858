/**
 * `skill-studio lint --profiles a,b` (issue 17 portability diagnostics), run
 * in-process through the CLI's own parser and runner on a temporary project:
 * a skill only Claude Code reads, one Crush and Roo Code skip for an unquoted
 * colon, and bad ids rejected at the boundary.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from '../../src/cli/args';
import { runCommand } from '../../src/cli/run';

const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'skill-lint-profiles-')));
const project = path.join(tmp, 'project');
const home = path.join(tmp, 'home');
const write = (p: string, t: string) => { fs.mkdirSync(path.dirname(p), { recursive: true }); fs.writeFileSync(p, t); };
fs.mkdirSync(path.join(project, '.git'), { recursive: true });
fs.mkdirSync(home, { recursive: true });
write(path.join(project, '.claude/skills/only-claude/SKILL.md'), '---\nname: only-claude\ndescription: In .claude/skills only.\n---\nBody\n');
write(path.join(project, '.agents/skills/colon/SKILL.md'), '---\nname: colon\ndescription: Use this: when things break\n---\nBody\n');
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function lint(extra: string[]) {
  const parsed = parseArgs(['lint', '--json', '--project', project, '--home', home, ...extra]);
  const r = await runCommand(parsed, { env: {}, cwd: tmp, isTTY: false, repoRoot: path.resolve(__dirname, '../..') });
  return { code: r.code, data: JSON.parse(r.out) };
}

describe('lint --profiles', () => {
  it('adds what each chosen harness does differently, as info diagnostics on the file', async () => {
    const { code, data } = await lint(['--profiles', 'roo-code,crush,windsurf']);
    expect(code).toBe(0); // info only: the exit code stays the session profile's
    expect(data.profiles).toEqual(['roo-code', 'crush', 'windsurf']);
    const of = (file: string) => data.diagnostics.filter((d: { path: string }) => d.path === file).map((d: { code: string; message: string }) => `${d.code}: ${d.message}`);
    const onlyClaude = of(path.join(project, '.claude/skills/only-claude/SKILL.md'));
    expect(onlyClaude.some((m: string) => m.startsWith('portability-folder-not-read: Roo Code never reads .claude/skills'))).toBe(true);
    expect(onlyClaude.some((m: string) => m.startsWith('portability-folder-not-read: Windsurf (approximate)'))).toBe(true);
    expect(onlyClaude.filter((m: string) => m.includes('Crush'))).toEqual([]); // Crush reads <cwd>/.claude/skills
    // Found only by the chosen harnesses (Claude Code never reads .agents/skills), then judged.
    const colon = of(path.join(project, '.agents/skills/colon/SKILL.md'));
    expect(colon.filter((m: string) => m.startsWith('portability-skipped')).map((m: string) => m.split(' skips')[0])).toEqual(['portability-skipped: Roo Code', 'portability-skipped: Crush']);
  });

  it('without --profiles nothing portability-* is reported', async () => {
    const { data } = await lint([]);
    expect(data.diagnostics.filter((d: { code: string }) => d.code.startsWith('portability-'))).toEqual([]);
  });

  it('rejects an unknown id in --profiles (usage error)', () => {
    expect(() => parseArgs(['lint', '--profiles', 'roo-code,nope'])).toThrow(UsageError);
    expect(() => parseArgs(['scan', '--profiles', 'roo-code'])).toThrow(UsageError);
  });
});
