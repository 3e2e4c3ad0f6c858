/**
 * `plugin init DIR --name N`: write the scaffold of src/shared/pack/plugin/scaffold.ts
 * into DIR. Refuses when any scaffold file exists already (nothing is
 * overwritten); files are created with `wx`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pluginNameProblem, scaffoldPlugin } from '../../shared/pack';

/** Result of {@link initPlugin}: written files (absolute) or why nothing was written. */
export type InitResult = { ok: true; files: string[] } | { ok: false; error: string };

/** Create a minimal plugin called `name` in `dir` (created when missing). `check` throws for a path outside approved roots. */
export function initPlugin(dir: string, name: string, check?: (p: string) => void): InitResult {
  const problem = pluginNameProblem(name);
  if (problem) return { ok: false, error: `plugin name "${name}": ${problem}` };
  const root = path.resolve(dir);
  const files = scaffoldPlugin(name).map((f) => ({ abs: path.join(root, ...f.rel.split('/')), text: f.text }));
  const existing = files.filter((f) => fs.existsSync(f.abs));
  if (existing.length) return { ok: false, error: `${existing.map((f) => path.relative(root, f.abs)).join(', ')} already exists in ${root}` };
  check?.(root);
  for (const f of files) {
    fs.mkdirSync(path.dirname(f.abs), { recursive: true });
    fs.writeFileSync(f.abs, f.text, { flag: 'wx' });
  }
  return { ok: true, files: files.map((f) => f.abs) };
}
