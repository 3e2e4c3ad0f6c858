/**
 * Golden tests of the `cline` profile. Expected values were written by hand from
 * cline/cline@21cb8d25 (SDK: sdk/packages/core/src/extensions/config/
 * user-instruction-config-loader.ts, unified-config-file-watcher.ts,
 * user-instruction-plugin.ts; tools/definitions.ts; sdk/packages/shared/src/storage/paths.ts)
 * and confirmed with cline@3.0.65 by the harness probe (test/harnesses/cline/expected.json).
 * The smaller cases below build their own trees from the same source lines.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeFsPort } from '../../../src/node/fs/nodeFsPort';
import { getProfile } from '../../../src/shared/engine/profiles';
import { resolveRoots, scanCatalog } from '../../../src/shared/engine/discovery';
import { renderListing } from '../../../src/shared/engine/listing';
import { simulateInvocation } from '../../../src/shared/engine/invoke';
import { expectedOf, scanFixture } from './fixture';

const exp = expectedOf('cline');
const fx = scanFixture('cline', 'cline');
const works: string[] = [];
afterAll(() => { fx.cleanup(); for (const w of works) fs.rmSync(w, { recursive: true, force: true }); });
const MARKER = '<harness text: cline-skills-tool-description>';
const namesOf = (text: string) => (/ Available skills: (.*)\.$/.exec(text)?.[1] ?? '').split(', ').filter(Boolean);
const codes = (p: string) => fx.catalog.skills.find((s) => s.path === fx.paths(p))?.diagnostics.map((d) => d.code) ?? [];

/** A scanned temporary tree `{ 'project/.cline/skills/a/SKILL.md': text, ... }` under `cline`. */
function tree(files: Record<string, string>) {
  const work = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'golden-cline-')));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(work, rel)), { recursive: true });
    fs.writeFileSync(path.join(work, rel), text);
  }
  const home = path.join(work, 'home');
  const project = path.join(work, 'project');
  fs.mkdirSync(home, { recursive: true });
  fs.mkdirSync(path.join(project, '.git'), { recursive: true });
  const port = createNodeFsPort();
  const profile = getProfile('cline');
  const roots = resolveRoots({ home, project, cwd: project, addDirs: [], skillsDirs: [], plugins: [], touched: [], bundled: false }, profile, { bundledDir: null, port });
  const catalog = scanCatalog(port, roots, profile, { cwd: project });
  const read = (p: string): string | null => { try { return fs.readFileSync(p, 'utf8'); } catch { return null; } };
  const listDir = (p: string) => { try { return fs.readdirSync(p, { withFileTypes: true }).map((e) => ({ name: e.name, dir: e.isDirectory() })); } catch { return null; } };
  const out = {
    catalog, listing: renderListing(catalog, profile),
    invoke: (name: string, args?: string) => simulateInvocation(catalog, { name, as: 'model', args }, profile, read, (p) => fs.existsSync(p), listDir),
    skill: (rel: string) => catalog.skills.find((s) => s.path === path.join(work, rel)),
  };
  works.push(work);
  return out;
}
const md = (fm: string, body = 'BODY') => `---\n${fm}\n---\n${body}\n`;

describe('cline listing: the skills tool description, names only (definitions.ts:776-788; measured 3.0.65)', () => {
  const listing = fx.listing();

  it('definitions.ts:782: `${baseDescription} Available skills: ${names.join(", ")}.` on one line, the paragraph a marker', () => {
    expect(listing.text.startsWith(`${MARKER} Available skills: `)).toBe(true);
    expect(listing.text.endsWith('.')).toBe(true);
    expect(listing.text.includes('\n')).toBe(false);
  });

  it('the enabled names of the fixture, no descriptions (definitions.ts:778-780; expected.json namesSet)', () => {
    expect(namesOf(listing.text).sort()).toEqual([...exp.listing.namesSet].sort());
    expect(listing.entries.every((e) => e.fate === 'name-only')).toBe(true);
    expect(listing.text).not.toContain('Global ~/.cline copy.');
  });

  it('watcher.ts:430 `records.set`: `shared` keeps the slot of its first copy (.clinerules, the first root), so it is listed first', () => {
    expect(namesOf(listing.text)[0]).toBe('shared');
  });

  it('definitions.ts:778: with no enabled skill the description is the paragraph alone', () => {
    const t = tree({ 'project/.cline/skills/off/SKILL.md': md('disabled: true') });
    expect(t.listing.text).toBe(MARKER);
  });
});

