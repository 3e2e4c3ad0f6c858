/**
 * The harness matrix (issue 17 §2) on one small tree scanned under every
 * profile. Each expected cell is written by hand from the harnesses'
 * documented rules (../shared/reference/skill-semantics.md, cited per cell),
 * never from the engine's output.
 */
import { describe, expect, it } from 'vitest';
import {
  getProfile, harnessFolders, harnessMatrix, ownHarnessFolders, parseProfileKey, profileKey, profileVerification, renderListing,
  type MatrixCell, type ProfileId, type ListingOptions,
} from '../../../src/shared/engine';
import { HOME, PROJECT, scanTree } from '../discovery/helpers';
import { createMemoryFs } from '../../support/memoryFs';

const P = `${PROJECT}`;
const TREE = {
  // E4: frontmatter name ≠ folder.
  [`${P}/.claude/skills/deploy-prod/SKILL.md`]: '---\nname: deploy\ndescription: Deploy the app\n---\nDeploy.\n',
  // E2: a name but no description.
  [`${P}/.claude/skills/no-desc/SKILL.md`]: '---\nname: no-desc\n---\n# Deploy Things\nShip it.\n',
  // The same name in .agents/skills and .claude/skills of the project; the .claude one is long (cut by a 30-character cap).
  [`${P}/.agents/skills/shared/SKILL.md`]: '---\nname: shared\ndescription: The agents copy\n---\nBody.\n',
  [`${P}/.claude/skills/shared/SKILL.md`]: '---\nname: shared\ndescription: Shares the common setup steps across every package of the repository.\n---\nBody.\n',
  // E19 in the home's .claude/skills.
  [`${HOME}/.claude/skills/hush/SKILL.md`]: '---\nname: hush\ndescription: Quiet helper\ndisable-model-invocation: true\n---\nBody.\n',
  // A lower-case skill.md.
  [`${P}/.claude/skills/lower/skill.md`]: '---\nname: lower\ndescription: Lower-case file name\n---\nBody.\n',
  // Folders only one harness reads.
  [`${P}/.harness-skills/tool/SKILL.md`]: '---\ndescription: Tool helper\n---\nBody.\n',
  [`${P}/.codebot/skills/cb-only/SKILL.md`]: '---\nname: cb-only\ndescription: Codebot only\n---\nBody.\n',
};

const CC_LISTING: ListingOptions = { maxEntryChars: 30 };
const IDS: ProfileId[] = ['claude-code', 'agent-skills', 'codebot', 'openharness', 'minimal'];

function build() {
  return harnessMatrix(IDS.map((id) => {
    const { catalog, profile } = scanTree(TREE, id);
    return { profile, catalog, listing: renderListing(catalog, profile, profile.id === 'claude-code' ? CC_LISTING : {}) };
  }));
}

/** The cells of one file, per column: status, listing fate, id and who shadows it. */
function row(path: string): Record<string, Partial<MatrixCell>> {
  const r = build().skills.find((s) => s.path === path);
  if (!r) throw new Error(`no row for ${path}`);
  return Object.fromEntries(Object.entries(r.cells).map(([k, c]) => [k, {
    status: c.status, listed: c.listed, ...(c.id !== undefined ? { id: c.id } : {}), ...(c.shadowedBy ? { shadowedBy: c.shadowedBy } : {}),
  }]));
}
const notRead = { status: 'not-read', listed: null } as const;

