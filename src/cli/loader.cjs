// out/cli/skill-studio.cjs: loads the CLI bundle (skill-studio.bundle.cjs) with
// a V8 code cache next to it, so a start does not re-parse ~0.5 MB of
// JavaScript (Node 20 has no module.enableCompileCache). The cache is made by
// scripts/build-cli.mjs; when V8 rejects it (another Node version) the bundle
// is compiled normally and a fresh cache is written if the folder is writable.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const Module = require('node:module');

const file = path.join(__dirname, 'skill-studio.bundle.cjs');
const cacheFile = `${file}.v8cache`;

function load() {
  const source = fs.readFileSync(file, 'utf8');
  let cachedData;
  try { cachedData = fs.readFileSync(cacheFile); } catch { cachedData = undefined; }
  const script = new vm.Script(Module.wrap(source), { filename: file, cachedData });
  const mod = new Module(file, module);
  mod.filename = file;
  mod.paths = Module._nodeModulePaths(__dirname);
  mod.loaded = true;
  script.runInThisContext().call(mod.exports, mod.exports, Module.createRequire(file), mod, file, __dirname);
  const stale = cachedData === undefined || script.cachedDataRejected === true;
  return { exports: mod.exports, script, stale };
}

/** Write the code cache after a run (functions compiled by the run are included). */
function saveCache(script) {
  try {
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, script.createCachedData());
    fs.renameSync(tmp, cacheFile);
  } catch { /* read-only install: run without a cache */ }
}

const loaded = load();
module.exports = loaded.exports;
/** Run the CLI and refresh the cache when it was missing or rejected (or SKILL_STUDIO_WRITE_CACHE is set). */
module.exports.runMain = function runMain(argv) {
  const code = loaded.exports.main(argv);
  if (loaded.stale || process.env.SKILL_STUDIO_WRITE_CACHE === '1') saveCache(loaded.script);
  return code;
};
if (require.main === module) {
  // `capture` answers a promise (it runs Claude Code); every other command a number.
  Promise.resolve(module.exports.runMain(process.argv.slice(2))).then((code) => { process.exitCode = code; });
}
