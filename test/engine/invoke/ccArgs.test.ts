import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../src/shared/engine/profiles';
import { skill } from '../listing/factory';
import { md, run } from './helpers';

const latest = getProfile('claude-code', 'latest');
const v112 = getProfile('claude-code', '2.1.112');
const D = '/p/.claude/skills/d';
const BASE = `Base directory for this skill: ${D}\n\n`;
const one = (body: string, extra = '', o = {}) => ({ skills: [skill('d', o)], files: { [`${D}/SKILL.md`]: md('d', body, extra) } });

function user(profile = latest, body: string, args?: string, extra = '', o = {}) {
  const { skills, files } = one(body, extra, o);
  return run(profile, skills, files, { name: 'd', as: 'user', args });
}

describe('claude-code arguments (§9.1, §9.2)', () => {
  it('E7 2.1.112: `$12` and `$1` emptied, `$0` → alpha (0-based), `$ARGUMENTS` → raw', () => {
    const rec = user(v112, 'Fee is $12. First: $0. Second: $1. All: $ARGUMENTS\n', 'alpha');
    expect(rec.body).toBe(`${BASE}Fee is . First: alpha. Second: . All: alpha\n`);
    expect(rec.substitutions.map((s) => [s.placeholder, s.value, s.flag])).toEqual([
      ['$12', '', 'missing-argument-emptied'], ['$0', 'alpha', undefined], ['$1', '', 'missing-argument-emptied'], ['$ARGUMENTS', 'alpha', undefined],
    ]);
    expect(rec.diagnostics.filter((d) => d.code === 'argument-missing')).toHaveLength(2);
  });

  it('E7 2.1.332 (latest): missing `$12` and `$1` are left literal', () => {
    const rec = user(latest, 'Fee is $12. First: $0. Second: $1. All: $ARGUMENTS\n', 'alpha');
    expect(rec.body).toBe(`${BASE}Fee is $12. First: alpha. Second: $1. All: alpha\n`);
    expect(rec.substitutions.filter((s) => s.flag === 'missing-argument-literal').map((s) => s.placeholder)).toEqual(['$12', '$1']);
  });

  it('E8: no placeholder + args → body + "\\n\\nARGUMENTS: fix the bug" (body not trimmed, §1.3)', () => {
    const rec = user(latest, 'Do the thing.\n', 'fix the bug');
    expect(rec.body).toBe(`${BASE}Do the thing.\n\n\nARGUMENTS: fix the bug`);
    expect(rec.substitutions.at(-1)).toMatchObject({ source: 'appended', value: '\n\nARGUMENTS: fix the bug' });
    expect(rec.diagnostics.map((d) => d.code)).toContain('arguments-appended');
  });

  it('E9: `$ARGUMENTS[0]` with args "a b" → "Target: a"', () => {
    expect(user(v112, 'Target: $ARGUMENTS[0]', 'a b').body).toBe(`${BASE}Target: a`);
  });

  it('B22 user path: every $ARGUMENTS → "2h PROJ-42", no ARGUMENTS trailer', () => {
    const body = '\n# Log time\n\nRecord $ARGUMENTS against the ticket.\n\nBefore saving, repeat back exactly: $ARGUMENTS\n';
    const rec = user(latest, body, '2h PROJ-42');
    expect(rec.body).toBe(`${BASE}\n# Log time\n\nRecord 2h PROJ-42 against the ticket.\n\nBefore saving, repeat back exactly: 2h PROJ-42\n`);
    expect(rec.argv).toEqual(['2h', 'PROJ-42']);
  });

  it('B22: $ARGUMENTS is the raw string with quotes kept; $0 is the shell-split first token (§9.1 steps 2, 6)', () => {
    const rec = user(latest, 'Record $ARGUMENTS against the ticket. First: $0.', '"code review" 45m');
    expect(rec.body).toBe(`${BASE}Record "code review" 45m against the ticket. First: code review.`);
    expect(rec.argv).toEqual(['code review', '45m']);
  });

  it('B24: a trailer only when args are given; $HOME is not a placeholder', () => {
    const body = '\n# Summarize thread\n\nMARKER-SUM: list decisions first, then open items with owners.\nKeep shell variables such as $HOME untouched in any commands you show.\n';
    const withArgs = user(latest, body, 'last 20 messages');
    expect(withArgs.body).toBe(`${BASE}${body}\n\nARGUMENTS: last 20 messages`);
    expect(withArgs.body.split('\n').filter((l) => l.startsWith('ARGUMENTS: '))).toHaveLength(1);
    const none = user(latest, body, '');
    expect(none.body).toBe(`${BASE}${body}`);
    expect(none.body).not.toContain('ARGUMENTS:');
  });

  it('§9.1 step 3: named arguments replace `$name` not followed by `[` or a word character', () => {
    const rec = user(v112, 'Scope $scope, mode $mode, not $scopes or $scope[0].', 'api fast', '', { fields: { arguments: ['scope', 'mode'] } });
    expect(rec.body).toBe(`${BASE}Scope api, mode fast, not $scopes or $scope[0].`);
    expect(rec.named).toEqual({ scope: 'api', mode: 'fast' });
  });

  it('§9.2 latest: `\\$0` escapes the placeholder and the backslash is dropped', () => {
    expect(user(latest, 'Cost \\$0 for $0', 'x').body).toBe(`${BASE}Cost $0 for x`);
    expect(user(v112, 'Cost \\$0 for $0', 'x').body).toBe(`${BASE}Cost \\x for x`);
  });

  it('§9.2 latest: a backslash that came from an argument does not escape the next placeholder (fast-check regression)', () => {
    expect(user(latest, '$0$ARGUMENTS', '\\').body).toBe(`${BASE}\\\\`);
  });

  it('${CLAUDE_SKILL_DIR} inside an argument is expanded under both releases; `$1` in a value stays (measured, point 14; the reference §9.2 said protected)', () => {
    expect(user(v112, 'A: $0 B: $ARGUMENTS', '$1 ${CLAUDE_SKILL_DIR}').body).toBe(`${BASE}A: $1 B: $1 ${D}`);
    expect(user(latest, 'A: $0 B: $ARGUMENTS', '$1 ${CLAUDE_SKILL_DIR}').body).toBe(`${BASE}A: $1 B: $1 ${D}`);
  });

  it('§9.2 latest: longest named argument first (`$target_dir` is not eaten by `$target`)', () => {
    const rec = user(latest, '$target into $target_dir', 'a b', '', { fields: { arguments: ['target', 'target_dir'] } });
    expect(rec.body).toBe(`${BASE}a into b`);
  });

  it('E23: frontmatter-only skill → just the base-directory line (plus ARGUMENTS when args)', () => {
    expect(user(latest, '', '').body).toBe(BASE);
    expect(user(latest, '', 'go').body).toBe(`${BASE}\n\nARGUMENTS: go`);
  });

  it('§8.3: a flat-file skill (no directory) gets no base-directory line and ${CLAUDE_SKILL_DIR} stays literal', () => {
    const rec = run(latest, [skill('flat', { dir: null, path: '/p/.claude/commands/flat.md', scope: 'legacy-command' })],
      { '/p/.claude/commands/flat.md': 'Run ${CLAUDE_SKILL_DIR}/x' }, { name: 'flat', as: 'user' });
    expect(rec.body).toBe('Run ${CLAUDE_SKILL_DIR}/x');
    expect(rec.diagnostics.map((d) => d.code)).toContain('skill-dir-unavailable');
  });

  it('§9.2 latest: an expanded body over 4,000,000 characters fails the invocation', () => {
    const rec = user(latest, '$ARGUMENTS $ARGUMENTS', 'x'.repeat(2_000_000));
    expect(rec.allowed).toBe(false);
    expect(rec.diagnostics.map((d) => `${d.severity}:${d.code}`)).toContain('error:body-too-large');
  });

  it('§9.2 latest (assumption): a body whose only placeholder stays literal still gets the ARGUMENTS trailer', () => {
    expect(user(latest, 'Second: $1', 'a').body).toBe(`${BASE}Second: $1\n\nARGUMENTS: a`);
    expect(user(v112, 'Second: $1', 'a').body).toBe(`${BASE}Second: `);
  });

  it('§9.1 step 9: ${CLAUDE_SESSION_ID} → the session id', () => {
    const { skills, files } = one('Log to /tmp/${CLAUDE_SESSION_ID}.log');
    const rec = run(latest, skills, files, { name: 'd', as: 'user', sessionId: 'abc-123' });
    expect(rec.body).toBe(`${BASE}Log to /tmp/abc-123.log`);
    expect(rec.substitutions[0]).toMatchObject({ source: 'session-id', value: 'abc-123' });
  });
});

