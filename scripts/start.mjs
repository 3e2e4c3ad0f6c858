#!/usr/bin/env node
/**
 * `npm start`: build, then run Skill Studio. When the Electron binary is on
 * disk (node_modules/electron/path.txt names a file in dist/) it opens the
 * real window; otherwise (as on machines where Electron cannot be
 * downloaded) it starts the web host on 127.0.0.1 and prints its URL.
 * Never touches the network to look for Electron.
 *
 * Every flag but --no-build passes through (src/node/app/args.ts); which
 * project opens is the app's one rule (src/node/app/startProject.ts,
 * README "Which project opens"), from this working directory.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
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

// Which project opens is the app's rule (src/node/app/startProject.ts), decided from this working directory.
const electron = electronBinary();
const child = electron
  ? spawn(electron, [root, ...passArgs], { cwd: process.cwd(), stdio: 'inherit' })
  : spawn(process.execPath, [path.join(root, 'out', 'main', 'webhost.js'), ...passArgs], { cwd: process.cwd(), stdio: 'inherit' });
if (!electron) console.error('skill-studio: Electron is not installed on this machine; serving the app in your browser instead.');

// Forward Ctrl-C / termination so the child shuts down cleanly (the web host closes its connections).
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
