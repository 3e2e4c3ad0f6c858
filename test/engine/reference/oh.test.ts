/**
 * Golden checks of the openharness profile against the reference (§2.3, §6.1,
 * §7, E2, E4), expected values written by hand from skill-semantics.md and OH's
 * `_frontmatter.py` / `prompts/context.py` / `registry.py`.
 */
import { describe, expect, it } from 'vitest';
import { renderListing } from '../../../src/shared/engine/listing';
import { parse } from '../parse/helpers';
import { getProfile, parseSkillText } from '../../../src/shared/engine';
import { HOME, PROJECT, scanTree, skill } from '../discovery/helpers';

const ohList = (tree: Record<string, string>) => {
  const r = scanTree(tree, 'openharness', { bundledDir: null });
  return { ...r, listing: renderListing(r.catalog, r.profile) };
};

describe('OH name and description fallback (§2.3, E2)', () => {
  it('§2.3: a heading after the frontmatter does not rename a skill that has a description', () => {
    const r = parse('---\nname: commit\ndescription: Write commits.\n---\n# Commit\nBody\n', 'openharness', 'commit');
    expect(r.fields.name).toBe('commit');
    expect(r.fields.description).toBe('Write commits.');
  });

  it('E2: name without description → description `name: d`, the later heading does not rename it', () => {
    const r = parse('---\nname: d\n---\n# Deploy Things\nShip it.\n', 'openharness', 'd');
    expect(r.fields.description).toBe('name: d');
    expect(r.fields.name).toBe('d');
  });

  it('§2.3: no frontmatter → the first `# ` heading names the skill, the next line describes it', () => {
    const r = parse('# My Title\n\nFirst para line\nsecond\n', 'openharness', 'nofm');
    expect(r.fields.name).toBe('My Title');
    expect(r.fields.description).toBe('First para line');
  });

  it('§2.3: heading only → `Skill: {heading name}`', () => {
    const r = parse('# Only Heading\n', 'openharness', 'h');
    expect(r.fields.name).toBe('Only Heading');
    expect(r.fields.description).toBe('Skill: Only Heading');
  });

  it('§2.3, E10: CRLF frontmatter is no frontmatter for OH; the scan meets `name: other` before the heading', () => {
    const r = parse('# Heading\n', 'openharness', 'folder');
    expect(r.fields.name).toBe('Heading');
    const r2 = parse('---\r\nname: other\r\n---\r\n# Heading\r\nText\r\n', 'openharness', 'folder');
    // CRLF: no frontmatter for OH (E10); the scan meets `name: other` first.
    expect(r2.fields.description).toBe('name: other');
    expect(r2.fields.name ?? 'folder').toBe('folder');
  });
});

describe('OH listing uses the command name (§6.1, E4)', () => {
  it('E4: folder deploy-prod, name deploy → `- **deploy-prod** (deploy): Deploy the app`', () => {
    const { listing } = ohList({ [`${PROJECT}/.openharness/skills/deploy-prod/SKILL.md`]: skill({ name: 'deploy', description: 'Deploy the app' }) });
    expect(listing.text.split('\n')).toContain('- **deploy-prod** (deploy): Deploy the app');
  });

  it('§6.1: no display part when the name equals the folder name', () => {
    const { listing } = ohList({ [`${PROJECT}/.claude/skills/lint/SKILL.md`]: skill({ name: 'lint', description: 'Lint it' }) });
    expect(listing.text.split('\n')).toContain('- **lint**: Lint it');
  });

  it('§7 OH: sorted by command name (folder), not by display name', () => {
    const { listing } = ohList({
      [`${PROJECT}/.claude/skills/b-folder/SKILL.md`]: skill({ name: 'a-name', description: 'B' }),
      [`${HOME}/.openharness/skills/a-folder/SKILL.md`]: skill({ name: 'z-name', description: 'A' }),
    });
    const lines = listing.text.split('\n').filter((l) => l.startsWith('- '));
    expect(lines).toEqual(['- **a-folder** (z-name): A', '- **b-folder** (a-name): B']);
  });
});

describe('OH frontmatter values (`_frontmatter.py`, §2.3, §14)', () => {
  const oh = (t: string, dir = 'dir') => parse(t, 'openharness', dir).fields;
  it('§14: a non-string description (number) → the fallback scan: `description: 42`', () => {
    expect(oh('---\ndescription: 42\n---\nB\n').description).toBe('description: 42');
  });
  it('§14: a YAML 1.1 timestamp or `yes` is not a string either (PyYAML safe_load)', () => {
    expect(oh('---\nname: d\ndescription: 2024-01-01\n---\nB\n').description).toBe('name: d');
    expect(oh('---\ndescription: yes\n---\nB\n').description).toBe('description: yes');
  });
  it('§2.3: name and description are stripped; a block scalar loses its final newline', () => {
    const f = oh('---\nname: "  sp  "\ndescription: |\n  multi\n  line\n---\n');
    expect(f.name).toBe('sp');
    expect(f.description).toBe('multi\nline');
  });
  it('§2.3: a non-string name is ignored (folder name)', () => {
    expect(oh('---\nname: 123\ndescription: x\n---\n').name ?? 'dir').toBe('dir');
  });
  it('parse_bool_frontmatter: "false"/"no"/"off"/"0" false, "yes"/"on"/"1" true, other text → default', () => {
    expect(oh('---\ndescription: x\nuser-invocable: "false"\n---\n').userInvocable).toBe(false);
    expect(oh('---\ndescription: x\ndisable-model-invocation: "on"\n---\n').disableModelInvocation).toBe(true);
    expect(oh('---\ndescription: x\ndisable-model-invocation: maybe\n---\n').disableModelInvocation).toBe(false);
    expect(oh('---\ndescription: x\nuser-invocable: 2\n---\n').userInvocable).toBe(true);
  });
  it('PyYAML allows a repeated key (last wins)', () => {
    expect(oh('---\ndescription: one\ndescription: two\n---\n').description).toBe('two');
  });
});

describe('OH fallback length (§2.3: 200 characters)', () => {
  it('cuts the first body line at 200 code points (Python slicing), not UTF-16 units', () => {
    const line = '😀'.repeat(250);
    const f = parse(`# T\n${line}\n`, 'openharness', 'd').fields;
    expect([...f.description!].length).toBe(200);
    expect(f.description).toBe('😀'.repeat(200));
  });
});

describe('E12 BOM before `---` (each harness trims the way its language does)', () => {
  const t = '\ufeff---\nname: x\ndescription: bom\n---\nBody\n';
  it('OH: Python strip() keeps U+FEFF, so the line `\\ufeff---` is the description', () => {
    expect(parse(t, 'openharness', 'd').fields.description).toBe('\ufeff---');
  });
  it('CB1: Go TrimSpace keeps U+FEFF too', () => {
    expect(parse(t, 'codebot', 'd').fields.description).toBe('\ufeff---');
  });
  it('CC 2.1.112: the BOM hides the frontmatter, and JS trim() strips U+FEFF from the fallback → `---`', () => {
    expect(parseSkillText(t, { profile: getProfile('claude-code', '2.1.112'), dirName: 'd' }).fields.description).toBe('---');
  });
  it('CC 2.1.332 strips the BOM before reading the frontmatter (claude-code-measured.md point 11)', () => {
    expect(parse(t, 'claude-code', 'd').fields.description).toBe('bom');
  });
});
