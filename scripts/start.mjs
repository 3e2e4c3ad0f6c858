#!/usr/bin/env node
/**
 * `npm start`: build, then run Skill Studio. When the Electron binary is on
 * disk (node_modules/electron/path.txt names a file in dist/) it opens the
 * real window; otherwise (as on machines where Electron cannot be
 * downloaded) it starts the web host on 127.0.0.1 and prints its URL.
 * Never touches the network to look for Electron.
 *
 * Project: --project DIR; else the working directory when it has a .claude
 * folder; else the last project from settings; else a copy of
 * examples/demo-project in the data folder (demoCopy: the checkout stays clean).
 * Every other flag passes through (--home, --add-dir, --skills-dir, --plugin,
 * --cwd, --touched, --profile, --data-dir, --port, --no-open).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const passArgs = args.filter((a) => a !== '--no-build');

function run(cmd, cmdArgs) {
  // Build chatter goes to stderr: stdout carries only the one "running at" line.
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: ['ignore', 2, 'inherit'] });
  if (r.status !== 0) {
    console.error(`skill-studio: \`${cmd} ${cmdArgs.join(' ')}\` failed (${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

function flagValue(name) {
  const i = passArgs.indexOf(name);
  if (i >= 0 && i + 1 < passArgs.length) return passArgs[i + 1];
  const eq = passArgs.find((a) => a.startsWith(`${name}=`));
  return eq ? eq.slice(name.length + 1) : undefined;
}

function dataDir() {
  const d = flagValue('--data-dir');
  if (d) return path.resolve(d);
  return path.join(process.env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config'), 'skill-studio');
}

/** The project to open (see header). */
function chooseProject() {
  const explicit = flagValue('--project');
  if (explicit) return null; // already in passArgs
  const cwd = process.cwd();
  if (fs.existsSync(path.join(cwd, '.claude'))) return cwd;
  try {
    const s = JSON.parse(fs.readFileSync(path.join(dataDir(), 'settings.json'), 'utf8'));
    const last = Array.isArray(s.recentProjects) ? s.recentProjects[0] : undefined;
    if (typeof last === 'string' && fs.existsSync(last)) return last;
  } catch { /* no settings yet */ }
  return demoCopy();
}

/**
 * The demo project to open: a copy of examples/demo-project in the data folder
 * (`<data>/demo-project`), made on the first start and kept afterwards, so the
 * user's first Save changes their copy and never the git checkout. A copy
 * that is gone is made again from the checkout (delete it to start over).
 */
function demoCopy() {
  const source = path.join(root, 'examples', 'demo-project');
  const copy = path.join(dataDir(), 'demo-project');
  if (!fs.existsSync(copy)) {
    const tmp = `${copy}.partial-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(copy), { recursive: true });
    fs.cpSync(source, tmp, { recursive: true, verbatimSymlinks: true });
    fs.renameSync(tmp, copy);
  }
  return copy;
}

/** The Electron executable when it is installed on disk, else null (no download attempt). */
function electronBinary() {
  const dir = path.join(root, 'node_modules', 'electron');
  try {
    const rel = fs.readFileSync(path.join(dir, 'path.txt'), 'utf8').trim();
    const bin = path.join(dir, 'dist', rel);
    return rel && fs.existsSync(bin) ? bin : null;
  } catch { return null; }
}

/** Newest modification time of the files below `dir` (0 when missing). */
function newest(dir) {
  let t = 0;
  const walk = (d) => {
    let entries;
    try { entries = fs.readdirSync(d, { withFileTypes: true }); } catch { return; }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else try { t = Math.max(t, fs.statSync(p).mtimeMs); } catch { /* vanished */ }
    }
  };
  walk(dir);
  return t;
}

/** The build in out/ is older than a source or config file (or missing). */
function buildIsStale() {
  const built = ['out/main/index.js', 'out/main/webhost.js', 'out/preload/index.js', 'out/renderer/index.html', 'out/cli/skill-studio.cjs']
    .map((f) => { try { return fs.statSync(path.join(root, f)).mtimeMs; } catch { return 0; } });
  const oldest = Math.min(...built);
  const inputs = Math.max(newest(path.join(root, 'src')), ...['package.json', 'package-lock.json', 'electron.vite.config.ts'].map((f) => { try { return fs.statSync(path.join(root, f)).mtimeMs; } catch { return 0; } }));
  return oldest === 0 || inputs > oldest;
}

if (!skipBuild && buildIsStale()) {
  run(process.execPath, [path.join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build']);
  const cli = path.join(root, 'scripts', 'build-cli.mjs');
  if (fs.existsSync(cli)) run(process.execPath, [cli]);
}

const project = chooseProject();
const finalArgs = project ? ['--project', project, ...passArgs] : passArgs;
const electron = electronBinary();
const child = electron
  ? spawn(electron, [root, ...finalArgs], { cwd: root, stdio: 'inherit' })
  : spawn(process.execPath, [path.join(root, 'out', 'main', 'webhost.js'), ...finalArgs], { cwd: process.cwd(), stdio: 'inherit' });
if (!electron) console.error('skill-studio: Electron is not installed on this machine; serving the app in your browser instead.');

// Forward Ctrl-C / termination so the child shuts down cleanly (the web host closes its connections).
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
