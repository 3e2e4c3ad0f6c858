/**
 * Same-name skill folders in other harnesses' roots (issue 17 §2, the
 * portability quick fix "Add a copy or link"): for each skill folder of the
 * catalog, the `<root>/<same folder name>/SKILL.md` files that exist in any
 * registry profile's skill roots (project, home, add-dirs). The renderer
 * judges a harness that never reads a skill's own folder on such a file
 * instead (portability `copies`), so a copy or link made once stays known
 * after a reload: main reports what is on disk, the renderer remembers nothing.
 * A same-named folder that holds another skill counts too: a harness reading
 * that folder finds a skill of that name there.
 */
import fs from 'node:fs';
import type { Catalog, RootSpec } from '../../shared/engine';

/** Layouts whose skills are `<root>/<dir>/SKILL.md` folders (legacy commands, plugins and bundled skills are not copies). */
const DIR_LAYOUTS = new Set<RootSpec['layout']>(['skill-dirs', 'skill-tree', 'skill-tree-md', 'recursive-skill-md']);

/**
 * SKILL.md path → the other SKILL.md paths of the same folder name in
 * `specs`' roots (sorted; only skills that have one). One directory listing
 * per root and one stat per same-named entry: linear in the roots' entries.
 */
export function sameNameCopies(catalog: Catalog, specs: readonly RootSpec[]): Record<string, string[]> {
  const skills = catalog.skills.filter((s) => s.dir && s.scope !== 'bundled' && /\/SKILL\.md$/.test(s.path));
  if (!skills.length) return {};
  const byName = new Map<string, string[]>();
  for (const s of skills) {
    const name = s.dir!.slice(s.dir!.lastIndexOf('/') + 1);
    const list = byName.get(name);
    if (list) list.push(s.path); else byName.set(name, [s.path]);
  }
  const found = new Map<string, Set<string>>();
  const seen = new Set<string>();
  for (const r of specs) {
    if (r.scope === 'bundled' || !DIR_LAYOUTS.has(r.layout) || seen.has(r.path)) continue;
    seen.add(r.path);
    let entries: fs.Dirent[];
    try { entries = fs.readdirSync(r.path, { withFileTypes: true }); } catch { continue; }
    for (const e of entries) {
      if (!byName.has(e.name) || !(e.isDirectory() || e.isSymbolicLink())) continue;
      const file = `${r.path}/${e.name}/SKILL.md`;
      try { if (!fs.statSync(file).isFile()) continue; } catch { continue; }
      found.set(e.name, (found.get(e.name) ?? new Set()).add(file));
    }
  }
  const out: Record<string, string[]> = {};
  for (const [name, paths] of byName) {
    const files = found.get(name);
    if (!files) continue;
    for (const p of paths) {
      const others = [...files].filter((f) => f !== p).sort();
      if (others.length) out[p] = others;
    }
  }
  return out;
}
