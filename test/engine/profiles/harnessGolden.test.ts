/**
 * Golden tests of the issue 17 profiles read from source or documentation
 * (vscode-copilot, roo-code, goose, crush; cursor, windsurf, amp approximate):
 * each scans its fixture `test/harnesses/<id>/input` with the real file
 * system port and compares discovery, skips, listing and invocation with
 * `test/harnesses/<id>/expected.json`, whose values were written by hand from
 * the cited source lines (docs/harnesses/<id>.md), never from this engine.
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { getProfile } from '../../../src/shared/engine/profiles';
import type { ProfileId } from '../../../src/shared/engine/types';
import { resolveRoots, scanCatalog } from '../../../src/shared/engine/discovery';
import { renderListing } from '../../../src/shared/engine/listing';
import { simulateInvocation } from '../../../src/shared/engine/invoke';
import { createNodeFsPort } from '../../../src/node/fs/nodeFsPort';

const FIXTURES = path.resolve(__dirname, '../../harnesses');

/** Scan `test/harnesses/<id>/input` under profile `id`; `<PROJ>`/`<HOME>` in expected values are replaced by the input paths. */
function run(id: ProfileId) {
  const dir = path.join(FIXTURES, id);
  const expected = JSON.parse(fs.readFileSync(path.join(dir, 'expected.json'), 'utf8'));
  const project = path.join(dir, 'input/project');
  const home = path.join(dir, 'input/home');
  const port = createNodeFsPort();
  const profile = getProfile(id);
  const roots = resolveRoots({ home, project, cwd: project, plugins: [], skillsDirs: [], addDirs: [], touched: [], bundled: false }, profile, { bundledDir: null, port });
  const catalog = scanCatalog(port, roots, profile, { cwd: project });
  const listing = renderListing(catalog, profile);
  const sub = (s: string) => s.replaceAll('<PROJ>', project).replaceAll('<HOME>', home);
  const invoke = (name: string, as: 'model' | 'user', args?: string) =>
    simulateInvocation(catalog, { name, as, args }, profile, (p) => fs.readFileSync(p, 'utf8'));
  const skillAt = (p: string) => catalog.skills.find((s) => s.path === sub(p));
  const listed = listing.entries.map((e) => e.name);
  return { expected, catalog, listing, listed, sub, invoke, skillAt, profile, project, home };
}

describe('vscode-copilot (microsoft/vscode promptsServiceImpl.ts computeSkillDiscoveryInfo; computeAutomaticInstructions.ts@0155379d)', () => {
  const t = run('vscode-copilot');
  it('loads the skills of expected.json: workspace before personal, .github > .agents > .claude (getPriority, seenNames)', () => {
    expect(new Set(t.listed)).toEqual(new Set(t.expected.skills.loadedInOrder));
    // Only the storage/folder grouping is asserted (expected.json orderNote): personal last, shared first.
    expect(t.listed[0]).toBe('shared');
    expect(t.listed[t.listed.length - 1]).toBe('personal');
    expect(t.skillAt(t.expected.skills.entries.shared.file)?.status).toBe('listed');
  });
  it('skips duplicate-name and name-mismatch (computeSkillDiscoveryInfo)', () => {
    const dup = t.skillAt('<PROJ>/.claude/skills/shared/SKILL.md');
    expect(dup?.status).toBe('shadowed');
    const mismatch = t.skillAt('<PROJ>/.agents/skills/other-folder/SKILL.md');
    expect(mismatch?.status).toBe('error');
    expect(mismatch?.diagnostics.map((d) => d.code)).toContain('harness-name-folder-mismatch');
  });
  it('strips tags (sanitizeAgentSkillText) and cuts a long description to 1024 (truncateAgentSkillDescription)', () => {
    const tagged = t.listing.entries.find((e) => e.name === 'tagged');
    expect(t.catalog.skills.find((s) => s.id === 'tagged')?.description).toBe(t.expected.skills.entries.tagged.description);
    expect(t.catalog.skills.find((s) => s.id === 'long-desc')?.description.length).toBe(t.expected.skills.entries['long-desc'].descriptionLength);
    expect(tagged).toBeDefined();
  });
  it('renders the <skill> entry as sent: one tag per line, no escaping, <file> path (_getInstructionsWithPatternsList)', () => {
    expect(t.listing.text).toContain(t.sub(t.expected.listingEntryShape));
    expect(t.listing.text.startsWith('<skills>\n')).toBe(true);
    expect(t.listing.text).toContain('not recorded');
  });
  it('has no skill tool: the model reads the file (invocation section)', () => {
    const r = t.invoke('tagged', 'model');
    expect(r.messages[0].text).toBe(fs.readFileSync(t.sub('<PROJ>/.agents/skills/tagged/SKILL.md'), 'utf8'));
  });
});

