/**
 * Invocation diagnostics about body text sit on that text in the SKILL.md
 * source (1-based lines, UTF-16 columns, end exclusive; counted by hand): a
 * command written in the file where it is written, one produced or changed by
 * a substitution on its placeholder; text the harness inserts (the
 * `ARGUMENTS:` trailer) has no place in the file and stays at 1:1.
 */
import { describe, expect, it } from 'vitest';
import { getProfile, simulateInvocation } from '../../../src/shared/engine';
import type { InvocationRecord } from '../../../src/shared/engine/types';
import { catalog, skill } from '../listing/factory';
import { run } from './helpers';

const R = (line: number, column: number, endLine: number, endColumn: number) => ({ line, column, endLine, endColumn });
const ROOT = '/p/.claude/skills';
const cc = getProfile('claude-code', 'latest');
const cc112 = getProfile('claude-code', '2.1.112');

const ranges = (rec: InvocationRecord, code: string) => rec.diagnostics.filter((d) => d.code === code).map((d) => d.range);

describe('invocation diagnostics on the source (claude-code)', () => {
  // line 1 ---, 2 name, 3 description, 4 ---, 5 "Status: !`git status`", 6 "Echo: !`echo $ARGUMENTS`", 7 fence, 8 cmd, 9 fence
  const text = '---\nname: d\ndescription: x\n---\nStatus: !`git status`\nEcho: !`echo $ARGUMENTS`\n```!\ngit log -1\n```\n';
  const files: Record<string, string> = { [`${ROOT}/d/SKILL.md`]: text };

  it('a command from the file: on its text (through the real parser body and the base-directory line)', () => {
    const rec = simulateInvocation(catalog([skill('d')]), { name: 'd', as: 'user', args: 'hi' }, cc112, (p) => files[p] ?? null);
    // `!`git status`` is 5:9–5:22; the fenced block 7:1–9:4.
    expect(ranges(rec, 'shell-command-runs')).toEqual([R(5, 9, 5, 22), R(7, 1, 9, 4)]);
    // `!`echo $ARGUMENTS`` (6:7–6:25) became `!`echo hi``: the span still covers the placeholder.
    expect(ranges(rec, 'shell-argument-injection')).toEqual([R(6, 7, 6, 25)]);
    expect(rec.diagnostics.find((d) => d.code === 'shell-argument-injection')?.path).toBe(`${ROOT}/d/SKILL.md`);
  });

  it('a command produced by a substitution: on the placeholder', () => {
    const t = '---\nname: d\ndescription: x\n---\nRun $ARGUMENTS now\n';
    const rec = simulateInvocation(catalog([skill('d')]), { name: 'd', as: 'user', args: '!`rm -rf x`' }, cc112, () => t);
    expect(rec.shellCommands.map((c) => c.command)).toEqual(['rm -rf x']);
    // `$ARGUMENTS` is 5:5–5:15.
    expect(ranges(rec, 'shell-argument-injection')).toEqual([R(5, 5, 5, 15)]);
  });

  it('a command in the appended ARGUMENTS: trailer has no place in the file: 1:1', () => {
    const t = '---\nname: d\ndescription: x\n---\nNo placeholders here.\n';
    const rec = simulateInvocation(catalog([skill('d')]), { name: 'd', as: 'user', args: '!`id`' }, cc112, () => t);
    expect(ranges(rec, 'shell-argument-injection')).toEqual([R(1, 1, 1, 1)]);
  });

  it('argument-missing: on the emptied placeholder (2.1.112) and the literal one (latest)', () => {
    const t = '---\nname: d\ndescription: x\n---\nFirst $0, second $1.\n';
    // `$1` is 5:18–5:20.
    const old = simulateInvocation(catalog([skill('d')]), { name: 'd', as: 'user', args: 'a' }, cc112, () => t);
    expect(ranges(old, 'argument-missing')).toEqual([R(5, 18, 5, 20)]);
    const latest = simulateInvocation(catalog([skill('d')]), { name: 'd', as: 'user', args: 'a' }, cc, () => t);
    expect(ranges(latest, 'argument-missing')).toEqual([R(5, 18, 5, 20)]);
  });

  it('variable-look-alike and skill-dir-path-missing: on the text in the body', () => {
    const t = '---\nname: d\ndescription: x\n---\nRead ${CLAUDE_SKILL_ROOT}/a.md\nThen ${CLAUDE_SKILL_DIR}/missing.md\n';
    const rec = simulateInvocation(catalog([skill('d')]), { name: 'd', as: 'user' }, cc, () => t, () => false);
    // `${CLAUDE_SKILL_ROOT}` 5:6–5:26; `${CLAUDE_SKILL_DIR}/missing.md` 6:6–6:36.
    expect(ranges(rec, 'variable-look-alike')).toEqual([R(5, 6, 5, 26)]);
    expect(ranges(rec, 'skill-dir-path-missing')).toEqual([R(6, 6, 6, 36)]);
  });

  it('a loader that does not give bodyOffset: the body is found in the file', () => {
    const rec = run(cc, [skill('d')], files, { name: 'd', as: 'user' });
    expect(ranges(rec, 'shell-command-runs')).toEqual([R(5, 9, 5, 22), R(6, 7, 6, 25), R(7, 1, 9, 4)]);
  });
});

describe('invocation diagnostics on the source (other profiles)', () => {
  it('openharness model path (raw file): shell-command-inert on the command', () => {
    const oh = getProfile('openharness');
    const p = '/h/.openharness/skills/d/SKILL.md';
    const t = '---\nname: d\ndescription: x\n---\n\nSay !`date` now.\n';
    const s = skill('d', { root: '/h/.openharness/skills', path: p, dir: '/h/.openharness/skills/d' });
    const rec = simulateInvocation(catalog([s], 'openharness'), { name: 'd', as: 'model' }, oh, () => t);
    // `!`date`` is 6:5–6:12.
    expect(ranges(rec, 'shell-command-inert')).toEqual([R(6, 5, 6, 12)]);
  });

  it('codebot (trimmed body, wrapped prompt): shell command on its text', () => {
    const cb = getProfile('codebot');
    const t = '---\nname: d\ndescription: x\n---\n\n  Check !`git diff` first.\n';
    const s = skill('d', { root: '/p/.codebot/skills', path: '/p/.codebot/skills/d/SKILL.md', dir: '/p/.codebot/skills/d' });
    const rec = simulateInvocation(catalog([s], 'codebot'), { name: 'd', as: 'model' }, cb, () => t);
    const shell = rec.diagnostics.filter((d) => d.code.startsWith('shell-'));
    expect(shell.length).toBe(1);
    // `!`git diff`` is 6:9–6:20.
    expect(shell[0].range).toEqual(R(6, 9, 6, 20));
  });
});
