/**
 * The invoke regression cases (../shared/cases B22, B24, B26, B27) run through
 * the Sandbox UI in the web host, under the app's default profile (Claude Code
 * latest, which is what the cases expect: cases/README.md rule 1).
 *
 * Every case folder is copied byte-exact to a temp dir and opened with the
 * case's `setup` (project_root, home, cwd, plugins). Each `invocations[]` entry
 * (and each `also[].invocations[]` entry) is typed into the Sandbox: via
 * `user-slash` the text `/name args` becomes name + args; via `model-tool` the
 * case's (or the `also` entry's) skill with `args`. The "expanded body" is the
 * text the invocation injects: for Claude Code the hidden meta message (§8.1).
 *
 * The expected strings are the case's own (cases/README.md "Keys used inside
 * expect"); nothing is copied from the app's output. A key this runner does not
 * know fails the test. For `expect` objects outside `invocations`, only the
 * keys the Sandbox can answer are checked (`invocable_by_user`,
 * `invocable_by_model`); the listing/menu keys belong to the listing tests and
 * are skipped by name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerTest, describeBrowser } from './helpers/app';
import { invoke as invokeArgs, openSandbox } from './helpers/sandbox';

const CASES_DIR = process.env.SKILLS_CASES ?? path.resolve(__dirname, '../../../shared/cases');

interface Invocation { via: 'user-slash' | 'model-tool'; text?: string; args?: string; expect: Record<string, unknown> }
interface Also { skill: string; expect?: Record<string, unknown>; invocations?: Invocation[] }
interface Case {
  id: string;
  skill: string;
  setup: { project_root: string; home: string; cwd?: string; plugins?: { name: string; root: string; enabled: boolean }[]; symlinks?: unknown[] };
  expect?: Record<string, unknown>;
  invocations?: Invocation[];
  also?: Also[];
}

/** Keys of an invocation's `expect` that this runner checks (cases/README.md). */
const INVOCATION_KEYS = new Set([
  'expanded_body_contains', 'expanded_body_not_contains', 'expanded_body_ends_with_line',
  'arguments_trailer_count', 'result', 'refusal_contains', 'substituted_path_exists',
  'note', 'unconfirmed',
]);
/** Keys of a skill-level `expect` answered through the Sandbox. */
const SKILL_KEYS_SANDBOX = new Set(['invocable_by_user', 'invocable_by_model', 'note', 'unconfirmed']);
/** Skill-level keys that are about the listing / menu, checked elsewhere (listing tests), skipped here by name. */
const SKILL_KEYS_ELSEWHERE = new Set(['visible_in_listing', 'in_user_menu']);

/** Byte-exact recursive copy (links kept as links), made writable so the temp tree can be removed. */
function copyTree(src: string, dst: string): void {
  const st = fs.lstatSync(src);
  if (st.isSymbolicLink()) { fs.symlinkSync(fs.readlinkSync(src), dst); return; }
  if (st.isDirectory()) {
    fs.mkdirSync(dst, { recursive: true });
    for (const e of fs.readdirSync(src)) copyTree(path.join(src, e), path.join(dst, e));
    return;
  }
  fs.writeFileSync(dst, fs.readFileSync(src));
  expect(fs.readFileSync(dst).equals(fs.readFileSync(src))).toBe(true);
}

interface Run { name: string; as: 'user' | 'model'; args: string }

/** `/name args` → name + args; model-tool → the skill + args. */
function requestOf(inv: Invocation, skill: string): Run {
  if (inv.via === 'user-slash') {
    const m = /^\/(\S+)(?:[ \t]+([\s\S]*))?$/.exec(inv.text ?? `/${skill}`);
    if (!m) throw new Error(`bad user-slash text ${JSON.stringify(inv.text)}`);
    return { name: m[1]!, as: 'user', args: m[2] ?? '' };
  }
  if (inv.via === 'model-tool') return { name: skill, as: 'model', args: inv.args ?? '' };
  throw new Error(`unknown via ${String((inv as { via: unknown }).via)}`);
}



