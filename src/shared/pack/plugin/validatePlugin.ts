/**
 * `plugin validate DIR`: a plugin folder (`.claude-plugin/plugin.json`) or a
 * marketplace folder (`.claude-plugin/marketplace.json`) checked as Claude
 * Code 2.1.332's `claude plugin validate` checks it (docs/packaging.md):
 * the manifest against its schema, every component path (`./`, no `..`,
 * present), a default folder that a manifest key stops loading, and every
 * skill's frontmatter as the engine's Claude Code profile reads it. Reads
 * through an {@link FsPort}; never throws.
 */
import { getProfile, isFsError, parseSkillText, type Diagnostic, type FsPort } from '../../engine';
import { hasError, packDiagnostic } from '../codes';
import { rangeOfPath, validateManifestText, type ManifestKind } from '../manifest/validate';

/** Components whose manifest key replaces the default folder (measured with 2.1.332: `skills` adds, these replace). */
export const REPLACING_KEYS: Record<string, string> = { commands: 'commands', agents: 'agents', outputStyles: 'output-styles' };
/** Keys whose values are paths to check. */
const PATH_KEYS = ['skills', 'commands', 'agents', 'outputStyles', 'themes', 'workflows', 'hooks', 'mcpServers', 'lspServers', 'monitors'];
const MAX_MANIFEST_BYTES = 1024 * 1024;
const MAX_SKILL_BYTES = 1024 * 1024;

/** One skill the plugin provides. */
export interface PluginSkill {
  /** `plugin:skill`, as Claude Code lists it (record.ts sanitises the folder name the same way). */
  id: string;
  /** Absolute SKILL.md path. */
  path: string;
}

/** What {@link validatePluginDir} found. */
export interface PluginReport {
  kind: ManifestKind | null;
  /** Absolute manifest path (null when there is none). */
  manifestPath: string | null;
  name: string | null;
  skills: PluginSkill[];
  /** Every diagnostic; `path` is the file it is about. */
  diagnostics: Diagnostic[];
  /** Plugins of a marketplace that live in its repository (`./` sources), validated too. */
  plugins: PluginReport[];
  ok: boolean;
}

/** `s` without trailing '/' (a loop, linear: no trailing-run regex on user text). */
const trimSlashes = (s: string) => { let e = s.length; while (e > 0 && s[e - 1] === '/') e--; return s.slice(0, e); };
const join = (a: string, b: string) => `${trimSlashes(a)}/${trimSlashes(b.startsWith('./') ? b.slice(2) : b)}`;
const sanitize = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, '-');

function readText(port: FsPort, path: string, max: number): string | null {
  const r = port.readFile(path, max);
  if (isFsError(r)) return null;
  return new TextDecoder('utf-8', { fatal: false }).decode(r.data);
}

function kindAt(port: FsPort, path: string): 'file' | 'dir' | null {
  const s = port.stat(path);
  if (isFsError(s)) return null;
  return s.kind === 'other' ? null : s.kind;
}

/** The path strings of a component value (string, array of strings, or ignored objects). */
function pathsOf(v: unknown): Array<{ value: string; index: number | null }> {
  if (typeof v === 'string') return [{ value: v, index: null }];
  if (Array.isArray(v)) return v.flatMap((x, i) => (typeof x === 'string' ? [{ value: x, index: i }] : []));
  return [];
}

/** Skill folders under `dir`: `dir/SKILL.md` itself, else each `dir/<sub>/SKILL.md`. */
function skillsIn(port: FsPort, dir: string): string[] {
  if (kindAt(port, join(dir, 'SKILL.md')) === 'file') return [join(dir, 'SKILL.md')];
  const list = port.readDir(dir);
  if (isFsError(list)) return [];
  return list.filter((e) => e.kind === 'dir' || e.kind === 'symlink').map((e) => join(join(dir, e.name), 'SKILL.md'))
    .filter((p) => kindAt(port, p) === 'file').sort();
}

/** Validate the plugin or marketplace at `dir` (absolute, '/'-separated). */
export function validatePluginDir(port: FsPort, dir: string): PluginReport {
  const pluginJson = join(dir, '.claude-plugin/plugin.json');
  const marketJson = join(dir, '.claude-plugin/marketplace.json');
  if (kindAt(port, pluginJson) === 'file') return validatePlugin(port, dir, pluginJson);
  if (kindAt(port, marketJson) === 'file') return validateMarketplace(port, dir, marketJson);
  const d = packDiagnostic('manifest-missing', {}, { path: dir });
  return { kind: null, manifestPath: null, name: null, skills: [], diagnostics: [d], plugins: [], ok: false };
}