describe('roo-code (RooCodeInc/Roo-Code@cb836567 SkillsManager.ts, sections/skills.ts, skillInvocation.ts)', () => {
  const t = run('roo-code');
  it('lists the names in order (SkillsManager.ts:184-209, 567-622): first slot kept, mode `code` folders read', () => {
    expect(t.listed).toEqual(t.expected.listing.namesInOrder);
  });
  it('the .roo project copy wins "shared" (SkillsManager.ts:160-172, 229-241)', () => {
    const e = t.listing.entries.find((x) => x.name === 'shared')!;
    expect(e.path).toBe(t.sub(t.expected.listing.entries.shared.location));
    expect(t.catalog.skills.find((s) => s.path === e.path)?.description).toBe(t.expected.listing.entries.shared.description);
  });
  it('renders an entry escaped and trimmed (sections/skills.ts:5-12, 32-39; SkillsManager.ts:136)', () => {
    expect(t.listing.text).toContain(t.sub(t.expected.listing.entries['escape-me'].text));
    expect(t.catalog.skills.find((s) => s.id === 'edge')?.description.length).toBe(t.expected.listing.entries.edge.descriptionLength);
  });
  it('leaves out what expected.json lists as absent (mode, name ≠ folder, YAML error, 1025 chars, nested)', () => {
    for (const name of Object.keys(t.expected.listing.absent)) expect(t.listed, name).not.toContain(name);
    expect(t.skillAt('<PROJ>/.roo/skills/too-long/SKILL.md')?.diagnostics.map((d) => d.code)).toContain('harness-description-too-long');
    expect(t.skillAt('<PROJ>/.roo/skills/wrong-folder/SKILL.md')?.diagnostics.map((d) => d.code)).toContain('harness-name-folder-mismatch');
    expect(t.skillAt('<PROJ>/.roo/skills/colon-desc/SKILL.md')?.status).toBe('error');
  });
  it('the skill tool result is buildSkillResult (skillInvocation.ts:35-54): arguments shown, never substituted', () => {
    const { skill, args } = t.expected.invocation.call.args;
    const r = t.invoke(skill, 'model', args);
    expect(r.messages.map((m) => m.text)).toEqual([t.expected.invocation.result]);
  });
});

