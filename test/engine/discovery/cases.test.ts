/**
 * The discovery parts of regression cases B01, B11, B13, B14, B26, B27
 * (/work/shared/cases), run through the real node fs port on temp copies.
 * Symlinks listed in `setup.symlinks` are recreated (the copy may hold them as
 * plain files). Expected values are the cases' hand-written `expect` objects;
 * listing/invocation checks belong to the listing and invoke modules.
 */
import { sharedDir } from '../../support/shared';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeFsPort } from '../../../src/node/fs/nodeFsPort';
import { getProfile } from '../../../src/shared/engine/profiles';
import { resolveRoots, scanCatalog } from '../../../src/shared/engine/discovery';
import type { Catalog, SkillRecord } from '../../../src/shared/engine/types';

const CASES = sharedDir('cases') ?? '/nonexistent-shared-cases';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-discovery-cases-'));
/** Make a copied tree writable again (the cases are read-only) so it can be removed. */
function writable(dir: string): void {
  try { fs.chmodSync(dir, 0o755); } catch { /* best effort */ }
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) if (e.isDirectory()) writable(path.join(dir, e.name));
}
afterAll(() => { writable(tmp); fs.rmSync(tmp, { recursive: true, force: true }); });

interface Setup { project_root: string; home: string; cwd: string; plugins?: { root: string }[]; symlinks?: { path: string; target: string }[] }

/** Copy case `id` to a temp folder, recreate its symlinks, scan it under claude-code. */
function runCase(id: string, version = 'latest'): { root: string; catalog: Catalog; setup: Setup; expected: any } {
  const expected = JSON.parse(fs.readFileSync(path.join(CASES, id, 'expected.json'), 'utf8'));
  const setup: Setup = expected.setup;
  const root = path.join(tmp, id);
  fs.cpSync(path.join(CASES, id), root, { recursive: true, verbatimSymlinks: true });
  fs.chmodSync(root, 0o755);
  for (const l of setup.symlinks ?? []) {
    const at = path.join(root, l.path);
    fs.chmodSync(path.dirname(at), 0o755);
    fs.rmSync(at, { force: true, recursive: true });
    fs.symlinkSync(l.target, at);
  }
  const port = createNodeFsPort();
  const profile = getProfile('claude-code', version);
  const abs = (p: string) => path.join(root, p);
  const roots = resolveRoots({
    project: abs(setup.project_root), home: abs(setup.home), cwd: abs(setup.cwd),
    plugins: (setup.plugins ?? []).map((p) => abs(p.root)), addDirs: [], skillsDirs: [], touched: [], bundled: false,
  }, profile, { bundledDir: null, port });
  return { root, catalog: scanCatalog(port, roots, profile, { cwd: abs(setup.cwd) }), setup, expected };
}

const named = (c: Catalog, id: string): SkillRecord[] => c.skills.filter((s) => s.id === id);
/** `level:code` strings of a skill's diagnostics plus the loose files under its folder. */
function diagOf(c: Catalog, id: string): string[] {
  const own = named(c, id).flatMap((s) => s.diagnostics);
  const loose = c.files.filter((f) => f.path.split('/').includes(id)).flatMap((f) => f.diagnostics);
  return [...own, ...loose].map((d) => `${d.severity}:${d.code}`);
}
const rel = (root: string, p: string) => path.relative(root, p).split(path.sep).join('/');

