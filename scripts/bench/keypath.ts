/**
 * Diagnosis only (not part of `npm run bench`): the engine's share of one key in the editor, in
 * Node, on the bench tree: the skill the browser bench edits (the first listed in full, budget
 * 60,000), one character appended to its description per step, then `updateSkillText` and
 * `renderListing` as the renderer runs them. Prints the medians (ms) of each half.
 *
 *   npx esbuild scripts/bench/keypath.ts --bundle --platform=node --outfile=/tmp/keypath.cjs && node /tmp/keypath.cjs .bench/tree
 */
import fs from 'node:fs';
import path from 'node:path';
import { getProfile, updateSkillText, renderListing, type Catalog } from '../../src/shared/engine';
import { scanProject } from '../../src/node/catalog/scanProject';

const tree = path.resolve(process.argv[2] ?? '.bench/tree');
const steps = Number(process.argv[3] ?? 200);
const manifest = JSON.parse(fs.readFileSync(path.join(tree, 'manifest.json'), 'utf8'));
const profile = getProfile('claude-code');
const project: string = manifest.roots.project;
const home: string = manifest.roots.home;
// As the web host scans it (`--no-bundled`), and as the renderer receives it: through JSON.
const scan = scanProject({ project, home, cwd: project, bundled: false }, profile, { bundledDir: null, harness: null });
let cat: Catalog = JSON.parse(JSON.stringify(scan.catalog));
const scanOptions = scan.options;
const opts = { budget: 60000, now: Date.now() };
const first = renderListing(cat, profile, opts);
const full = first.entries.find((e) => e.fate === 'full' && !e.id.includes(':'))!;
const rec = cat.skills.find((s) => s.id === full.id)!;
let text = fs.readFileSync(rec.path, 'utf8');
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1]!;
const tu: number[] = []; const tr: number[] = [];
for (let k = 0; k < steps; k++) {
  text = text.replace(/^(description:.*)$/m, `$1${'QZ'[k % 2]}`);
  const t0 = performance.now();
  cat = updateSkillText(cat, rec.path, text, profile, scanOptions);
  const t1 = performance.now();
  renderListing(cat, profile, opts);
  const t2 = performance.now();
  tu.push(t1 - t0); tr.push(t2 - t1);
}
console.log(JSON.stringify({ skills: cat.skills.length, listed: first.entries.length, mode: first.mode, id: full.id, update: median(tu), render: median(tr), updateLast: median(tu.slice(-50)), renderLast: median(tr.slice(-50)) }));