describe('harnessMatrix', () => {
  it('columns: one per profile in the order given, with the record\'s verification level', () => {
    const m = build();
    expect(m.profiles.map((c) => c.key)).toEqual(IDS);
    expect(m.profiles.map((c) => c.label)).toEqual(['Claude Code 2.1.332', 'Agent Skills spec', 'codebot', 'OpenHarness', 'Minimal loader']);
    // Claude Code is run offline against the real program (confidence measured); the spec is read from source; the seeds hold their harnesses' source.
    expect(m.profiles.map((c) => c.verification.level)).toEqual(['verified', 'source', 'source', 'source', 'source']);
    expect(m.profiles[0]!.verification.sources.join(' ')).toContain('claude-code-measured.md');
  });

  it('rows: every skill file or look-alike outside the bundled scope, by path', () => {
    expect(build().skills.map((r) => r.path)).toEqual([
      `${HOME}/.claude/skills/hush/SKILL.md`,
      `${P}/.agents/skills/shared/SKILL.md`,
      `${P}/.claude/skills/deploy-prod/SKILL.md`,
      `${P}/.claude/skills/lower/skill.md`,
      `${P}/.claude/skills/no-desc/SKILL.md`,
      `${P}/.claude/skills/shared/SKILL.md`,
      `${P}/.codebot/skills/cb-only/SKILL.md`,
      `${P}/.harness-skills/tool/SKILL.md`,
    ]);
  });

  it('E4 name ≠ folder: CC lists the folder name, OH and AS key it on the name (ASref\'s error is a diagnostic of the cell); codebot and minimal never read .claude/skills (§3.1)', () => {
    const path = `${P}/.claude/skills/deploy-prod/SKILL.md`;
    expect(build().skills.find((s) => s.path === path)!.cells['agent-skills']!.diagnostics.map((d) => [d.code, d.severity])).toContainEqual(['name-mismatch-directory', 'error']);
    expect(row(path)).toEqual({
      'claude-code': { status: 'listed', listed: 'full', id: 'deploy-prod' },
      'agent-skills': { status: 'listed', listed: 'full', id: 'deploy' },
      codebot: notRead,
      openharness: { status: 'listed', listed: 'full', id: 'deploy' },
      minimal: notRead,
    });
  });

  it('E2 no description: CC and OH fall back and list it (§2.3), ASref skips it', () => {
    expect(row(`${P}/.claude/skills/no-desc/SKILL.md`)).toMatchObject({
      'claude-code': { status: 'listed', listed: 'full' },
      'agent-skills': { status: 'skipped', listed: null },
      openharness: { status: 'listed', listed: 'full' },
      codebot: notRead,
      minimal: notRead,
    });
  });

  it('same name in .agents and .claude: AS and OH let the later .claude root win (§4 OH ".agents < .claude at one level"); CC reads only .claude (§3.1); the 30-character cap cuts CC\'s entry (§6.2)', () => {
    const winner = `${P}/.claude/skills/shared/SKILL.md`;
    expect(row(`${P}/.agents/skills/shared/SKILL.md`)).toEqual({
      'claude-code': notRead,
      'agent-skills': { status: 'shadowed', listed: null, id: 'shared', shadowedBy: winner },
      codebot: notRead,
      openharness: { status: 'shadowed', listed: null, id: 'shared', shadowedBy: winner },
      minimal: notRead,
    });
    expect(row(winner)).toEqual({
      'claude-code': { status: 'listed', listed: 'cut', id: 'shared' },
      'agent-skills': { status: 'listed', listed: 'full', id: 'shared' },
      codebot: notRead,
      openharness: { status: 'listed', listed: 'full', id: 'shared' },
      minimal: notRead,
    });
  });

  it('E19 disable-model-invocation in ~/.claude/skills: hidden for CC and OH; the AS spec has no such field (§2.1), so it lists it', () => {
    expect(row(`${HOME}/.claude/skills/hush/SKILL.md`)).toEqual({
      'claude-code': { status: 'hidden', listed: null, id: 'hush' },
      'agent-skills': { status: 'listed', listed: 'full', id: 'hush' },
      codebot: notRead,
      openharness: { status: 'hidden', listed: null, id: 'hush' },
      minimal: notRead,
    });
  });

  it('lower-case skill.md: ASref find_skill_md accepts it (§2.2); CC and OH read only SKILL.md (§3.2), a skipped look-alike', () => {
    const r = build().skills.find((s) => s.path === `${P}/.claude/skills/lower/skill.md`)!;
    expect(r.cells['claude-code']).toMatchObject({ status: 'skipped', loaded: false });
    expect(r.cells['claude-code']!.reasons.length).toBeGreaterThan(0);
    expect(r.cells['agent-skills']).toMatchObject({ status: 'listed', loaded: true, id: 'lower' });
    expect(r.cells.openharness).toMatchObject({ status: 'skipped' });
    expect(r.skippedAnywhere).toBe(true);
    expect(r.name).toBe('lower');
  });

  it('folders one harness reads: .harness-skills (seed 003, keyed on the folder) and .codebot/skills (CB1)', () => {
    expect(row(`${P}/.harness-skills/tool/SKILL.md`)).toEqual({
      'claude-code': notRead, 'agent-skills': notRead, codebot: notRead, openharness: notRead,
      minimal: { status: 'listed', listed: 'full', id: 'tool' },
    });
    expect(row(`${P}/.codebot/skills/cb-only/SKILL.md`)).toMatchObject({ codebot: { status: 'listed', id: 'cb-only' }, 'claude-code': notRead });
  });

  it('a not-read cell names the folder; the column lists what the harness reads instead (bundled left out)', () => {
    const m = build();
    const r = m.skills.find((s) => s.path === `${P}/.harness-skills/tool/SKILL.md`)!;
    expect(r.cells['claude-code']!.reasons).toEqual([{ code: 'folder-not-read', message: `Claude Code 2.1.332 does not read ${P}/.harness-skills.` }]);
    expect(m.profiles[0]!.reads).toContain(`${P}/.claude/skills`);
    expect(m.profiles[4]!.reads).toEqual([`${P}/.harness-skills`]);
  });

  it('filters: skippedAnywhere and differs; one harness alone never differs', () => {
    const m = build();
    const of = (p: string) => m.skills.find((s) => s.path === p)!;
    expect(of(`${P}/.claude/skills/no-desc/SKILL.md`)).toMatchObject({ skippedAnywhere: true, differs: true });
    expect(of(`${P}/.claude/skills/deploy-prod/SKILL.md`)).toMatchObject({ skippedAnywhere: false, differs: true });
    expect(of(`${P}/.agents/skills/shared/SKILL.md`)).toMatchObject({ skippedAnywhere: false, differs: true });
    const { catalog, profile } = scanTree(TREE, 'claude-code');
    const alone = harnessMatrix([{ profile, catalog, listing: renderListing(catalog, profile, {}) }]);
    expect(alone.skills.every((s) => !s.differs)).toBe(true);
    expect(alone.profiles[0]!.counts).toEqual({ listed: 3, hidden: 1, inactive: 0, shadowed: 0, skipped: 1, 'not-read': 0 });
  });

  it('a version other than the newest is its own column key', () => {
    const { catalog } = scanTree(TREE, 'claude-code', { version: '2.1.112' });
    const old = getProfile('claude-code', '2.1.112');
    const m = harnessMatrix([{ profile: old, catalog, listing: null }]);
    expect(m.profiles[0]).toMatchObject({ key: 'claude-code@2.1.112', label: 'Claude Code 2.1.112', version: '2.1.112' });
    expect(profileKey('claude-code', 'latest')).toBe('claude-code');
    expect(profileKey('codebot')).toBe('codebot');
    expect(parseProfileKey('claude-code@2.1.112')).toEqual({ id: 'claude-code', version: '2.1.112' });
    expect(parseProfileKey('codebot')).toEqual({ id: 'codebot', version: 'latest' });
    expect(parseProfileKey('codebot@2.1.112')).toBeNull();
    expect(parseProfileKey('vscode')).toBeNull();
  });
});

