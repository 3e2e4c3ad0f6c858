/**
 * Skills of a catalog by file path, built once per catalog object (catalogs
 * are immutable), so per-entry look-ups in the fates table and the cost table
 * are O(1) instead of a scan of every skill (quadratic with 5,000 skills).
 */
import type { Catalog, SkillRecord } from '../../../../../shared/engine';

const cache = new WeakMap<Catalog, Map<string, SkillRecord[]>>();

/** All skills at `path` (one file can carry several ids, e.g. OpenHarness aliases), in catalog order. */
export function skillsAt(catalog: Catalog, path: string): SkillRecord[] {
  let m = cache.get(catalog);
  if (!m) {
    m = new Map();
    for (const s of catalog.skills) {
      const list = m.get(s.path);
      if (list) list.push(s); else m.set(s.path, [s]);
    }
    cache.set(catalog, m);
  }
  return m.get(path) ?? [];
}

/** The first skill at `path` (what `catalog.skills.find((k) => k.path === path)` returned). */
export function skillAt(catalog: Catalog, path: string | undefined): SkillRecord | undefined {
  return path === undefined ? undefined : skillsAt(catalog, path)[0];
}
