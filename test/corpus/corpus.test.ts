/**
 * Every SKILL.md of the shared corpus, copied into temporary skill roots and
 * scanned under every profile (roots from the profile's own templates via
 * resolveRoots): no exception anywhere (scan, listing, invocation), and each
 * file is either loaded with a non-empty description or carries a diagnostic
 * that says why not. Then hand-checked values for named corpus skills.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROFILE_IDS, getProfile } from '../../src/shared/engine/profiles';
import type { Catalog, Diagnostic, ProfileId, RootSpec } from '../../src/shared/engine/types';
import { resolveRoots, scanCatalog } from '../../src/shared/engine/discovery';
import { renderListing } from '../../src/shared/engine/listing';
import { simulateInvocation } from '../../src/shared/engine/invoke';
import { createNodeFsPort } from '../../src/node/fs/nodeFsPort';
import { batches, corpusDir, corpusSkills, skillFilesOnDisk, type CorpusSkill } from './corpusFiles';

const skills = corpusSkills();
const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'skill-corpus-')));
// One copy of the corpus per profile (nine now): removing them can take longer than the default 10 s hook time under load.
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }), 120_000);
const port = createNodeFsPort();

/** A scanned batch: where each corpus file was copied, and the catalog. */
interface Scanned { catalog: Catalog; copies: Map<string, CorpusSkill>; root: RootSpec }

/** Make a temp project + home, pick the profile's first skills root under them, copy the batch in, scan. */
function scanBatch(profileId: ProfileId, items: CorpusSkill[], n: number): Scanned {
  const base = path.join(tmp, `${profileId}-${n}`);
  const project = path.join(base, 'project');
  const home = path.join(base, 'home');
  fs.mkdirSync(path.join(project, '.git'), { recursive: true }); // bounds the cwd-up walk
  fs.mkdirSync(home, { recursive: true });
  const profile = getProfile(profileId);
  const config = { project, home, cwd: project, addDirs: [], skillsDirs: [], plugins: [], touched: [], bundled: false };
  const candidates = resolveRoots(config, profile, { bundledDir: null, port });
  const root = candidates.find((r) => (r.layout === 'skill-dirs' || r.layout === 'codebot-mixed' || r.layout === 'recursive-skill-md' || r.layout === 'skill-tree') && (r.path.startsWith(project) || r.path.startsWith(home)));
  if (!root) throw new Error(`${profileId}: no skills root under the project or home in ${JSON.stringify(candidates)}`);
  const copies = new Map<string, CorpusSkill>();
  for (const s of items) {
    const dst = path.join(root.path, s.dirName, 'SKILL.md');
    fs.mkdirSync(path.dirname(dst), { recursive: true });
    fs.copyFileSync(s.file, dst);
    copies.set(dst.split(path.sep).join('/'), s);
  }
  const roots = resolveRoots(config, profile, { bundledDir: null, port });
  return { catalog: scanCatalog(port, roots, profile, { cwd: project }), copies, root };
}

/** Diagnostics attached to `file` anywhere in the catalog. */
function diagnosticsOf(cat: Catalog, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const s of cat.skills) if (s.path === file) out.push(...s.diagnostics);
  for (const f of cat.files) if (f.path === file) out.push(...f.diagnostics);
  for (const d of cat.diagnostics) if (d.path === file) out.push(d);
  return out;
}

const readText = (p: string): string | null => { try { return fs.readFileSync(p, 'utf8'); } catch { return null; } };

describe('corpus', () => {
  it('has the files its manifest lists, and the manifest lists every SKILL.md', () => {
    expect(skills.length).toBeGreaterThan(100);
    const listed = new Set(skills.map((s) => s.file));
    const missing = skills.filter((s) => !fs.existsSync(s.file)).map((s) => s.file);
    expect(missing).toEqual([]);
    const unlisted = skillFilesOnDisk().filter((f) => !listed.has(f)).map((f) => path.relative(corpusDir(), f));
    expect(unlisted).toEqual([]);
  });

  for (const profileId of PROFILE_IDS) {
    it(`${profileId}: every SKILL.md is loaded with a description or says why not; listing and invocation never throw`, () => {
      const groups = batches(skills);
      const problems: string[] = [];
      let loaded = 0;
      groups.forEach((items, n) => {
        const { catalog, copies } = scanBatch(profileId, items, n);
        const profile = getProfile(profileId);
        for (const [file, s] of copies) {
          const recs = catalog.skills.filter((r) => r.path === file);
          const ok = recs.some((r) => r.status !== 'error' && r.description.trim() !== '');
          if (ok) { loaded++; continue; }
          if (diagnosticsOf(catalog, file).length === 0) problems.push(`${s.repo}:${s.repoPath}: not loaded with a description, and no diagnostic says why`);
        }
        const listing = renderListing(catalog, profile, {});
        expect(typeof listing.text).toBe('string');
        for (const r of catalog.skills) {
          for (const as of ['model', 'user'] as const) {
            const rec = simulateInvocation(catalog, { name: r.id, as, args: 'alpha "beta gamma"' }, profile, readText, (p) => fs.existsSync(p));
            if (typeof rec.allowed !== 'boolean') problems.push(`${r.id}: invocation record without allowed`);
          }
        }
      });
      console.info(`corpus ${profileId}: ${loaded}/${skills.length} SKILL.md loaded with a description; the rest carry diagnostics`);
      expect(problems).toEqual([]);
      // Most public skills load under any profile; a profile that loads almost nothing is broken.
      expect(loaded).toBeGreaterThan(skills.length / 2);
    });
  }
});