describe('B26 ${CLAUDE_SKILL_DIR} (§9.1 step 8)', () => {
  const RC = '/c/project/.claude/skills/run-check';
  const file = md('run-check', '\n# Run check\n\nRun the checker: `python3 ${CLAUDE_SKILL_DIR}/scripts/check.py --strict`\n\nNot real variables, leave them alone: ${CLAUDE_SKILL_ROOT} and $SKILL_DIR\n');
  const skills = [skill('run-check', { root: '/c/project/.claude/skills' })];

  it('B26: replaced by the skill folder; look-alikes stay and are flagged', () => {
    const rec = run(latest, skills, { [`${RC}/SKILL.md`]: file }, { name: '/run-check', as: 'user' }, (p) => p === `${RC}/scripts/check.py`);
    expect(rec.body).toContain(`python3 ${RC}/scripts/check.py --strict`);
    expect(rec.body).toContain('${CLAUDE_SKILL_ROOT}');
    expect(rec.body).toContain('$SKILL_DIR');
    expect(rec.body).not.toContain('${CLAUDE_SKILL_DIR}');
    const sub = rec.substitutions.find((s) => s.source === 'skill-dir')!;
    expect(sub.flag).toBeUndefined();
    expect(rec.diagnostics.filter((d) => d.code === 'variable-look-alike').map((d) => d.data!.text)).toEqual(['${CLAUDE_SKILL_ROOT}', '$SKILL_DIR']);
  });

  it('B26: a path under ${CLAUDE_SKILL_DIR} that does not exist is flagged path-missing', () => {
    const rec = run(latest, skills, { [`${RC}/SKILL.md`]: file }, { name: 'run-check', as: 'user' }, () => false);
    expect(rec.substitutions.find((s) => s.source === 'skill-dir')!.flag).toBe('path-missing');
    expect(rec.diagnostics.find((d) => d.code === 'skill-dir-path-missing')!.data!.resolved).toBe(`${RC}/scripts/check.py`);
  });

  it('B26: plugin skills have a folder too, so /toolkit:bundle-report gets its path', () => {
    const PR = '/plug/toolkit/skills/bundle-report';
    const rec = run(latest, [skill('toolkit:bundle-report', { scope: 'plugin', root: '/plug/toolkit/skills', dir: PR, path: `${PR}/SKILL.md` })],
      { [`${PR}/SKILL.md`]: md('bundle-report', 'Run `python3 ${CLAUDE_SKILL_DIR}/scripts/report.py` and summarise it.\n') },
      { name: '/toolkit:bundle-report', as: 'user' });
    expect(rec.body).toBe(`Base directory for this skill: ${PR}\n\nRun \`python3 ${PR}/scripts/report.py\` and summarise it.\n`);
  });
});