describe('harnessFolders', () => {
  it('the folders of a profile that exist in the project or home, from its discovery roots', () => {
    const fs = createMemoryFs({ [`${P}/.git`]: { dir: true }, [`${P}/.agents/skills`]: { dir: true }, [`${HOME}/.claude/skills`]: { dir: true } });
    const config = { project: P, home: HOME };
    expect(harnessFolders(config, getProfile('claude-code'), fs)).toEqual([`${HOME}/.claude/skills`]);
    expect(harnessFolders(config, getProfile('agent-skills'), fs)).toEqual([`${HOME}/.claude/skills`, `${P}/.agents/skills`]);
    expect(harnessFolders(config, getProfile('minimal'), fs)).toEqual([]);
    expect(harnessFolders({ ...config, skillsDirs: [`${P}/.agents/skills`] }, getProfile('codebot'), fs)).toEqual([]);
  });
});

describe('ownHarnessFolders', () => {
  it('looks only at the folders themselves: the work does not grow with the skills inside them', () => {
    // Claude Code's own-folder templates hold no plugin root, so the skills-dir plugin search
    // (a stat per entry of every .claude/skills) has nothing to feed: 2 skills or 200, the same stats.
    const tree = (n: number) => {
      const spec: Record<string, { dir: true } | string> = { [`${P}/.git`]: { dir: true }, [`${HOME}/.claude/skills`]: { dir: true } };
      for (let i = 0; i < n; i++) spec[`${P}/.claude/skills/s${i}/SKILL.md`] = '---\nname: s\ndescription: d\n---\n';
      return createMemoryFs(spec);
    };
    const config = { project: P, home: HOME };
    const small = tree(2);
    const big = tree(200);
    // `.claude` is where Claude Code's settings and commands live (ownFolderTemplates): it marks it as used.
    expect(ownHarnessFolders(config, getProfile('claude-code'), small)).toContain(`${P}/.claude`);
    expect(ownHarnessFolders(config, getProfile('claude-code'), big)).toEqual(ownHarnessFolders(config, getProfile('claude-code'), small));
    small.resetCalls();
    big.resetCalls();
    ownHarnessFolders(config, getProfile('claude-code'), small);
    ownHarnessFolders(config, getProfile('claude-code'), big);
    expect(big.calls).toEqual(small.calls);
  });
});

describe('profileVerification', () => {
  it('reads the record: measured → verified, source and seed → read from source', () => {
    expect(profileVerification('claude-code')).toMatchObject({ level: 'verified', label: 'verified against the real program' });
    expect(profileVerification('agent-skills').level).toBe('source');
    expect(profileVerification('minimal').sources).toEqual(['../seeds/003 (the minimal loader)']);
  });
});
