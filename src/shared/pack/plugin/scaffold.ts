/**
 * `plugin init DIR --name N` / "New plugin…": the files of a minimal plugin
 * that `claude plugin validate` passes (2.1.332: no error, no manifest
 * warning: it warns when version, description or author are missing), with
 * one skill in the default `skills/` folder (loaded as `N:hello`).
 */
import { pluginName } from '../manifest/schemas';

/** One file to write, relative to the plugin folder. */
export interface ScaffoldFile { rel: string; text: string }

/** Why `name` cannot name a plugin, or null (the manifest schema's rule, plus a usable folder name). */
export function pluginNameProblem(name: string): string | null {
  const r = pluginName.safeParse(name);
  if (!r.success) return r.error.issues[0]?.message ?? 'invalid';
  if (/[\\/]/.test(name) || name === '.' || name === '..' || name.length > 64) return 'must be a folder name of at most 64 characters';
  return null;
}

/** The files of a new plugin called `name` (validate it first with {@link pluginNameProblem}). */
export function scaffoldPlugin(name: string, author = 'Your name'): ScaffoldFile[] {
  const manifest = { name, version: '0.1.0', description: `The ${name} plugin.`, author: { name: author } };
  return [
    { rel: '.claude-plugin/plugin.json', text: `${JSON.stringify(manifest, null, 2)}\n` },
    { rel: 'skills/hello/SKILL.md', text: '---\nname: hello\ndescription: Says hello. Use when the user asks for a greeting.\n---\n\nGreet the user by name if you know it.\n' },
    { rel: 'README.md', text: `# ${name}\n\nA Claude Code plugin with one skill, \`/${name}:hello\`.\n` },
  ];
}