/** Invoke one run of a case. */
const invoke = (page: Page, r: Run): Promise<void> => invokeArgs(page, r.name, r.as, r.args);

interface Outcome { allowed: boolean; reason: string; body: string; skillDirSubs: string[] }

async function readOutcome(page: Page): Promise<Outcome> {
  const allowed = (await page.getByTestId('verdict').getAttribute('data-allowed')) === 'true';
  const reasonLoc = page.getByTestId('verdict-reason');
  const reason = (await reasonLoc.count()) ? (await reasonLoc.textContent()) ?? '' : '';
  // The expanded body: the hidden meta message Claude Code injects (§8.1); none when refused.
  const hidden = page.locator('[data-testid=message][data-hidden=true] [data-testid=message-text]');
  const body = (await hidden.count()) ? (await hidden.first().textContent()) ?? '' : '';
  const subs = page.locator('[data-testid=sub][data-placeholder="${CLAUDE_SKILL_DIR}"]');
  const skillDirSubs = (await subs.count()) ? await subs.allTextContents() : [];
  return { allowed, reason, body, skillDirSubs };
}

function placeholders(s: string, caseRoot: string, pluginRoot: string | undefined): string {
  let out = s.split('<CASE_ROOT>').join(caseRoot);
  if (out.includes('<PLUGIN_ROOT>')) {
    if (!pluginRoot) throw new Error(`<PLUGIN_ROOT> used but the case enables no plugin: ${s}`);
    out = out.split('<PLUGIN_ROOT>').join(pluginRoot);
  }
  return out;
}

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : [String(v)]);

/** Check one invocation's expect object against what the Sandbox shows. */
function checkInvocation(label: string, ex: Record<string, unknown>, o: Outcome, caseRoot: string, pluginRoot: string | undefined): void {
  for (const key of Object.keys(ex)) {
    if (!INVOCATION_KEYS.has(key)) throw new Error(`${label}: unknown expect key "${key}" (not in cases/README.md's table this runner knows)`);
  }
  const ph = (s: string) => placeholders(s, caseRoot, pluginRoot);
  if ('result' in ex) {
    expect(['loaded', 'refused'], `${label}: result value`).toContain(ex.result);
    expect(o.allowed, `${label}: result ${String(ex.result)} (reason: ${o.reason})`).toBe(ex.result === 'loaded');
  }
  for (const s of asList(ex.refusal_contains ?? [])) {
    expect(o.allowed, `${label}: refusal_contains needs a refusal`).toBe(false);
    expect(o.reason, `${label}: refusal_contains`).toContain(ph(s));
  }
  const needsBody = ['expanded_body_contains', 'expanded_body_ends_with_line', 'arguments_trailer_count', 'substituted_path_exists'].some((k) => k in ex);
  if (needsBody) expect(o.allowed, `${label}: the invocation must load to check its body (reason: ${o.reason})`).toBe(true);
  for (const s of asList(ex.expanded_body_contains ?? [])) expect(o.body, `${label}: expanded_body_contains`).toContain(ph(s));
  for (const s of asList(ex.expanded_body_not_contains ?? [])) expect(o.body, `${label}: expanded_body_not_contains`).not.toContain(ph(s));
  if ('expanded_body_ends_with_line' in ex) {
    const lines = o.body.replace(/\n$/, '').split('\n');
    expect(lines[lines.length - 1], `${label}: expanded_body_ends_with_line`).toBe(ph(String(ex.expanded_body_ends_with_line)));
  }
  if ('arguments_trailer_count' in ex) {
    const n = o.body.split('\n').filter((l) => l.startsWith('ARGUMENTS: ')).length;
    expect(n, `${label}: arguments_trailer_count`).toBe(ex.arguments_trailer_count);
  }
  if ('substituted_path_exists' in ex) {
    // The value put in place of ${CLAUDE_SKILL_DIR}, as the Sandbox highlights it.
    expect(o.skillDirSubs.length, `${label}: a \${CLAUDE_SKILL_DIR} substitution`).toBeGreaterThan(0);
    for (const p of o.skillDirSubs) {
      expect(path.isAbsolute(p), `${label}: substituted path ${p} is absolute`).toBe(true);
      expect(fs.existsSync(p), `${label}: substituted_path_exists ${p}`).toBe(ex.substituted_path_exists);
    }
  }
}