function validatePlugin(port: FsPort, dir: string, file: string): PluginReport {
  const text = readText(port, file, MAX_MANIFEST_BYTES) ?? '';
  const check = validateManifestText(text, 'plugin');
  const ds: Diagnostic[] = check.diagnostics.map((d) => ({ ...d, path: file }));
  const m = (check.value && typeof check.value === 'object' && !Array.isArray(check.value) ? check.value : {}) as Record<string, unknown>;
  const name = typeof m.name === 'string' && m.name ? m.name : dir.split('/').pop() ?? 'plugin';
  for (const key of PATH_KEYS) {
    for (const p of pathsOf(m[key])) {
      const loc = p.index === null ? [key] : [key, p.index];
      // 2.1.332 reports a single `skills` string as `skills[0]` (it reads skills as a list) and other keys bare.
      const field = p.index === null ? (key === 'skills' ? 'skills[0]' : key) : `${key}[${p.index}]`;
      const range = rangeOfPath(text, loc);
      if (p.value.split(/[\\/]/).includes('..')) ds.push(packDiagnostic('manifest-path-traversal', { field, value: p.value }, { range, path: file }));
      else if (!p.value.startsWith('./')) continue; // the schema already says so
      else if (kindAt(port, join(dir, p.value)) === null) ds.push(packDiagnostic('manifest-path-missing', { field, value: p.value }, { range, path: file }));
    }
  }
  // 2.1.332 warns about each missing metadata field when the manifest has no error.
  if (!ds.some((d) => d.severity === 'error')) {
    for (const key of ['version', 'description', 'author']) if (m[key] === undefined) ds.push(packDiagnostic('manifest-metadata-missing', { field: key }, { range: rangeOfPath(text, []), path: file }));
  }
  for (const [key, folder] of Object.entries(REPLACING_KEYS)) {
    if (m[key] !== undefined && kindAt(port, join(dir, folder)) === 'dir') {
      ds.push(packDiagnostic('manifest-default-shadowed', { field: key, folder, how: `(the "${key}" paths replace it)` }, { range: rangeOfPath(text, [key]), path: file }));
    }
  }
  // Skills: the default skills/ folder always, plus every `skills` path (they add, 2.1.332).
  const skillFiles = new Set(skillsIn(port, join(dir, 'skills')));
  for (const p of pathsOf(m.skills)) if (p.value.startsWith('./') && !p.value.split('/').includes('..')) for (const f of skillsIn(port, join(dir, p.value))) skillFiles.add(f);
  const skills: PluginSkill[] = [];
  const profile = getProfile('claude-code');
  for (const f of [...skillFiles].sort()) {
    const folder = f.split('/').slice(-2, -1)[0];
    skills.push({ id: `${sanitize(name)}:${sanitize(folder)}`, path: f });
    const t = readText(port, f, MAX_SKILL_BYTES);
    if (t === null) continue;
    const parsed = parseSkillText(t, { profile, dirName: folder, scope: 'plugin', path: f });
    for (const d of parsed.diagnostics) {
      if (d.severity === 'info') continue;
      ds.push(packDiagnostic(d.severity === 'error' ? 'plugin-skill-error' : 'plugin-skill-warning', { skill: `${sanitize(name)}:${sanitize(folder)}`, message: d.message, code: d.code }, { range: d.range, path: f }));
    }
  }
  return { kind: 'plugin', manifestPath: file, name, skills, diagnostics: ds, plugins: [], ok: !hasError(ds) };
}

function validateMarketplace(port: FsPort, dir: string, file: string): PluginReport {
  const text = readText(port, file, MAX_MANIFEST_BYTES) ?? '';
  const check = validateManifestText(text, 'marketplace');
  const ds: Diagnostic[] = check.diagnostics.map((d) => ({ ...d, path: file }));
  const m = (check.value && typeof check.value === 'object' && !Array.isArray(check.value) ? check.value : {}) as Record<string, unknown>;
  const plugins: PluginReport[] = [];
  const list = Array.isArray(m.plugins) ? m.plugins : [];
  list.forEach((entry, i) => {
    const src = entry && typeof entry === 'object' ? (entry as Record<string, unknown>).source : undefined;
    if (typeof src !== 'string' || !src.startsWith('./')) return;
    const range = rangeOfPath(text, ['plugins', i, 'source']);
    if (src.split('/').includes('..')) { ds.push(packDiagnostic('manifest-path-traversal', { field: `plugins[${i}].source`, value: src }, { range, path: file })); return; }
    const at = join(dir, src);
    if (kindAt(port, at) !== 'dir') { ds.push(packDiagnostic('manifest-path-missing', { field: `plugins[${i}].source`, value: src }, { range, path: file })); return; }
    // A strict:false entry may have no plugin.json (the entry is the manifest).
    if (kindAt(port, join(at, '.claude-plugin/plugin.json')) === 'file') plugins.push(validatePlugin(port, at, join(at, '.claude-plugin/plugin.json')));
  });
  const name = typeof m.name === 'string' ? m.name : null;
  return { kind: 'marketplace', manifestPath: file, name, skills: [], diagnostics: ds, plugins, ok: !hasError(ds) && plugins.every((p) => p.ok) };
}
