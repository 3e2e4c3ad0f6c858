/**
 * The invocation simulator's work and output stay proportional to the body
 * (issue 11, point 12): thousands of placeholders, `${CLAUDE_SKILL_DIR}/`
 * paths and shell commands; and the body checks' Markdown scan. Work is counted (array-predicate calls), never
 * timed; output is measured in characters.
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../src/shared/engine/profiles';
import { MAX_PER_CODE } from '../../../src/shared/engine/diagnostics/limits';
import { MAX_PATH_CHARS } from '../../../src/shared/engine/invoke/vars';
import { catalog, skill } from '../listing/factory';
import { simulateWith } from '../../../src/shared/engine/invoke';
import { countIndexOfScan, countPredicateCalls, countRegexScan } from '../../support/work';
import { codeRegions, linkTargets } from '../../../src/shared/engine/body/markdown';
import { md, run, testLoader } from './helpers';

const latest = getProfile('claude-code', 'latest');
const v112 = getProfile('claude-code', '2.1.112');
const D = '/p/.claude/skills/d';

function invoke(body: string, args: string | undefined, profile = latest, exists?: (p: string) => boolean) {
  return countPredicateCalls(() => run(profile, [skill('d')], { [`${D}/SKILL.md`]: md('d', body) }, { name: 'd', as: 'user', args }, exists));
}

describe('many placeholders', () => {
  it('10,000 `$ARGUMENTS[0]` without arguments: each kept literal, linear work, capped diagnostics', () => {
    const n = 10_000;
    const { result: rec, calls } = invoke('$ARGUMENTS[0]\n'.repeat(n), '');
    expect(rec.substitutions.filter((s) => s.flag === 'missing-argument-literal')).toHaveLength(n);
    expect(rec.body).toBe(`Base directory for this skill: ${D}\n\n${'$ARGUMENTS[0]\n'.repeat(n)}`);
    const missing = rec.diagnostics.filter((d) => d.code === 'argument-missing');
    expect(missing).toHaveLength(MAX_PER_CODE);
    expect(missing[7].range.line).toBe(5 + 7); // on its own placeholder (frontmatter is 4 lines)
    expect(rec.diagnostics.find((d) => d.code === 'diagnostics-capped')?.data).toMatchObject({ code: 'argument-missing', omitted: n - MAX_PER_CODE });
    // The old "is this match protected?" scanned every mark per match: n² / 2 = 50,000,000 calls.
    expect(calls).toBeLessThan(50 * n);
  });

  it('150,000 `$0` with an argument (2.1.112): every one substituted (no call-stack overflow on the hit list)', () => {
    const n = 150_000;
    const text = md('d', '$0 '.repeat(n));
    // simulateWith directly: run()'s per-substitution expectations would cost more than the simulation.
    const rec = simulateWith(testLoader, catalog([skill('d')]), { name: 'd', as: 'user', args: 'x' }, v112, () => text);
    expect(rec.substitutions.every((x) => rec.body.slice(x.start, x.end) === 'x')).toBe(true);
    expect(rec.diagnostics.map((d) => d.code)).not.toContain('invoke-refused');
    expect(rec.substitutions).toHaveLength(n);
    expect(rec.body.endsWith('x '.repeat(3))).toBe(true);
  });

  it('5,000 shell commands holding an argument: each flagged, linear work', () => {
    const n = 5000;
    const { result: rec, calls } = invoke('!`echo $0`\n'.repeat(n), 'hi');
    expect(rec.shellCommands).toHaveLength(n);
    expect(rec.shellCommands.every((c) => c.injectedArguments)).toBe(true);
    expect(calls).toBeLessThan(50 * n);
  });
});

describe('thousands of named arguments (2.1.112 replaces them name by name)', () => {
  it('5,000 names, each used once: substituted like the harness, without one pass over the body per name', () => {
    const n = 5000;
    const names = Array.from({ length: n }, (_, i) => `a${i}`);
    const body = names.map((x) => `$${x}`).join(' ') + '\n';
    const args = names.map((x) => x.toUpperCase()).join(' ');
    const { result: rec, chars } = countRegexScan(() => run(v112, [skill('d', { fields: { arguments: names } })], { [`${D}/SKILL.md`]: md('d', body) }, { name: 'd', as: 'user', args }));
    expect(rec.body).toBe(`Base directory for this skill: ${D}\n\n${names.map((x) => x.toUpperCase()).join(' ')}\n`);
    expect(rec.substitutions).toHaveLength(n);
    expect(Object.keys(rec.named)).toHaveLength(n);
    // One regex pass per name read n × the body (here 5,000 × 30,000 characters).
    expect(chars).toBeLessThan(50 * body.length);
  });
});

describe('5,000 `${CLAUDE_SKILL_DIR}/` in a row (each path runs into the next)', () => {
  it('output stays proportional: paths read at most PATH_MAX far, messages clipped, diagnostics capped', () => {
    const n = 5000;
    const body = '${CLAUDE_SKILL_DIR}/'.repeat(n) + '\n';
    const { result: rec } = invoke(body, undefined, latest, () => false);
    const json = JSON.stringify(rec);
    expect(rec.substitutions).toHaveLength(n);
    const missing = rec.diagnostics.filter((d) => d.code === 'skill-dir-path-missing');
    expect(missing).toHaveLength(MAX_PER_CODE);
    for (const d of missing) {
      expect(String(d.data?.path).length).toBeLessThanOrEqual(MAX_PATH_CHARS + 1); // '/' + at most PATH_MAX
      expect(d.message.length).toBeLessThan(600);
    }
    // The body itself is ~n × (dir + 1); everything else together stays within a few times that.
    expect(json.length).toBeLessThan(4 * rec.body.length + 2 * MAX_PER_CODE * (2 * MAX_PATH_CHARS + 1000));
  });
});

describe('body checks on hostile Markdown', () => {
  it('unclosed `<destination` and `(title` per link: each search bounded, not to the end of the body', () => {
    for (const unit of ['[a](<b ', '[a](b (', '[a](b "', '[a]: <b\n']) {
      const body = unit.repeat(20_000);
      const { result, chars } = countIndexOfScan(() => linkTargets(body, codeRegions(body)));
      expect(result).toEqual([]);
      // Per link at most a title's worth (4,096) plus a destination (512); to the end of the body was ~70,000.
      expect(chars / 20_000, unit).toBeLessThan(4096 + 600);
    }
    const ok = '[a](b "t") '.repeat(1000);
    expect(linkTargets(ok, codeRegions(ok))).toHaveLength(1000);
  });
});
