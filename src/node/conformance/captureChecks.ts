/**
 * The integration checks of "Check with my Claude Code" (issue 15), run by
 * `npm run conformance` (so CI runs them; `npm test` stays offline): a whole
 * capture (node/claude/capture.ts) with each pinned release as a user has it
 * installed (the original entry, bundled skills on, found and asked its
 * version through findClaude.ts) on `examples/demo-project` with an empty home.
 *
 * What each check expects is written from the measurements
 * (docs/claude-code-measured.md, docs/conformance.md), not from our output: the
 * version it prints, its default model, where its listing goes (2.1.112 a
 * `<system-reminder>`, 2.1.332 a system message), built-in entries present when
 * bundled skills are on, the demo's skills in the listing, `log-time` loaded by
 * the Skill tool, and a `!` command replaced by Claude Code's placeholder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getProfile } from '../../shared/engine';
import { originalEntry, type FetchedClaudeCode } from '../claude/fetchClaudeCode';
import { captureClaude, type CaptureResult } from '../claude/capture';
import { findClaudeCode } from '../claude/findClaude';
import { SHELL_DISABLED_MARKER } from '../claude/captureParse';

/** One capture check's outcome. */
export interface CaptureCheckResult { id: string; version: string; ms: number; problems: string[] }

type Expect = (r: CaptureResult, cc: FetchedClaudeCode) => string[];

const LISTING: Expect = (r, cc) => {
  const p: string[] = [];
  // How the release delivers its listing is profile data (listing.delivery, measured).
  const delivery = getProfile('claude-code', cc.version.engineVersion).listing.delivery === 'cc-system-reminder' ? 'system-reminder' : 'system-message';
  if (r.claudeVersion !== cc.version.id) p.push(`claudeVersion ${r.claudeVersion}, expected ${cc.version.id}`);
  if (r.model !== cc.version.defaultModel.id) p.push(`model ${r.model}, expected the default ${cc.version.defaultModel.id}`);
  if (r.listing.delivery !== delivery) p.push(`listing delivered as ${r.listing.delivery}, expected ${delivery}`);
  for (const name of ['log-time', 'changelog', 'pr-review']) {
    if (!r.listing.entries.some((e) => e.name === name && e.origin === 'files')) p.push(`the demo's ${name} is not among the captured entries`);
  }
  if (!r.bundled.length) p.push('no built-in entries captured (bundled skills are on in a user\'s install)');
  if (!r.bundledStored) p.push('the built-in entries were not kept in the data folder');
  if (r.safety.requests < 1) p.push('no request reached the fake API');
  if (!r.diff.entries.length) p.push('the side-by-side has no rows');
  return p;
};

/** The checks: id, what to capture, and what to expect. */
const CHECKS: { id: string; invoke?: { name: string; as: 'model' | 'user'; args?: string }; expect: Expect }[] = [
  {
    id: 'capture demo-project model log-time',
    invoke: { name: 'log-time', as: 'model', args: '2h PROJ-1' },
    expect: (r, cc) => {
      const p = LISTING(r, cc);
      const inv = r.invocations[0];
      if (!inv?.captured.loaded) p.push('log-time was not loaded by the Skill tool');
      else if (inv.captured.toolResult?.text !== 'Launching skill: log-time') p.push(`tool result ${JSON.stringify(inv.captured.toolResult?.text)}, expected "Launching skill: log-time"`);
      return p;
    },
  },
  {
    id: 'capture demo-project user /release-notes v1.2',
    invoke: { name: 'release-notes', as: 'user', args: 'v1.2' },
    expect: (r) => {
      const p: string[] = [];
      const inv = r.invocations[0];
      if (!inv?.captured.loaded) p.push('/release-notes was not loaded');
      if (!r.shell.disabled) p.push('shell commands were not disabled without consent');
      if (!inv?.captured.bodies.some((b) => b.includes(`Current branch: ${SHELL_DISABLED_MARKER}`))) p.push(`the body does not carry "${SHELL_DISABLED_MARKER}" where its !\`git branch --show-current\` was`);
      return p;
    },
  },
];

/** Ids of the capture checks (for --list and --only). */
export function captureCheckIds(): string[] { return CHECKS.map((c) => c.id); }

/** Run the capture checks whose id `want` accepts, under each release, one at a time. */
export async function runCaptureChecks(root: string, releases: readonly FetchedClaudeCode[], want: (id: string) => boolean, log: (line: string) => void): Promise<CaptureCheckResult[]> {
  const out: CaptureCheckResult[] = [];
  for (const cc of releases) {
    for (const c of CHECKS.filter((x) => want(x.id))) {
      const t0 = Date.now();
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-capture-check-'));
      const problems: string[] = [];
      try {
        const home = path.join(tmp, 'home');
        fs.mkdirSync(home);
        const found = await findClaudeCode({ explicit: originalEntry(cc) });
        if (!found.found) problems.push(`not found: ${found.searched.map((s) => s.why).join('; ')}`);
        else {
          if (found.version !== cc.version.id) problems.push(`--version says ${found.version}`);
          const r = await captureClaude({ project: path.join(root, 'examples', 'demo-project'), home, claude: found, invoke: c.invoke, dataDir: path.join(tmp, 'data'), env: {} });
          problems.push(...c.expect(r, cc));
          log(`[capture] ${cc.version.id} ${c.id}: capture ${(r.ms / 1000).toFixed(1)} s (${r.diff.entriesSame}/${r.diff.entriesTotal} entries identical, ${r.bundled.length} built-in)`);
        }
      } catch (e) {
        problems.push(`capture failed: ${(e as Error).message}`);
      } finally {
        fs.rmSync(tmp, { recursive: true, force: true });
      }
      const res = { id: c.id, version: cc.version.id, ms: Date.now() - t0, problems };
      log(`[capture] ${res.version} ${res.id}: ${problems.length ? `FAIL\n    ${problems.join('\n    ')}` : 'ok'} (${(res.ms / 1000).toFixed(1)} s with finding it)`);
      out.push(res);
    }
  }
  return out;
}
