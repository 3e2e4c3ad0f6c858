#!/usr/bin/env node
// Bundle the skill-studio CLI (src/cli/main.ts) with esbuild into
// out/cli/skill-studio.bundle.cjs (platform node, CommonJS, dependencies
// inlined, minified) and install out/cli/skill-studio.cjs, a small loader
// (src/cli/loader.cjs) that runs the bundle with a V8 code cache made here by
// one warm-up run. Start-up cost is what `npm run bench` compares with `node -e 0`.
// Fails the build when the bundle pulls in Electron, React, Monaco or any
// renderer, preload, Electron-entry or web-host code (the CLI must stay lean).
import { build } from 'esbuild';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BUILD_CLI_OUT=DIR builds elsewhere and BUILD_NO_MINIFY=1 keeps names, for CPU profiles
// (`node --cpu-prof DIR/skill-studio.cjs ...`); neither is used by the build itself.
const outDir = process.env.BUILD_CLI_OUT ? path.resolve(process.env.BUILD_CLI_OUT) : path.join(root, 'out/cli');
const outfile = path.join(outDir, 'skill-studio.bundle.cjs');
const launcher = path.join(outDir, 'skill-studio.cjs');

const FORBIDDEN = [
  /(^|\/)node_modules\/(electron|react|react-dom|monaco-editor|@monaco-editor|zustand|chokidar|ws)\//,
  /(^|\/)src\/renderer\//,
  /(^|\/)src\/preload\//,
  // The CLI shares src/node with the app, never the Electron entry or the web host.
  /(^|\/)src\/electron-main\//,
  /(^|\/)src\/webhost\//,
];

/**
 * zod re-exports every locale (`z.locales`, ~390 KiB) although only English is
 * configured; nothing here uses another locale, so the namespace is narrowed to
 * `en`. That halves what every CLI start has to parse.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => {
      if (!/[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)) return undefined;
      return { path: path.join(path.dirname(args.importer), '../locales/en.js'), namespace: 'zod-locales' };
    });
    b.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};`,
      resolveDir: path.dirname(args.path),
      loader: 'js',
    }));
  },
};

/**
 * `string-width` builds an Intl.Segmenter and several Unicode regexes when it
 * loads (~30 ms). Only display-width measuring needs it, so the bundle gets a
 * shim that loads the real module on the first call.
 */
const lazyStringWidth = {
  name: 'lazy-string-width',
  setup(b) {
    b.onResolve({ filter: /^string-width$/ }, (args) => {
      if (args.namespace === 'lazy-string-width' || args.kind === 'require-call') return undefined;
      return { path: 'string-width', namespace: 'lazy-string-width' };
    });
    b.onLoad({ filter: /.*/, namespace: 'lazy-string-width' }, () => ({
      contents: 'let real;\nexport default function stringWidth(text, options) {\n  real ??= require("string-width").default;\n  return real(text, options);\n}\n',
      resolveDir: root,
      loader: 'js',
    }));
  },
};

const t0 = performance.now();
let result;
try {
  result = await build({
  entryPoints: [path.join(root, 'src/cli/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: false,
  minify: process.env.BUILD_NO_MINIFY !== '1',
  legalComments: 'none',
  metafile: true,
  external: ['electron'],
  // jsonc-parser's `main` is a UMD build that requires its parts at run time; its ESM build bundles.
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
  plugins: [zodEnglishOnly, lazyStringWidth],
  logLevel: 'warning',
  absWorkingDir: root,
  });
} catch {
  // esbuild has already printed the errors.
  console.error('build-cli: bundling failed');
  process.exit(1);
}
const inputs = Object.keys(result.metafile.inputs);
const bad = inputs.filter((p) => FORBIDDEN.some((re) => re.test(p)));
if (bad.length) {
  console.error(`build-cli: the CLI bundle must not include:\n  ${bad.join('\n  ')}`);
  process.exit(1);
}
fs.copyFileSync(path.join(root, 'src/cli/loader.cjs'), launcher);
// Warm the V8 code cache with real runs on a small project (`lint --json`, then `listing
// --json`: scan, parse, body checks, listing), so the functions those commands compile per
// skill are in it, not only start-up's. Each run loads the cache the one before wrote and
// adds what it compiled. Warmed on an empty project only, every run compiled the parser and
// the body checks again: on the 1,600-skill bench tree this cache saves about 20-40 ms of a
// listing or scan (alternating runs, load ~1).
const warm = fs.mkdtempSync(path.join(os.tmpdir(), 'skill-studio-warm-'));
writeWarmProject(warm);
fs.rmSync(`${outfile}.v8cache`, { force: true });
for (const cmd of ['lint', 'listing']) {
  const w = spawnSync(process.execPath, [launcher, cmd, '--project', warm, '--home', warm, '--json'], { env: { ...process.env, SKILL_STUDIO_WRITE_CACHE: '1' }, encoding: 'utf8' });
  if (w.status !== 0 && !(cmd === 'lint' && w.status === 1)) {
    // The cache is an optimisation: report, but leave failing commands to the tests.
    console.error(`build-cli: warning: the warm-up run (${cmd}) exited ${w.status}; code cache may be incomplete:\n${w.stderr}`);
  }
}
fs.rmSync(warm, { recursive: true, force: true });
const size = fs.statSync(outfile).size;
const cache = fs.existsSync(`${outfile}.v8cache`) ? fs.statSync(`${outfile}.v8cache`).size : 0;
console.log(`build-cli: out/cli/skill-studio.cjs + bundle ${(size / 1024).toFixed(0)} KiB from ${inputs.length} modules, code cache ${(cache / 1024).toFixed(0)} KiB, in ${(performance.now() - t0).toFixed(0)} ms`);

/**
 * A small project for the warm-up runs: skills that take the parser's fast path and the
 * `yaml` library's (an invalid frontmatter), a folded description, links found and missing,
 * a code fence with placeholders, inline code and a reference definition.
 */
function writeWarmProject(dir) {
  const skills = path.join(dir, '.claude', 'skills');
  const put = (name, text) => { fs.mkdirSync(path.join(skills, name), { recursive: true }); fs.writeFileSync(path.join(skills, name, 'SKILL.md'), text); };
  put('warm-a', '---\nname: warm-a\ndescription: Checks a release \u201cbefore\u201d it ships, with the notes in notes.md.\nmetadata:\n  author: warm\n  version: "1.0"\n---\n\n# Warm A\n\nRead [the notes](notes.md) and [gone](docs/gone.md). Run `make check`.\n\n```sh\necho "$ARGUMENTS" ${CLAUDE_SKILL_DIR}/scripts/run.sh\n```\n\n1. With $0 and $ARGUMENTS[1].\n2. Status: !`git status`\n');
  fs.writeFileSync(path.join(skills, 'warm-a', 'notes.md'), 'notes\n');
  put('warm-b', '---\nname: warm-b\ndescription: >\n  A folded description\n  over two lines.\nallowed-tools: Read, Grep\nargument-hint: "[file]"\n---\n\nA [link][ref] and `inline` code.\n\n[ref]: ./other.md\n');
  put('warm-c', '---\nname: warm-c\ndescription: broken: [yaml\n  key: value: other\n---\n\nBody.\n');
}