describe('cases through the node port', () => {
  it('B01: grouping folder ignored, nested SKILL.md reported, lint-fix loaded (§3.2, E16)', () => {
    const { catalog, expected } = runCase('B01');
    expect(named(catalog, 'db-migrate')).toEqual([]);
    expect(diagOf(catalog, 'db-migrate')).toEqual(expect.arrayContaining(expected.expect.diagnostics));
    const lint = named(catalog, 'lint-fix');
    expect(lint).toHaveLength(1);
    expect(lint[0].visibleToModel).toBe(expected.also[0].expect.visible_in_listing);
    expect(lint[0].description.trim()).toBe(expected.also[0].expect.description);
    expect(named(catalog, 'backend')).toEqual([]);
  });

  it('B11: symlinked user root and symlinked project skill folder are followed (§3.2)', () => {
    const { catalog, expected } = runCase('B11');
    const note = named(catalog, 'note-taker');
    expect(note).toHaveLength(1);
    expect(note[0]).toMatchObject({ scope: expected.expect.scope, visibleToModel: expected.expect.visible_in_listing, inUserMenu: expected.expect.in_user_menu });
    expect(note[0].description.trim()).toBe(expected.expect.description);
    const api = named(catalog, 'api-style');
    expect(api).toHaveLength(1);
    const e = expected.also[0].expect;
    expect(api[0]).toMatchObject({ scope: e.scope, visibleToModel: e.visible_in_listing, inUserMenu: e.in_user_menu });
    expect(api[0].description.trim()).toBe(e.description);
  });

  it('B13: one real skill reached through two roots is loaded once, no name diagnostics (§4)', () => {
    const { catalog, expected } = runCase('B13');
    const all = named(catalog, 'schema-check');
    expect(all.filter((s) => s.visibleToModel)).toHaveLength(expected.expect.count_in_listing);
    expect(all.filter((s) => s.inUserMenu)).toHaveLength(expected.expect.count_in_user_menu);
    for (const code of expected.expect.no_diagnostics) expect(diagOf(catalog, 'schema-check').map((d) => d.split(':')[1])).not.toContain(code);
  });

  it('B14 under 2.1.332: one entry, the user copy; the project copy is shadowed (measured, claude-code-measured.md point 8)', () => {
    const { catalog } = runCase('B14', '2.1.332');
    const all = named(catalog, 'handoff-note');
    expect(all.map((s) => [s.scope, s.status, s.visibleToModel])).toEqual([['user', 'listed', true], ['project', 'shadowed', false]]);
  });

  it('B14 (as 2.1.112, where the case holds as measured): same name in user and project: both listed, the user copy is reached (§4, E13)', () => {
    const { root, catalog, expected } = runCase('B14', '2.1.112');
    const all = named(catalog, 'handoff-note');
    expect(all.filter((s) => s.visibleToModel)).toHaveLength(expected.expect.count_in_listing);
    const winner = all.filter((s) => !s.shadowedBy);
    expect(winner).toHaveLength(1);
    expect(winner[0].scope).toBe(expected.expect.winning_scope);
    expect(rel(root, winner[0].path)).toBe(expected.expect.source_path);
    expect(rel(root, winner[0].path)).toBe(expected.expect.model_tool_resolves_to);
    expect(winner[0].description.trim()).toBe(expected.expect.description);
    expect(diagOf(catalog, 'handoff-note')).toEqual(expect.arrayContaining(expected.expect.diagnostics));
    expect(all.filter((s) => s.inUserMenu)).toHaveLength(expected.also[0].expect.count_in_user_menu);
  });

  it('B26: plugin skill is named toolkit:bundle-report and has a folder (§2.2, §3.2)', () => {
    const { root, catalog } = runCase('B26');
    const [s] = named(catalog, 'toolkit:bundle-report');
    expect(s).toMatchObject({ scope: 'plugin', pluginName: 'toolkit', status: 'listed', invocableByUser: true });
    expect(rel(root, s.dir!)).toBe('plugins/toolkit/skills/bundle-report');
    expect(fs.existsSync(path.join(s.dir!, 'scripts/report.py'))).toBe(true);
    expect(named(catalog, 'run-check')[0]).toMatchObject({ scope: 'project', dir: path.join(root, 'project/.claude/skills/run-check') });
  });

  it('B27: disable-model-invocation and user-invocable flags (E19, E20)', () => {
    const { catalog, expected } = runCase('B27');
    const check = (id: string, e: any) => {
      const [s] = named(catalog, id);
      expect({ id, visible: s.visibleToModel, menu: s.inUserMenu, user: s.invocableByUser, model: s.invocableByModel })
        .toEqual({ id, visible: e.visible_in_listing, menu: e.in_user_menu, user: e.invocable_by_user, model: e.invocable_by_model });
    };
    check('release-cut', expected.expect);
    for (const a of expected.also) check(a.skill, a.expect);
  });
});
