/**
 * The app and the CLI give the same results for the same project (issue 12
 * point 3), under every (profile, version) of the registry, so a profile added
 * there is covered without touching this file. The project is real: skills of
 * the shared corpus copied into the project's and the user's skill roots of that
 * profile (as the engine resolves them), with one skill in both scopes so the
 * precedence rule (shadowing) is exercised, plus the harness's bundled skills.
 *
 * App side: the node handler table, as the web host serves it (createDispatch):
 * `catalog.configure` to pick the profile and version, `catalog.get`,
 * `settings.get`, and the listing the renderer renders from that snapshot
 * (resolveListingOptions + renderListing). CLI side: `scan --json` and
 * `listing --json` through the CLI's own parser and runner.
 *
 * Same layer: the CLI's `scan` adds body diagnostics (references, placeholders,
 * size) lazily, which the app computes per open file, not in the catalog; those
 * codes (BODY_CODES) are left out on both sides, everything else must be equal.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { createNodeFsPort } from '../../src/node/fs/nodeFsPort';
import { getProfile, profileChoices, renderListing, resolveListingOptions, resolveRoots, type Catalog, type Diagnostic } from '../../src/shared/engine';
import { BODY_CODES } from '../../src/shared/engine/diagnostics/codes/body';
import type { CatalogSnapshot, Settings } from '../../src/shared/ipc/contract';
import { parseArgs } from '../../src/cli/args';
import { runCommand } from '../../src/cli/run';
import { skillJson } from '../../src/cli/commands/scan';
import { listingJson } from '../../src/cli/commands/listing';
import { createAppContext } from '../../src/node/app/context';
import { cleanupTemp, tempDir } from './helpers';

const REPO = path.resolve(__dirname, '../..');
const CORPUS = '/work/shared/corpus';
afterAll(cleanupTemp);

/** Corpus skills per scope; `brainstorming` is in both (the project copy and the user copy compete). */
const PROJECT_SKILLS = ['anthropics__skills/skills/skill-creator', 'anthropics__skills/skills/mcp-builder', 'anthropics__skills/skills/internal-comms', 'obra__superpowers/skills/brainstorming'];
const USER_SKILLS = ['obra__superpowers/skills/brainstorming', 'obra__superpowers/skills/writing-plans', 'obra__superpowers/skills/systematic-debugging'];

/** Put `skills` into `root` in the root's layout. Returns false for a layout skills are not written to here. */
function populate(root: string, layout: string, skills: string[]): boolean {
  if (layout === 'legacy-commands') return false;
  for (const rel of skills) {
    const name = path.basename(rel);
    if (layout === 'flat-md') {
      fs.mkdirSync(root, { recursive: true });
      fs.copyFileSync(path.join(CORPUS, rel, 'SKILL.md'), path.join(root, `${name}.md`));
    } else fs.cpSync(path.join(CORPUS, rel), path.join(root, name), { recursive: true });
  }
  return true;
}

const sameLayer = (ds: Diagnostic[]) => ds.filter((d) => !Object.prototype.hasOwnProperty.call(BODY_CODES, d.code));
const diagJson = (ds: Diagnostic[]) => sameLayer(ds).map((d) => ({ code: d.code, severity: d.severity, message: d.message, range: d.range, path: d.path ?? null }));

/** The comparable form of a catalog: what `scan --json` prints, body diagnostics left out. */
function comparable(c: { profile: string; roots: unknown; skills: ReturnType<typeof skillJson>[] | Catalog['skills']; files: { path: string; scope?: string | null; diagnostics: Diagnostic[] }[]; diagnostics: Diagnostic[] }, fromCli: boolean) {
  const skills = fromCli ? (c.skills as ReturnType<typeof skillJson>[]) : (c.skills as Catalog['skills']).map(skillJson);
  return {
    profile: c.profile,
    roots: c.roots,
    skills: skills.map((s) => ({ ...s, diagnostics: diagJson(s.diagnostics as Diagnostic[]) })),
    files: c.files.map((f) => ({ path: f.path, scope: f.scope ?? null, diagnostics: diagJson(f.diagnostics) })),
    diagnostics: diagJson(c.diagnostics),
  };
}

function cli(args: string[], cwd: string): unknown {
  const r = runCommand(parseArgs([...args, '--json']), { env: {}, cwd, isTTY: false, repoRoot: REPO });
  if (r instanceof Promise) throw new Error('scan and listing are synchronous');
  expect(r.code).toBe(0);
  return JSON.parse(r.out);
}