function loadCase(id: string): Case {
  return JSON.parse(fs.readFileSync(path.join(CASES_DIR, id, 'expected.json'), 'utf8')) as Case;
}

for (const id of ['B22', 'B24', 'B26', 'B27']) {
  describeBrowser(`invoke case ${id} in the Sandbox (cases/${id}/expected.json)`, () => {
    const c = loadCase(id);
    let caseRoot: string;
    let pluginRoot: string | undefined;

    const app = appPerTest(({ temp }) => {
      const tmp = temp(`case-${id}`);
      caseRoot = path.join(tmp, id);
      copyTree(path.join(CASES_DIR, id), caseRoot);
      const project = path.join(caseRoot, c.setup.project_root);
      const home = path.join(caseRoot, c.setup.home);
      fs.mkdirSync(home, { recursive: true }); // a case without `user/` has an empty home
      const plugins = (c.setup.plugins ?? []).filter((p) => p.enabled).map((p) => path.join(caseRoot, p.root));
      pluginRoot = plugins[0];
      return {
        project, home, cwd: c.setup.cwd ? path.join(caseRoot, c.setup.cwd) : undefined, plugins,
        viewport: { width: 1600, height: 1100 }, readySelector: '[data-testid=listing-pane]',
      };
    }, async (a) => {
      await openSandbox(a.page);
      // The cases expect Claude Code latest (cases/README.md rule 1): the Sandbox follows the app's profile.
      expect(await a.page.getByTestId('sandbox-profile').inputValue()).toBe('claude-code@latest');
    });

    const groups: { skill: string; invocations: Invocation[]; where: string }[] = [
      { skill: c.skill, invocations: c.invocations ?? [], where: 'invocations' },
      ...(c.also ?? []).map((a, i) => ({ skill: a.skill, invocations: a.invocations ?? [], where: `also[${i}].invocations` })),
    ];
    for (const g of groups) {
      g.invocations.forEach((inv, i) => {
        const r = requestOf(inv, g.skill);
        const label = `${id} ${g.where}[${i}] ${inv.via} ${inv.via === 'user-slash' ? inv.text : `${g.skill} args=${JSON.stringify(inv.args ?? '')}`}`;
        it(`${label}: ${Object.keys(inv.expect).filter((k) => k !== 'note').join(', ')}`, async () => {
          await invoke(app.page, r);
          const o = await readOutcome(app.page);
          checkInvocation(label, inv.expect, o, caseRoot, pluginRoot);
          await app.screenshot(`case-${id}-${g.where}-${i}`);
        });
      });
    }

    const skillExpects: { skill: string; expect: Record<string, unknown>; where: string }[] = [
      ...(c.expect ? [{ skill: c.skill, expect: c.expect, where: 'expect' }] : []),
      ...(c.also ?? []).flatMap((a, i) => (a.expect ? [{ skill: a.skill, expect: a.expect, where: `also[${i}].expect` }] : [])),
    ];
    for (const s of skillExpects) {
      it(`${id} ${s.where} (${s.skill}): invocable_by_user / invocable_by_model through the Sandbox`, async () => {
        for (const key of Object.keys(s.expect)) {
          if (!SKILL_KEYS_SANDBOX.has(key) && !SKILL_KEYS_ELSEWHERE.has(key)) throw new Error(`${id} ${s.where}: unknown expect key "${key}"`);
        }
        for (const [key, as] of [['invocable_by_user', 'user'], ['invocable_by_model', 'model']] as const) {
          if (!(key in s.expect)) continue;
          await invoke(app.page, { name: s.skill, as, args: '' });
          const o = await readOutcome(app.page);
          expect(o.allowed, `${id} ${s.where} ${key} (reason: ${o.reason})`).toBe(s.expect[key]);
        }
      });
    }
  });
}
