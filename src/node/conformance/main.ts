/**
 * `npm run conformance`: run the real Claude Code (every pinned release,
 * claudeCodeVersions.ts) offline on every input and compare what it sent with
 * the engine, byte for byte. Prints a table per release and every unexpected
 * difference; writes test-results/conformance.json; exits 1 on a difference
 * that test/conformance/known-differences.json does not list, on a stale known
 * entry, or on a check Claude Code could not be measured on.
 *
 *   node out/conformance/conformance.cjs [--versions 2.1.112,2.1.332] [--only TEXT]
 *        [--jobs N] [--keep] [--list] [--cache DIR] [--known FILE] [--report FILE]
 *
 * Inputs: ../shared/cases (or $SKILLS_CASES), projects built from ../shared/corpus
 * (or $SKILLS_CORPUS), test/conformance/inputs/*, generated large files. Missing
 * shared folders fail under CI and are skipped loudly elsewhere.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CLAUDE_CODE_VERSIONS } from '../../shared/engine';
import { fetchClaudeCode, type FetchedClaudeCode } from '../claude/fetchClaudeCode';
import { assertUniqueIds, caseChecks, inputChecks, specChecks, type Check } from './checks';
import { bigFileChecks, corpusChecks } from './generated';
import { judge, parseKnown, skeleton, unknownInputs } from './known';
import { describe, describeStale, figures, formatTable } from './report';
import { runCheck, type CheckResult } from './runCheck';
import { pool } from './pool';
import { captureCheckIds, runCaptureChecks } from './captureChecks';
import { PLUGIN_CASES, runPluginValidateGroup, type PluginCaseResult } from './pluginValidate';
import { probePlans, runHarnessProbeGroup } from './harnessProbe';

const root = process.env.SKILL_STUDIO_REPO ?? path.resolve(__dirname, '..', '..');

function banner(lines: string[]): void {
  const w = Math.max(...lines.map((l) => l.length)) + 4;
  console.log(`\n${'!'.repeat(w)}\n${lines.map((l) => `! ${l.padEnd(w - 4)} !`).join('\n')}\n${'!'.repeat(w)}\n`);
}

/** The shared folder of `kind`, or null (after a banner) when missing outside CI. */
function sharedDir(kind: 'cases' | 'corpus'): string | null {
  const env = kind === 'cases' ? process.env.SKILLS_CASES : process.env.SKILLS_CORPUS;
  const dir = path.resolve(env ?? path.join(root, '..', 'shared', kind));
  if (fs.existsSync(dir)) return dir;
  if (process.env.CI) throw new Error(`shared ${kind} not found at ${dir}`);
  banner([`SKIPPED: shared ${kind} not found at ${dir}`, `(set ${kind === 'cases' ? 'SKILLS_CASES' : 'SKILLS_CORPUS'})`]);
  return null;
}