describe('the app (handler table) and the CLI agree on a corpus project', () => {
  it('the registry offers more than one profile, so the loop below means something', () => {
    expect(profileChoices().length).toBeGreaterThan(1);
  });

  for (const { id, version } of profileChoices()) {
    it(`${id} ${version}: same catalog (skills, names, scopes, shadowing, diagnostics) and same listing`, async () => {
      const project = tempDir('parity-project');
      const home = tempDir('parity-home');
      const data = tempDir('parity-data');
      fs.mkdirSync(path.join(project, '.git'));
      const profile = getProfile(id, version);
      const config = { project, home, cwd: project, addDirs: [], skillsDirs: [], plugins: [], touched: [], bundled: false };
      const written = new Set<string>();
      for (const r of resolveRoots(config, profile, { bundledDir: null, port: createNodeFsPort() })) {
        if (r.scope === 'project' && populate(r.path, r.layout, PROJECT_SKILLS)) written.add('project');
        if (r.scope === 'user' && populate(r.path, r.layout, USER_SKILLS)) written.add('user');
      }

      const ctx = await createAppContext({
        host: 'web', appVersion: '0.0.0-test', dataDir: data, bundledRoot: path.join(REPO, 'bundled-skills'),
        roots: { project, home, cwd: project }, watcher: false, env: {},
      });
      try {
        const dispatch = createDispatch(createHandlers(ctx));
        await dispatch('catalog.configure', { profile: id, version });
        const snap = await dispatch('catalog.get', {}) as CatalogSnapshot;
        const settings = await dispatch('settings.get', {}) as Settings;
        const appListing = renderListing(snap.catalog, profile, resolveListingOptions(profile, snap.harnessSettings, settings.listing, { usage: snap.usage }).options);

        const flags = ['--profile', id, '--cc-version', version, '--project', project, '--home', home, '--data-dir', data];
        const scan = cli(['scan', ...flags], project) as Parameters<typeof comparable>[0];
        const listing = cli(['listing', ...flags], project);

        const app = comparable(snap.catalog, false);
        const fromCli = comparable(scan, true);
        expect(fromCli).toEqual(app);
        // Where Claude Code's bundled skills came from: the same source and words on both sides (issue 13 section 3).
        expect(listing).toEqual(JSON.parse(JSON.stringify(listingJson(appListing, profile.listing, snap.bundledSource ?? null))));
        // The comparison is not of empty catalogs: the skills written are there in their scopes,
        // and where both scopes are read, both copies of brainstorming (one wins, by the profile's rule).
        for (const scope of written) expect(app.skills.some((s) => s.scope === scope)).toBe(true);
        if (written.has('project') && written.has('user')) expect(app.skills.filter((s) => /brainstorming/.test(s.id)).length).toBeGreaterThanOrEqual(2);
      } finally {
        await ctx.close();
      }
    });
  }
});

describe('the app and the CLI agree on plugin commands (Claude Code 2.1.332)', () => {
  it('a ~/.claude/skills plugin\'s commands: same catalog rows and listing, names as Claude Code lists them', async () => {
    const project = tempDir('parity-plugin-project');
    const home = tempDir('parity-plugin-home');
    const data = tempDir('parity-plugin-data');
    fs.mkdirSync(path.join(project, '.git'));
    // The kit plugin of test/conformance/inputs/plugin-commands, as a skills-dir plugin Claude Code finds itself.
    fs.cpSync(path.join(REPO, 'test/conformance/inputs/plugin-commands/plugins/kit'), path.join(home, '.claude/skills/kit'), { recursive: true });
    const profile = getProfile('claude-code', '2.1.332');
    const ctx = await createAppContext({
      host: 'web', appVersion: '0.0.0-test', dataDir: data, bundledRoot: path.join(REPO, 'bundled-skills'),
      roots: { project, home, cwd: project }, watcher: false, env: {},
    });
    try {
      const dispatch = createDispatch(createHandlers(ctx));
      await dispatch('catalog.configure', { profile: 'claude-code', version: '2.1.332' });
      const snap = await dispatch('catalog.get', {}) as CatalogSnapshot;
      const settings = await dispatch('settings.get', {}) as Settings;
      const appListing = renderListing(snap.catalog, profile, resolveListingOptions(profile, snap.harnessSettings, settings.listing, { usage: snap.usage }).options);
      const flags = ['--profile', 'claude-code', '--cc-version', '2.1.332', '--project', project, '--home', home, '--data-dir', data];
      const scan = cli(['scan', ...flags], project) as Parameters<typeof comparable>[0];
      const listing = cli(['listing', ...flags], project);
      expect(comparable(scan, true)).toEqual(comparable(snap.catalog, false));
      expect(listing).toEqual(JSON.parse(JSON.stringify(listingJson(appListing, profile.listing, snap.bundledSource ?? null))));
      // Catalog rows: the commands load as plugin commands under their qualified display names.
      const named = snap.catalog.skills.find((s) => s.id === 'kit:named')!;
      expect([named.layout, named.scope, named.name]).toEqual(['plugin-commands', 'plugin', 'kit:pretty-name']);
      expect(snap.catalog.skills.find((s) => s.id === 'kit:nodesc')?.status).toBe('hidden');
      // Listing preview: the entries 2.1.332 sent for the same plugin (measured, docs/claude-code-measured.md).
      expect(appListing.text).toContain('\n- kit:named (kit:pretty-name): has a name\n- kit:Upper: Upper-case file name\n- kit:when: When body - when you need it\n- kit:cmdskill: a SKILL.md in commands\n- kit:sub:deep: a nested command\n');
    } finally {
      await ctx.close();
    }
  });
});