describe('goose (block/goose skills/mod.rs@013ab848, client.rs@0d2074cc, arguments.rs)', () => {
  const t = run('goose');
  it('lists `• name - description` sorted by (name, path), recursive walk, description default "" (client.rs get_instructions)', () => {
    const lines = t.listing.text.split('\n').filter((l) => l.startsWith('•'));
    expect(lines).toEqual(t.expected.listing.lines);
    expect(t.listing.text.startsWith('\n\n')).toBe(true);
  });
  it('first wins: <wd>/.agents before <wd>/.goose before ~/.agents (all_skill_dirs, seen set)', () => {
    for (const p of t.expected.listing.shadowed.shared) expect(t.skillAt(`${p}/SKILL.md`)?.status).toBe('shadowed');
  });
  it('skips a skill without name and one with YAML errors (parse_skill_content)', () => {
    expect(t.skillAt('<PROJ>/.agents/skills/no-name/SKILL.md')?.diagnostics.map((d) => d.code)).toContain('harness-name-missing');
    expect(t.skillAt('<PROJ>/.agents/skills/colon-desc/SKILL.md')?.status).toBe('error');
  });
  it('load_skill substitutes metadata.arguments, $1, $ARGUMENTS (apply_skill_arguments)', () => {
    const inv = t.expected.invocations[0];
    const r = t.invoke(inv.call.args.name, 'model', inv.call.args.args);
    expect(r.messages[0].text.startsWith(inv.resultStartsWith)).toBe(true);
    expect(r.messages[0].text).toContain(inv.contentAfterArguments);
  });
  it('appends `ARGUMENTS: …` when no placeholder resolves (loaded_skill_context)', () => {
    const inv = t.expected.invocations[1];
    expect(t.invoke(inv.call.args.name, 'model', inv.call.args.args).messages[0].text).toBe(inv.result);
  });
});

describe('crush (charmbracelet/crush@37f36e93 skills.go, load.go, commands.go)', () => {
  const t = run('crush');
  it('lists the names in lower-cased path order, last duplicate kept (skills.go:285-292, 362-378)', () => {
    expect(t.listed).toEqual(t.expected.listing.namesInOrder);
    expect(t.listing.entries.find((e) => e.name === 'alpha-notes')?.path).toBe(t.sub(t.expected.listing.entries['alpha-notes'].location));
    expect(t.listing.entries.find((e) => e.name === 'mixed-case')?.path).toBe(t.sub(t.expected.listing.entries['mixed-case'].location));
  });
  it('renders an entry as ToPromptXML does (skills.go:31, 311-318)', () => {
    expect(t.listing.text).toContain(t.sub(t.expected.listing.entries['escape-me'].text));
    expect(t.listing.text.startsWith('<available_skills>\n  <skill>')).toBe(true);
  });
  it('skips bad names, YAML errors, missing names; hides disable-model-invocation (skills.go:121-176, 307-310)', () => {
    for (const name of ['bad_name', 'colon-desc', 'no-name', 'quiet']) expect(t.listed, name).not.toContain(name);
    expect(t.skillAt('<PROJ>/.agents/skills/bad_name/SKILL.md')?.diagnostics.map((d) => d.code)).toContain('harness-name-rule');
  });
  it('offers only user-invocable: true skills in the palette (commands.go:64-88)', () => {
    const palette = t.catalog.skills.filter((s) => s.invocableByUser && s.status !== 'shadowed' && s.status !== 'error').map((s) => `project:${s.id}`);
    expect(new Set(palette)).toEqual(new Set(t.expected.paletteEntries.set));
  });
  it('the palette command sends FormatInvocation (skills.go:325-336)', () => {
    const r = t.invoke(`/${t.expected.userInvocation.skill}`, 'user');
    expect(r.messages.map((m) => m.text)).toEqual([t.sub(t.expected.userInvocation.message)]);
  });
});

describe('approximate profiles (documentation only)', () => {
  for (const id of ['cursor', 'windsurf', 'amp'] as const) {
    it(`${id}: finds the documented folders only (docs/harnesses/${id}.md), marked approximate`, () => {
      const t = run(id);
      expect(t.profile.confidence).toBe('approximate');
      expect(t.profile.label).toContain('approximate');
      expect(new Set(t.listed)).toEqual(new Set(t.expected.discovered.set));
      for (const name of Object.keys(t.expected.notDiscovered ?? {})) expect(t.listed).not.toContain(name);
      for (const name of t.expected.unknownWhetherDiscovered ?? []) expect(t.listed).not.toContain(name);
      expect(t.listing.text.startsWith('[approximate:')).toBe(true);
    });
  }
  it('amp: roots follow the [re] priority order', () => {
    const t = run('amp');
    expect(t.catalog.roots.map((r) => r.path)).toEqual(t.expected.priorityOrder.map(t.sub));
  });
});
