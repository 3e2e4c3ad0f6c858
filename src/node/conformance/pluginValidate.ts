/**
 * A small conformance group for `skill-studio plugin validate`: each case is a
 * plugin or marketplace folder; the real `claude plugin validate --json`
 * (2.1.332, offline: temporary HOME, proxies pointing at a closed loopback
 * port, no network) and our `validatePluginDir` run on the same copy, and
 * the comparison is the verdict (pass/fail) and the set of manifest fields
 * with an error (`skills[1]` and `skills.1` count as one). Not part of
 * `npm test`; run by scripts/plugin-validate-conformance.mjs (the lead can
 * wire `runPluginValidateGroup` into main.ts as its own check group).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validatePluginDir } from '../../shared/pack';
import { createNodeFsPort } from '../fs/nodeFsPort';

/** One case: files of the folder, relative to it. */
export interface PluginCase { id: string; files: Record<string, string> }

const SK = (d: string) => `---\ndescription: ${d}\n---\nbody\n`;
const META = '"version":"1.0.0","description":"d","author":{"name":"a"}';

/** The cases (layouts measured while writing docs/packaging.md, plus the scaffold). */
export const PLUGIN_CASES: PluginCase[] = [
  { id: 'minimal-ok', files: { '.claude-plugin/plugin.json': `{"name":"demo",${META}}`, 'skills/hello/SKILL.md': SK('hi') } },
  { id: 'name-missing', files: { '.claude-plugin/plugin.json': '{"version":"1.0.0"}' } },
  { id: 'name-space-version-number', files: { '.claude-plugin/plugin.json': '{"name":"Bad Name","version":1,"unknownKey":true}' } },
  { id: 'author-string-skills-missing', files: { '.claude-plugin/plugin.json': '{"name":"x","skills":"./nope","author":"str"}' } },
  { id: 'json-syntax', files: { '.claude-plugin/plugin.json': '{"name":"x",' } },
  { id: 'traversal-and-missing', files: { '.claude-plugin/plugin.json': '{"name":"x","skills":["./skills/hello","../out"],"commands":"./commands"}', 'skills/hello/SKILL.md': SK('hi') } },
  { id: 'agents-folder', files: { '.claude-plugin/plugin.json': `{"name":"x",${META},"agents":"./agents/"}`, 'agents/a.md': SK('a') } },
  { id: 'commands-replace', files: { '.claude-plugin/plugin.json': `{"name":"s1",${META},"skills":["./extra"],"commands":["./extra"]}`, 'skills/hello/SKILL.md': SK('hi'), 'extra/other/SKILL.md': SK('o'), 'commands/cmd.md': SK('c') } },
  { id: 'homepage-not-url', files: { '.claude-plugin/plugin.json': `{"name":"x",${META},"homepage":"not a url"}` } },
  { id: 'user-config-key', files: { '.claude-plugin/plugin.json': `{"name":"x",${META},"userConfig":{"1bad":{"type":"string"}}}` } },
  { id: 'marketplace-ok', files: { '.claude-plugin/marketplace.json': '{"name":"team-tools","owner":{"name":"o"},"plugins":[{"name":"a","source":"./plugins/a"}]}', 'plugins/a/.claude-plugin/plugin.json': `{"name":"a",${META}}` } },
  { id: 'marketplace-entry-space', files: { '.claude-plugin/marketplace.json': '{"name":"team-tools","owner":{"name":"o"},"plugins":[{"name":"a b","source":"./plugins/a"}]}', 'plugins/a/.claude-plugin/plugin.json': `{"name":"a",${META}}` } },
  { id: 'marketplace-reserved', files: { '.claude-plugin/marketplace.json': '{"name":"inline","owner":{"name":"o"},"plugins":[]}' } },
  { id: 'marketplace-no-owner', files: { '.claude-plugin/marketplace.json': '{"name":"m","plugins":[]}' } },
];

/** One compared case. */
export interface PluginCaseResult { id: string; same: boolean; real: { ok: boolean; fields: string[] }; ours: { ok: boolean; fields: string[] }; note?: string }

const norm = (p: string) => p.replace(/\[(\d+)\]/g, '.$1');

/** Run every case against the binary `claude` (a native release or `node cli.js` given as [cmd, ...args]). */
export function runPluginValidateGroup(launch: string[], cases: PluginCase[] = PLUGIN_CASES): PluginCaseResult[] {
  const work = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'pv-conf-')));
  const home = path.join(work, 'home');
  fs.mkdirSync(home);
  fs.writeFileSync(path.join(home, '.claude.json'), '{"hasCompletedOnboarding":true}');
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, TERM: 'dumb', DISABLE_AUTOUPDATER: '1', DISABLE_TELEMETRY: '1', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', HTTPS_PROXY: 'http://127.0.0.1:9', HTTP_PROXY: 'http://127.0.0.1:9', NO_PROXY: '' };
  const out: PluginCaseResult[] = [];
  try {
    for (const c of cases) {
      const dir = path.join(work, c.id);
      for (const [rel, text] of Object.entries(c.files)) { fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true }); fs.writeFileSync(path.join(dir, rel), text); }
      const r = spawnSync(launch[0], [...launch.slice(1), 'plugin', 'validate', '--json', dir], { env, encoding: 'utf8', timeout: 60_000 });
      let real = { ok: false, fields: [] as string[] };
      let note: string | undefined;
      try {
        const j = JSON.parse(r.stdout) as { success: boolean; manifest?: { errors?: Array<{ path: string }> } };
        real = { ok: j.success, fields: [...new Set((j.manifest?.errors ?? []).map((e) => norm(e.path)))].sort() };
      } catch { note = `no JSON from claude (exit ${r.status}): ${r.stderr.slice(0, 200)}`; }
      const rep = validatePluginDir(createNodeFsPort(), dir.split(path.sep).join('/'));
      const errs = rep.diagnostics.filter((d) => d.severity === 'error' && d.path === rep.manifestPath);
      const fields = errs.map((d) => { const data = d.data as { path?: string; field?: string }; return d.code === 'manifest-json-syntax' ? 'json' : norm(data.path ?? data.field ?? ''); });
      const ours = { ok: rep.ok, fields: [...new Set(fields)].sort() };
      out.push({ id: c.id, real, ours, same: real.ok === ours.ok && JSON.stringify(real.fields) === JSON.stringify(ours.fields), ...(note ? { note } : {}) });
    }
  } finally { fs.rmSync(work, { recursive: true, force: true }); }
  return out;
}