describe('cline discovery (paths.ts:430-439, 472-484; loader.ts:389-441)', () => {
  it('paths.ts:430-439: .claude/skills is not an SDK root', () => {
    expect(fx.catalog.skills.some((s) => s.path.includes('/.claude/'))).toBe(false);
  });

  it('loader.ts:402-433: only <root>/<child>/SKILL.md, no recursion (group/nested is not found)', () => {
    expect(fx.catalog.skills.some((s) => s.path.endsWith('group/nested/SKILL.md'))).toBe(false);
  });

  it('loader.ts:406-411, 547-548: a SKILL.md in the root itself is a skill named after the root folder (`skills`)', () => {
    const t = tree({ 'project/.cline/skills/SKILL.md': '---\ndescription: d\n---\nROOT\n' });
    expect(t.skill('project/.cline/skills/SKILL.md')?.name).toBe('skills');
    expect(namesOf(t.listing.text)).toEqual(['skills']);
  });

  it('loader.ts:403-426: dot folders are not skipped', () => {
    const t = tree({ 'project/.agents/skills/.hidden/SKILL.md': md('name: dotted') });
    expect(namesOf(t.listing.text)).toEqual(['dotted']);
  });

  it('paths.ts:472-484 and watcher.ts:426-436: ~/.agents/skills is the last root, so it overwrites ~/.cline/skills', () => {
    const t = tree({ 'home/.cline/skills/x/SKILL.md': md('name: x', 'CLINE'), 'home/.agents/skills/x/SKILL.md': md('name: x', 'AGENTS') });
    expect(t.invoke('x').messages.map((m) => m.text).join('\n')).toContain('AGENTS');
  });
});

describe('cline precedence: lower-cased ids, later roots overwrite (loader.ts:103-105, 550; watcher.ts:426-436)', () => {
  it('the three `shared` copies (Shared in .agents, shared in .clinerules and ~/.cline) are one id; ~/.cline wins', () => {
    const winner = fx.catalog.skills.find((s) => s.id === 'shared' && s.status === 'listed');
    expect(winner?.path).toBe(fx.paths(exp.listing.entries.shared.file));
    const losers = fx.catalog.skills.filter((s) => s.id === 'shared' && s.status === 'shadowed').map((s) => s.path).sort();
    expect(losers).toEqual([fx.paths('<PROJ>/.agents/skills/Shared-Up/SKILL.md'), fx.paths('<PROJ>/.clinerules/skills/shared/SKILL.md')].sort());
  });

  it('loader.ts:550: the id is lower-cased but the listed name keeps its case (getConfiguredSkillsFromWatcher, plugin.ts:86)', () => {
    const t = tree({ 'project/.cline/skills/a/SKILL.md': md('name: Foo-Bar') });
    expect(t.skill('project/.cline/skills/a/SKILL.md')?.id).toBe('foo-bar');
    expect(namesOf(t.listing.text)).toEqual(['Foo-Bar']);
  });
});

describe('cline frontmatter (loader.ts:198-315)', () => {
  it('loader.ts:300-301: no name → the folder name (folder-named is listed)', () => {
    expect(namesOf(fx.listing().text)).toContain('folder-named');
  });

  it('loader.ts:308: description optional (no-desc is listed)', () => {
    expect(namesOf(fx.listing().text)).toContain('no-desc');
  });

  it('loader.ts:296-299: an empty body skips the skill (`Missing instructions body in skill file.`)', () => {
    expect(codes('<PROJ>/.cline/skills/no-body/SKILL.md')).toContain('harness-body-missing');
    expect(namesOf(fx.listing().text)).not.toContain('no-body');
  });

  it('loader.ts:213-228, 293-295: a YAML error skips the skill (colon-desc)', () => {
    expect(namesOf(fx.listing().text)).not.toContain('colon-desc');
    expect(fx.invoke({ name: 'colon-desc', as: 'model' }).allowed).toBe(false);
  });

  it('loader.ts:242-243: a name that is not a string skips the skill', () => {
    const t = tree({ 'project/.cline/skills/n/SKILL.md': md('name: 123') });
    expect(t.skill('project/.cline/skills/n/SKILL.md')?.diagnostics.map((d) => d.code)).toContain('harness-field-type');
    expect(namesOf(t.listing.text)).toEqual([]);
  });

  it('loader.ts:242-243: a description that is not a string skips the skill', () => {
    const t = tree({ 'project/.cline/skills/d/SKILL.md': md('name: d\ndescription: [a, b]') });
    expect(namesOf(t.listing.text)).toEqual([]);
  });

  it('loader.ts:259-260: `disabled: "true"` (a string) skips the skill', () => {
    const t = tree({ 'project/.cline/skills/s/SKILL.md': md('name: s\ndisabled: "true"') });
    expect(t.skill('project/.cline/skills/s/SKILL.md')?.diagnostics.map((d) => d.code)).toContain('harness-field-type');
  });

  it('loader.ts:245-249, 300-301: a blank name is no name: the folder name is used', () => {
    const t = tree({ 'project/.cline/skills/blank-name/SKILL.md': md('name: "   "') });
    expect(namesOf(t.listing.text)).toEqual(['blank-name']);
  });

  it('loader.ts:201-204: a UTF-8 BOM before `---` is stripped', () => {
    const t = tree({ 'project/.cline/skills/b/SKILL.md': `\ufeff${md('name: bom-named')}` });
    expect(namesOf(t.listing.text)).toEqual(['bom-named']);
  });

  it('loader.ts:206-209: no frontmatter → the whole file is the body, named after the folder', () => {
    const t = tree({ 'project/.cline/skills/plain/SKILL.md': 'Just text.\n' });
    expect(namesOf(t.listing.text)).toEqual(['plain']);
  });
});

