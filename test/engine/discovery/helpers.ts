/** Shared helpers of the discovery tests: skill text builders and a CC roots shortcut. */
import { getProfile } from '../../../src/shared/engine/profiles';
import type { ProfileId, VersionSelector } from '../../../src/shared/engine/types';
import { resolveRoots, scanCatalog, type ScanOptions } from '../../../src/shared/engine/discovery';
import { createMemoryFs, type MemoryNodeSpec } from '../../support/memoryFs';

/** A SKILL.md with a frontmatter made of `fields` (`key: value` lines, written as given) and `body`. */
export function skill(fields: Record<string, string>, body = 'Body.\n'): string {
  return `---\n${Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n${body}`;
}

/** Home, project and cwd used by the in-memory trees (project holds `.git`). */
export const HOME = '/home/u';
export const PROJECT = '/work/proj';

/**
 * Scan an in-memory tree under `profileId` with the profile's own roots
 * (home HOME, project PROJECT with a `.git` folder, cwd = project unless given).
 */
export function scanTree(
  tree: Record<string, MemoryNodeSpec>,
  profileId: ProfileId = 'claude-code',
  cfg: { cwd?: string; plugins?: string[]; skillsDirs?: string[]; addDirs?: string[]; bundledDir?: string | null; version?: VersionSelector } = {},
  opts: ScanOptions = {},
) {
  const fs = createMemoryFs({ [`${PROJECT}/.git`]: { dir: true }, ...tree });
  const profile = getProfile(profileId, cfg.version ?? 'latest');
  const roots = resolveRoots(
    { home: HOME, project: PROJECT, cwd: cfg.cwd, plugins: cfg.plugins ?? [], skillsDirs: cfg.skillsDirs ?? [], addDirs: cfg.addDirs ?? [], touched: [], bundled: true },
    profile,
    { bundledDir: cfg.bundledDir ?? null, port: fs },
  );
  const catalog = scanCatalog(fs, roots, profile, { cwd: cfg.cwd ?? PROJECT, ...opts });
  const byId = (id: string) => catalog.skills.filter((s) => s.id === id);
  const one = (id: string) => {
    const all = byId(id);
    if (all.length !== 1) throw new Error(`expected one skill "${id}", found ${all.length}: ${catalog.skills.map((s) => s.id).join(', ')}`);
    return all[0];
  };
  const codes = (id: string) => one(id).diagnostics.map((d) => d.code);
  const fileCodes = (path: string) => catalog.files.filter((f) => f.path === path).flatMap((f) => f.diagnostics.map((d) => d.code));
  return { fs, profile, roots, catalog, byId, one, codes, fileCodes };
}
