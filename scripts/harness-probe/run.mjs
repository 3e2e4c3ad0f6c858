#!/usr/bin/env node
// Harness probe: runs a real, npm-installed harness (pi, Gemini CLI, Codex, Qwen Code, OpenCode,
// Cline, Copilot CLI) offline against the fake provider on 127.0.0.1 with a temporary HOME and a copy of a fixture tree, and captures
// what it sent: the skill listing (system prompt / developer message), the tools offered, and
// a skill activation (tool result, `/skill:` expansion or `$name` injection).
//
//   node scripts/harness-probe/run.mjs --harness pi [--case listing]... [--fixture DIR] [--install] [--timeout SEC] [--version X.Y.Z]
//   harness: pi | gemini | codex | qwen | opencode | cline | copilot (scripts/harness-probe/harnesses.mjs)
//
// Fixture: DIR/home and DIR/project (default test/harnesses/<harness-id>/input). The project
// gets `git init` (Codex and pi look for the repository root). Installs go to
// .cache/harness-probe/<harness>/ (gitignored) with `npm install --prefix`; nothing downloaded
// is committed. Output: .cache/harness-probe/runs/<harness>/<case>/{requests.jsonl, stdout,
// stderr, capture.json}; capture.json has the project and home paths replaced by <PROJ> and
// <HOME>. The captured prompt text stays in .cache: the specs record markers and counts only.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startFakeProvider } from './fakeProvider.mjs';
import { HARNESSES } from './harnesses.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURE_ID = { pi: 'pi', gemini: 'gemini-cli', codex: 'codex', qwen: 'qwen-code', opencode: 'opencode', cline: 'cline', copilot: 'copilot-cli' };
const { values } = parseArgs({ options: {
  harness: { type: 'string' }, case: { type: 'string', multiple: true }, fixture: { type: 'string' },
  install: { type: 'boolean', default: false }, timeout: { type: 'string', default: '120' }, version: { type: 'string' } } });
const h = HARNESSES[values.harness];
if (!h) { console.error(`--harness must be one of ${Object.keys(HARNESSES).join(', ')}`); process.exit(2); }
// --version: the release a profile record pins (npm run conformance passes it); else harnesses.mjs's.
const version = values.version ?? h.version;
const cacheDir = path.join(root, '.cache/harness-probe', version === h.version ? values.harness : `${values.harness}@${version}`);
const bin = path.join(cacheDir, 'node_modules/.bin', h.bin);
if (!fs.existsSync(bin)) {
  if (!values.install) { console.error(`${bin} missing: run with --install`); process.exit(2); }
  fs.mkdirSync(cacheDir, { recursive: true });
  execFileSync('npm', ['install', '--prefix', cacheDir, `${h.pkg}@${version}`, '--no-audit', '--no-fund'], { stdio: 'inherit' });
}
const installed = JSON.parse(fs.readFileSync(path.join(cacheDir, 'node_modules', h.pkg, 'package.json'), 'utf8')).version;
const fixture = path.resolve(values.fixture ?? path.join(root, 'test/harnesses', FIXTURE_ID[values.harness], 'input'));

for (const caseId of values.case ?? Object.keys(h.cases)) {
  const c = h.cases[caseId];
  if (!c) { console.error(`unknown case ${caseId}`); process.exit(2); }
  // a fixture other than the default `input` gets its folder name as a prefix: runs/codex/budget-input-listing
  const prefix = path.basename(fixture) === 'input' ? '' : `${path.basename(fixture)}-`;
  const out = path.join(root, '.cache/harness-probe/runs', values.harness, prefix + caseId);
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  // realpath: /tmp may be a symlink, and harnesses print resolved paths
  const work = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `probe-${values.harness}-`)));
  const home = path.join(work, 'home'), proj = path.join(work, 'project');
  for (const d of ['home', 'project']) {
    const src = path.join(fixture, d);
    if (fs.existsSync(src)) fs.cpSync(src, path.join(work, d), { recursive: true, verbatimSymlinks: true });
    else fs.mkdirSync(path.join(work, d), { recursive: true });
  }
  execFileSync('git', ['init', '-q', proj]);
  const log = path.join(out, 'requests.jsonl');
  const fake = await startFakeProvider({ log, toolCalls: c.toolCalls });
  h.setup(home, fake.port, c);
  const env = { PATH: process.env.PATH, HOME: home, USER: 'probe', TERM: 'dumb', LANG: 'C.UTF-8', CI: '1', NO_COLOR: '1',
    XDG_CONFIG_HOME: path.join(home, '.config'), XDG_DATA_HOME: path.join(home, '.local/share'),
    XDG_CACHE_HOME: path.join(home, '.cache'), XDG_STATE_HOME: path.join(home, '.local/state'), ...h.env(home, fake.port), ...(c.env ?? {}) };
  // a case can remove a variable the harness sets by giving it null
  for (const [k, v] of Object.entries(env)) if (v === null) delete env[k];
  const args = typeof c.args === 'function' ? c.args(home) : c.args;
  const t0 = Date.now();
  // a case may start in a subfolder of the project (monorepo discovery)
  const cwd = c.cwd ? path.join(proj, c.cwd) : proj;
  const child = spawn(bin, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const so = [], se = [];
  child.stdout.on('data', (d) => so.push(d));
  child.stderr.on('data', (d) => se.push(d));
  const timer = setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch {} }, Number(values.timeout) * 1000);
  const code = await new Promise((r) => { child.on('error', (e) => r(`spawn error ${e.message}`)); child.on('close', (cd, s) => r(cd ?? s)); });
  clearTimeout(timer);
  // helpers the harness left behind in its process group (ours: spawned detached above)
  try { process.kill(-child.pid, 'SIGKILL'); } catch {}
  await fake.close();
  fs.writeFileSync(path.join(out, 'stdout'), Buffer.concat(so));
  fs.writeFileSync(path.join(out, 'stderr'), Buffer.concat(se));
  const reqs = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
  const norm = (s) => (typeof s === 'string' ? s.replaceAll(proj, '<PROJ>').replaceAll(home, '<HOME>').replaceAll(cacheDir, '<INSTALL>') : s);
  const ex = Object.fromEntries(Object.entries(h.extract(reqs)).map(([k, v]) => [k, Array.isArray(v) ? v : norm(v)]));
  const capture = { harness: values.harness, package: `${h.pkg}@${installed}`, case: caseId, args: args.map(norm), code, ms: Date.now() - t0,
    requests: reqs.length, stderr: norm(Buffer.concat(se).toString('utf8')), ...ex };
  fs.writeFileSync(path.join(out, 'capture.json'), JSON.stringify(capture, null, 2));
  fs.rmSync(work, { recursive: true, force: true });
  console.log(`${values.harness}/${caseId}: exit ${code}, ${reqs.length} requests, ${capture.ms} ms, listing ${capture.listing ? 'captured' : 'MISSING'}, activation ${capture.activation ? 'captured' : '-'} -> ${path.relative(root, out)}/capture.json`);
}
