/**
 * The shared regression cases (../shared/cases, or $SKILLS_CASES) under the
 * `claude-code` profile: one test per case/skill and per invocation, named
 * after the case id. Every `expect` key of the README is checked; an unknown
 * key fails. Expect objects marked `unconfirmed: true` run as their own tests
 * named "[unconfirmed] ..." so their results are reported, not hidden.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkExpect, type CheckContext } from './checks';
import { cleanupCases, loadCases, runCase, splitSlash, type CaseCheck, type CaseFile, type CaseInvocation, type CaseRun } from './harness';

const cases = loadCases();
afterAll(cleanupCases);

const runs = new Map<string, CaseRun>();
/** Copy and scan a case once, on first use. */
function runOf(c: CaseFile): CaseRun {
  let r = runs.get(c.id);
  if (!r) { r = runCase(c); runs.set(c.id, r); }
  return r;
}

/** Build the check context for `name`, with `inv` as the invocation that `expanded_*` keys inspect. */
function contextFor(run: CaseRun, name: string, inv: CaseInvocation | undefined): CheckContext {
  const request = (): { name: string; as: 'user' | 'model'; args?: string } => {
    if (!inv || inv.via === 'user-slash') {
      const { name: n, args } = splitSlash(inv?.text ?? `/${name}`);
      return { name: n, as: 'user', args };
    }
    if (inv.via === 'model-tool') return { name, as: 'model', args: inv.args };
    throw new Error(`unknown invocation via ${JSON.stringify((inv as { via: unknown }).via)}`);
  };
  const pluginOf = (): string | undefined => {
    const [prefix] = name.split(':');
    return run.plugins.get(prefix) ?? [...run.plugins.values()][0];
  };
  return {
    run,
    name,
    invocation: () => { const q = request(); return run.invoke(q.name, q.as, q.args); },
    fill: (s: string) => {
      let out = String(s).split('<CASE_ROOT>').join(run.root);
      const pr = pluginOf();
      if (pr) out = out.split('<PLUGIN_ROOT>').join(pr);
      return out;
    },
  };
}

function label(obj: { expect?: Record<string, unknown> }, text: string): string {
  return obj.expect?.unconfirmed === true ? `[unconfirmed] ${text}` : text;
}

function invocationLabel(inv: CaseInvocation): string {
  return inv.via === 'user-slash' ? `user ${inv.text}` : `model-tool ${inv.args === undefined ? '(no args)' : JSON.stringify(inv.args)}`;
}

/** Register the tests of one skill's check object. */
function register(c: CaseFile, check: CaseCheck, where: string): void {
  const name = check.skill;
  if (check.expect) {
    it(label(check, `${c.id} ${where}${name}`), () => {
      const run = runOf(c);
      const failures = checkExpect(contextFor(run, name, check.invoke), check.expect!);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
  (check.invocations ?? []).forEach((inv, i) => {
    it(label(inv, `${c.id} ${where}${name} invocation[${i}] ${invocationLabel(inv)}`), () => {
      const run = runOf(c);
      const failures = checkExpect(contextFor(run, name, inv), inv.expect ?? {});
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });
}

describe(`regression cases from ${path.basename(path.dirname(path.resolve(process.env.SKILLS_CASES ?? '../shared/cases')))}/cases`, () => {
  it('finds the cases', () => {
    expect(cases.length).toBeGreaterThan(0);
  });
  for (const c of cases) {
    describe(c.id, () => {
      register(c, c, '');
      (c.also ?? []).forEach((a, i) => register(c, a, `also[${i}] `));
    });
  }
});