describe('cline disabled / enabled (loader.ts:309-311; plugin.ts:95-104, 120-128)', () => {
  it('`disabled: true` (off): loaded, not listed, and the tool answers `Skill "off" is configured but disabled.`', () => {
    expect(namesOf(fx.listing().text)).not.toContain('off');
    expect(fx.catalog.skills.find((s) => s.id === 'off')).toBeDefined();
    const rec = fx.invoke({ name: 'off', as: 'model' });
    expect(rec.allowed).toBe(false);
    expect(rec.reason).toContain('Skill "off" is configured but disabled.');
  });

  it('`enabled: false` turns it off; `disabled: false` then decides over `enabled: false`', () => {
    const t = tree({
      'project/.cline/skills/e/SKILL.md': md('name: e\nenabled: false'),
      'project/.cline/skills/both/SKILL.md': md('name: both\ndisabled: false\nenabled: false'),
    });
    expect(namesOf(t.listing.text)).toEqual(['both']);
  });

  it('watcher.ts:430: a disabled copy in a later root still overwrites an enabled earlier one', () => {
    const t = tree({ 'project/.cline/skills/x/SKILL.md': md('name: x'), 'home/.cline/skills/x/SKILL.md': md('name: x\ndisabled: true') });
    expect(namesOf(t.listing.text)).toEqual([]);
    expect(t.invoke('x').allowed).toBe(false);
  });
});

describe('cline invocation: `skills` tool (plugin.ts:35-37, 106-172, 174-217; measured 3.0.65)', () => {
  it('plugin.ts:35-37, 194-202: `/With-Args` found (slash and case dropped), args trimmed in <command-args>, description trimmed, body trimmed, `$ARGUMENTS` literal', () => {
    const rec = fx.invoke({ name: exp.invocation.call.args.skill, as: 'model', args: exp.invocation.call.args.args });
    expect(rec.allowed).toBe(true);
    expect(rec.messages.map((m) => m.text).join('\n')).toBe(exp.invocation.result);
  });

  it('plugin.ts:202 with watcher.ts:430: `shared` loads the ~/.cline copy; no args → no <command-args> line', () => {
    const rec = fx.invoke({ name: 'shared', as: 'model' });
    expect(rec.messages.map((m) => m.text).join('\n')).toBe(exp.invocationShared.result);
  });

  it('plugin.ts:198-200: no description → no `Description:` line and no blank line', () => {
    const rec = fx.invoke({ name: 'no-desc', as: 'model' });
    expect(rec.messages.map((m) => m.text).join('\n')).toBe('<command-name>no-desc</command-name>\n<command-instructions>\nNO-DESC-BODY\n</command-instructions>');
  });

  it('plugin.ts:194-197: blank args give no <command-args> line', () => {
    const rec = fx.invoke({ name: 'no-desc', as: 'model', args: '   ' });
    expect(rec.messages.map((m) => m.text).join('\n')).not.toContain('<command-args>');
  });

  it('plugin.ts:165-171: an unknown name → `Skill "X" not found.`', () => {
    const rec = fx.invoke({ name: 'nope', as: 'model' });
    expect(rec.allowed).toBe(false);
    expect(rec.reason).toContain('Skill "nope" not found.');
  });
});
