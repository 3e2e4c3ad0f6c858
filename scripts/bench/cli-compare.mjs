#!/usr/bin/env node
// Byte-for-byte check that a speed change left the CLI's output alone:
// builds the CLI of a base commit (default: the merge base with main) from
// `git archive` into a temporary folder (node_modules linked to this
// checkout's), builds this checkout's CLI, runs both on the bench tree
// (.bench/tree, as `npm run bench` makes it) for every command the bench
// times, and compares stdout, stderr and exit code exactly (the base
// checkout's folder, seen in the bundled root, is renamed to this one's).
//
//   node scripts/bench/cli-compare.mjs [--base REF] [--tree DIR]
//
// Exit 0 when every command's output is identical, 1 with the first differing
// line of each command that differs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { base: { type: 'string' }, tree: { type: 'string' } } });
const git = (...a) => {
  const r = spawnSync('git', a, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`git ${a.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
};
const base = values.base ?? git('merge-base', 'HEAD', 'main');
const tree = path.resolve(values.tree ?? path.join(root, '.bench/tree'));
if (!fs.existsSync(path.join(tree, 'manifest.json'))) { console.error(`cli-compare: no bench tree at ${tree} (run npm run bench once)`); process.exit(2); }

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-compare-'));
const archive = spawnSync('sh', ['-c', `git archive ${base} | tar -x -C "${tmp}"`], { cwd: root, encoding: 'utf8' });
if (archive.status !== 0) { console.error(archive.stderr); process.exit(2); }
fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'));
for (const dir of [tmp, root]) {
  const b = spawnSync(process.execPath, [path.join(dir, 'scripts/build-cli.mjs')], { cwd: dir, encoding: 'utf8' });
  if (b.status !== 0) { console.error(`cli-compare: build failed in ${dir}\n${b.stderr}`); process.exit(2); }
}

const project = path.join(tree, 'project');
const home = path.join(tree, 'home');
const commands = [['listing', '--json'], ['listing'], ['scan', '--json'], ['scan'], ['lint', '--json'], ['lint']];
const run = (dir, args) => spawnSync(process.execPath, [path.join(dir, 'out/cli/skill-studio.cjs'), ...args, '--project', project, '--home', home], {
  cwd: project, encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, HOME: home, NO_COLOR: '1' },
});
let differ = 0;
for (const args of commands) {
  // The base checkout's own folder (bundled-skills/) shows in roots: name it as ours.
  const a0 = run(tmp, args);
  const a = { ...a0, stdout: a0.stdout.replaceAll(tmp, root), stderr: a0.stderr.replaceAll(tmp, root) };
  const b = run(root, args);
  const same = a.stdout === b.stdout && a.stderr === b.stderr && a.status === b.status;
  let where = '';
  if (!same) {
    differ++;
    const [la, lb] = [a.stdout.split('\n'), b.stdout.split('\n')];
    const i = la.findIndex((l, k) => l !== lb[k]);
    where = a.status !== b.status ? ` (exit ${a.status} vs ${b.status})` : i >= 0 ? ` (stdout line ${i + 1}: ${JSON.stringify(la[i]).slice(0, 160)} vs ${JSON.stringify(lb[i] ?? '').slice(0, 160)})` : ' (stderr or length)';
  }
  console.log(`${same ? 'same' : 'DIFFERENT'}  skill-studio ${args.join(' ')}: ${a.stdout.length} bytes, exit ${a.status}${where}`);
}
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`cli-compare: base ${base.slice(0, 10)} vs working tree: ${differ ? `${differ} command(s) differ` : 'all identical'}`);
process.exit(differ ? 1 : 0);