/** Every check of the suite, building the generated trees under `inputsDir`. */
function allChecks(inputsDir: string): Check[] {
  const checks: Check[] = [];
  const cases = sharedDir('cases');
  if (cases) for (const d of fs.readdirSync(cases).sort()) if (fs.existsSync(path.join(cases, d, 'expected.json'))) checks.push(...caseChecks(path.join(cases, d)));
  const corpus = sharedDir('corpus');
  if (corpus) checks.push(...corpusChecks(corpus, inputsDir));
  checks.push(...inputChecks(path.join(root, 'test', 'conformance', 'inputs')));
  // The demo project that ships with the app (every status), with a home of its own.
  checks.push(...specChecks('examples/demo-project', path.join(root, 'examples'), {
    project: 'demo-project', home: '.conformance-home',
    checks: [{ kind: 'listing' }, { kind: 'listing', touch: 'packages/web/src/index.ts' }, { kind: 'model', skill: 'log-time', args: '2h PROJ-1' }],
  }));
  checks.push(...bigFileChecks(inputsDir));
  assertUniqueIds(checks);
  return checks;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      versions: { type: 'string' }, only: { type: 'string', multiple: true }, jobs: { type: 'string' }, keep: { type: 'boolean' },
      list: { type: 'boolean' }, cache: { type: 'string' }, known: { type: 'string' }, report: { type: 'string' }, cli: { type: 'string' },
    },
  });
  const t0 = Date.now();
  // --cli: a CLI build elsewhere (e.g. a copy, so rebuilding out/cli during a long run changes nothing).
  const cli = values.cli ? path.resolve(values.cli) : path.join(root, 'out', 'cli', 'skill-studio.cjs');
  if (!fs.existsSync(cli)) throw new Error(`${cli} is missing: run npm run build first`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-conformance-'));
  const inputsDir = path.join(tmp, 'inputs');
  const checks = allChecks(inputsDir);
  const knownFile = values.known ?? path.join(root, 'test', 'conformance', 'known-differences.json');
  const known = parseKnown(fs.readFileSync(knownFile, 'utf8'));
  const badVersion = known.filter((k) => !CLAUDE_CODE_VERSIONS.some((v) => v.id === k.version));
  if (badVersion.length) throw new Error(`known differences name versions that are not pinned: ${[...new Set(badVersion.map((k) => k.version))].join(', ')}`);
  const wanted = values.versions ? values.versions.split(',') : CLAUDE_CODE_VERSIONS.map((v) => v.id);
  const selected = checks.filter((c) => !values.only || values.only.some((o) => c.id.includes(o)));
  const wantCapture = (id: string) => !values.only || values.only.some((o) => id.includes(o));
  if (values.list) {
    for (const c of selected) console.log(`${c.id}${c.versions ? `  (${c.versions.join(', ')})` : ''}`);
    for (const id of captureCheckIds().filter(wantCapture)) console.log(id);
    for (const c of PLUGIN_CASES) if (wantCapture(`plugin-validate/${c.id}`)) console.log(`plugin-validate/${c.id}`);
    for (const p of probePlans()) if (wantCapture(p.id)) console.log(`${p.id}  (${p.version})`);
    return 0;
  }
  // Only other harnesses' checks chosen (e.g. --only harness/): no Claude Code release is needed.
  const needClaude = selected.length > 0 || captureCheckIds().some(wantCapture) || PLUGIN_CASES.some((c) => wantCapture(`plugin-validate/${c.id}`));

  const cache = path.resolve(values.cache ?? process.env.CLAUDE_CODE_CACHE ?? path.join(root, '.cache', 'claude-code'));
  const releases: FetchedClaudeCode[] = [];
  const skipped: string[] = [];
  for (const v of CLAUDE_CODE_VERSIONS.filter((x) => needClaude && wanted.includes(x.id))) {
    const f = await fetchClaudeCode(v, cache, (l) => console.log(l));
    if (f.ok) releases.push(f.cc);
    else { skipped.push(f.skipped); banner([`SKIPPED: ${f.skipped}`]); }
  }
  const jobs: { check: Check; cc: FetchedClaudeCode; index: number }[] = [];
  for (const check of selected) for (const cc of releases) if (!check.versions || check.versions.includes(cc.version.id)) jobs.push({ check, cc, index: jobs.length });
  const width = Number(values.jobs ?? process.env.CONFORMANCE_JOBS ?? Math.min(2, os.availableParallelism()));
  console.log(`conformance: ${selected.length} checks x ${releases.length} releases = ${jobs.length} runs, ${width} at a time (work in ${tmp})`);
  let done = 0;
  const results: CheckResult[] = await pool(jobs, width, async (j) => {
    const r = await runCheck(j.check, j.cc, j.index, { cli, workRoot: path.join(tmp, 'runs'), keep: values.keep });
    done++;
    const mark = r.failedToRun ? 'NOT MEASURED' : r.differences.length ? `${r.differences.length} difference(s)` : 'identical';
    console.log(`[${done}/${jobs.length}] ${r.version} ${r.id}: ${mark} (${(r.ms / 1000).toFixed(1)} s${r.tries > 1 ? `, ${r.tries} tries` : ''})`);
    if (!values.keep) fs.rmSync(r.workDir, { recursive: true, force: true });
    return r;
  });

  // "Check with my Claude Code" (issue 15): whole captures with each release as installed (captureChecks.ts).
  const captures = await runCaptureChecks(root, releases, wantCapture, (l) => console.log(l));
  // `skill-studio plugin validate` against the real `claude plugin validate --json` (issue 18), with the
  // newest pinned release (the one its rules were measured with, docs/packaging.md).
  const newest = releases.find((r) => r.version.id === CLAUDE_CODE_VERSIONS[CLAUDE_CODE_VERSIONS.length - 1]?.id);
  const pluginCases = PLUGIN_CASES.filter((c) => wantCapture(`plugin-validate/${c.id}`));
  const plugins: (PluginCaseResult & { version: string })[] = newest && pluginCases.length
    ? runPluginValidateGroup([newest.launch.command, ...newest.launch.args], pluginCases).map((r) => ({ ...r, version: newest.version.id }))
    : [];
  for (const r of plugins) console.log(`plugin-validate/${r.id} [${r.version}]: ${r.same ? 'same' : 'DIFFERENT'} (claude ${r.real.ok ? 'pass' : 'fail'} [${r.real.fields.join(', ')}], ours ${r.ours.ok ? 'pass' : 'fail'} [${r.ours.fields.join(', ')}])`);

  // Other harnesses, installed from npm and run against the fake provider (issue 17; harnessProbe.ts).
  const probes = runHarnessProbeGroup(root, wantCapture, (l) => console.log(l));

  const j = judge(known, results.map((r) => ({ input: r.id, version: r.version, differences: r.differences, failedToRun: r.failedToRun })));
  const orphans = unknownInputs(known, new Set(checks.map((c) => c.id)));
  const fig = figures(results, j);
  console.log('');
  for (const cc of releases) if (fig[cc.version.id]) console.log(formatTable(cc.version.id, fig[cc.version.id], `bundled skills hidden: ${cc.version.hideBundled.note}`) + '\n');
  const outbound = new Map<string, number>();
  for (const r of results) for (const h of r.outbound) outbound.set(`${r.version} ${h}`, (outbound.get(`${r.version} ${h}`) ?? 0) + 1);
  for (const [k, n] of outbound) console.log(`outbound attempt refused by the fake API (as proxy): ${k} in ${n} run(s)`);
  let failed = 0;
  const skeletons: unknown[] = [];
  for (const c of j.checks) {
    if (!c.unexpected.length) continue;
    failed++;
    console.log(`FAIL ${c.input} [${c.version}]`);
    for (const d of c.unexpected) { console.log(`    ${describe(d)}`); if (d.field !== 'run') skeletons.push(skeleton(c.input, c.version, d)); }
  }
  for (const s of j.stale) { failed++; console.log(describeStale(s)); }
  for (const o of orphans) { failed++; console.log(`UNKNOWN CHECK in known differences (no such input): ${o.input} [${o.version}] ${o.field}`); }
  for (const c of captures) if (c.problems.length) { failed++; console.log(`FAIL ${c.id} [${c.version}]\n    ${c.problems.join('\n    ')}`); }
  for (const r of probes.results) if (r.unexpected.length) { failed++; console.log(`FAIL ${r.id} [${r.version}]\n    ${r.unexpected.map((d) => `${d.field}${d.entries ? ` ${d.entries.join(', ')}` : ''}: harness ${JSON.stringify(d.real)?.slice(0, 400)} / engine ${JSON.stringify(d.engine)?.slice(0, 400)}`).join('\n    ')}`); }
  for (const k of probes.stale) { failed++; console.log(`STALE known difference (no longer occurs): ${k.check} ${k.field} (${k.reason}): delete it from test/conformance/harness-known-differences.json`); }
  for (const r of plugins) if (!r.same) { failed++; console.log(`FAIL plugin-validate/${r.id} [${r.version}]: claude ${r.real.ok ? 'passes' : 'fails'} it [${r.real.fields.join(', ')}], skill-studio plugin validate ${r.ours.ok ? 'passes' : 'fails'} it [${r.ours.fields.join(', ')}]`); }
  if (skeletons.length) console.log(`\nIf a difference above is understood, add it to ${path.relative(root, knownFile)} with its reason, e.g.:\n${JSON.stringify(skeletons.slice(0, 5), null, 2)}`);
  const passed = j.checks.filter((c) => !c.unexpected.length).length + captures.filter((c) => !c.problems.length).length + plugins.filter((r) => r.same).length
    + probes.results.filter((r) => !r.unexpected.length).length;
  const wallMs = Date.now() - t0;
  const report = {
    passed, failed, skipped, wallMs, releases: releases.map((r) => ({ id: r.version.id, platform: r.platform, hideBundled: r.version.hideBundled.note })),
    figures: fig, stale: j.stale, unknownKnown: orphans, results, captures, plugins, harnessProbes: probes,
  };
  // Keep the report readable: a huge body (the large-file checks) is cut in the JSON, never in the comparison.
  const clip = (v: unknown): unknown => typeof v === 'string' && v.length > 20_000 ? `${v.slice(0, 20_000)}… [${v.length} characters]` : Array.isArray(v) ? v.map(clip) : v;
  for (const r of results) r.differences = r.differences.map((d) => ({ ...d, claude: clip(d.claude), engine: clip(d.engine) }));
  const reportFile = path.resolve(values.report ?? path.join(root, 'test-results', 'conformance.json'));
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.writeFileSync(reportFile, JSON.stringify(report, null, 2));
  if (!values.keep) fs.rmSync(tmp, { recursive: true, force: true });
  console.log(`\nconformance: ${(wallMs / 1000).toFixed(0)} s wall time; report ${path.relative(root, reportFile)}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 || passed === 0 ? 1 : 0;
}

main().then((code) => process.exit(code), (e) => { console.error(`conformance: ${(e as Error).stack ?? e}`); console.log('0 passed, 1 failed'); process.exit(1); });
