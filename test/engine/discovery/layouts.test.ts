/**
 * Golden tests of layouts and look-alikes (reference §3.2, E16; cases B01, B11).
 * Expected values are written from the reference, not from the engine's output.
 */
import { describe, expect, it } from 'vitest';
import { HOME, PROJECT, scanTree, skill } from './helpers';

const P = `${PROJECT}/.claude/skills`;
const U = `${HOME}/.claude/skills`;

describe('claude-code skill-dirs layout (§3.2)', () => {
  it('loads only <root>/<dir>/SKILL.md; a grouping folder is not a skill and its nested SKILL.md is reported (B01, E16)', () => {
    const t = scanTree({
      [`${P}/lint-fix/SKILL.md`]: skill({ description: 'Runs the linter.' }),
      [`${P}/backend/README.md`]: '# Backend skills\n',
      [`${P}/backend/db-migrate/SKILL.md`]: skill({ description: 'Migrates.' }),
    });
    expect(t.catalog.skills.map((s) => s.id)).toEqual(['lint-fix']);
    expect(t.one('lint-fix')).toMatchObject({ scope: 'project', status: 'listed', path: `${P}/lint-fix/SKILL.md`, dir: `${P}/lint-fix` });
    // §3.2: immediate children only → neither "db-migrate" nor "backend" exists.
    expect(t.byId('db-migrate')).toEqual([]);
    expect(t.byId('backend')).toEqual([]);
    expect(t.fileCodes(`${P}/backend/db-migrate/SKILL.md`)).toEqual(['nested-skill-ignored']);
    // README.md inside a grouping folder is not a look-alike.
    expect(t.fileCodes(`${P}/backend/README.md`)).toEqual([]);
  });

  it('flags skill.md / SKILL.MD (exact file name, §3.2) and flat .md files in the root', () => {
    const t = scanTree({
      [`${P}/lower/skill.md`]: skill({ description: 'x' }),
      [`${P}/upper/SKILL.MD`]: skill({ description: 'x' }),
      [`${P}/deploy.md`]: skill({ description: 'x' }),
      [`${P}/README.md`]: '# index\n',
    });
    expect(t.catalog.skills).toEqual([]);
    expect(t.fileCodes(`${P}/lower/skill.md`)).toEqual(['skill-md-wrong-case']);
    expect(t.fileCodes(`${P}/upper/SKILL.MD`)).toEqual(['skill-md-wrong-case']);
    expect(t.fileCodes(`${P}/deploy.md`)).toEqual(['flat-skill-file-ignored']);
    expect(t.fileCodes(`${P}/README.md`)).toEqual([]);
    const d = t.catalog.files.find((f) => f.path === `${P}/deploy.md`)!.diagnostics[0];
    expect(d).toMatchObject({ severity: 'warning', path: `${P}/deploy.md`, range: { line: 1, column: 1, endLine: 1, endColumn: 1 } });
  });

  it('reports a SKILL.md that is a folder instead of staying silent (§3.2: the harness reads a file)', () => {
    const t = scanTree({ [`${P}/weird/SKILL.md/notes.txt`]: 'x', [`${P}/ok/SKILL.md`]: skill({ description: 'fine' }) });
    expect(t.catalog.skills.map((s) => s.id)).toEqual(['ok']);
    expect(t.fileCodes(`${P}/weird/SKILL.md`)).toEqual(['skill-md-not-a-file']);
  });

  it('follows a symlinked child folder and a symlinked root (§3.2, B11)', () => {
    const t = scanTree({
      [`${HOME}/dotfiles/claude-skills/note-taker/SKILL.md`]: skill({ description: 'Appends a dated entry.' }),
      [U]: { symlink: '../dotfiles/claude-skills' },
      [`${PROJECT}/shared-skills/api-style/SKILL.md`]: skill({ description: 'Checks endpoints.' }),
      [`${P}/api-style`]: { symlink: '../../shared-skills/api-style' },
    });
    expect(t.one('note-taker')).toMatchObject({ scope: 'user', status: 'listed', realPath: `${HOME}/dotfiles/claude-skills/note-taker/SKILL.md` });
    expect(t.one('api-style')).toMatchObject({ scope: 'project', status: 'listed', path: `${P}/api-style/SKILL.md`, realPath: `${PROJECT}/shared-skills/api-style/SKILL.md` });
  });

  it('walks project roots from cwd up to the git root, nearest first (§3.1)', () => {
    const t = scanTree({
      [`${PROJECT}/pkg/app/.claude/skills/near/SKILL.md`]: skill({ description: 'near' }),
      [`${P}/far/SKILL.md`]: skill({ description: 'far' }),
      ['/work/.claude/skills/above-git/SKILL.md']: skill({ description: 'above the git root' }),
    }, 'claude-code', { cwd: `${PROJECT}/pkg/app` });
    expect(t.catalog.skills.map((s) => s.id)).toEqual(['near', 'far']);
    expect(t.roots.filter((r) => r.scope === 'project').map((r) => [r.path, r.depth])).toEqual([
      [`${PROJECT}/pkg/app/.claude/skills`, 0], [`${PROJECT}/pkg/.claude/skills`, 1], [`${PROJECT}/.claude/skills`, 2],
    ]);
  });

  it('names plugin skills <plugin>:<dir> with the name from plugin.json, other characters → "-" (§2.2, §3.2, B26)', () => {
    const t = scanTree({
      '/plugins/toolkit-folder/.claude-plugin/plugin.json': '{"name": "toolkit", "version": "0.1.0"}',
      '/plugins/toolkit-folder/skills/bundle-report/SKILL.md': skill({ description: 'Reports.' }),
      '/plugins/toolkit-folder/skills/odd.name v2/SKILL.md': skill({ description: 'Odd.' }),
      '/plugins/bare/skills/one/SKILL.md': skill({ description: 'One.' }),
    }, 'claude-code', { plugins: ['/plugins/toolkit-folder', '/plugins/bare'] });
    expect(t.catalog.skills.map((s) => s.id)).toEqual(['toolkit:bundle-report', 'toolkit:odd-name-v2', 'bare:one']);
    expect(t.one('toolkit:bundle-report')).toMatchObject({ scope: 'plugin', pluginName: 'toolkit', dir: '/plugins/toolkit-folder/skills/bundle-report' });
  });

  it('legacy commands: any *.md below, folders namespaced with ":", a SKILL.md folder is one command (§3.2)', () => {
    const C = `${PROJECT}/.claude/commands`;
    const t = scanTree({
      [`${C}/review.md`]: 'Review the diff.\n',
      [`${C}/frontend/component.md`]: 'Make a component.\n',
      [`${C}/packaged/SKILL.md`]: skill({ description: 'Packaged.' }),
      [`${C}/packaged/notes.md`]: 'not a command of its own\n',
    });
    expect(t.catalog.skills.map((s) => [s.id, s.scope, s.dir]).sort()).toEqual([
      ['frontend:component', 'legacy-command', null],
      ['packaged', 'legacy-command', `${C}/packaged`],
      ['review', 'legacy-command', null],
    ]);
  });
});

describe('codebot-mixed layout (§3.2 CB1, E16)', () => {
  const R = `${PROJECT}/.codebot/skills`;
  it('loads X.md and <dir>/SKILL.md; a deeper SKILL.md is named after the top folder', () => {
    const t = scanTree({
      [`${R}/review.md`]: skill({ description: 'Flat review.' }),
      [`${R}/deploy/SKILL.md`]: skill({ description: 'Deploy.' }),
      [`${R}/group/zeta/SKILL.md`]: skill({ description: 'Zeta.' }),
      [`${R}/group/alpha/SKILL.md`]: skill({ description: 'Alpha (first in lexical order).' }),
    }, 'codebot');
    expect(t.catalog.skills.map((s) => s.id).sort()).toEqual(['deploy', 'group', 'review']);
    const g = t.one('group');
    expect(g.path).toBe(`${R}/group/alpha/SKILL.md`);
    expect(g.description).toBe('Alpha (first in lexical order).');
    expect(t.codes('group')).toContain('nested-skill-named-after-folder');
    expect(t.one('review').dir).toBeNull();
  });

  it('skips a symlinked folder (Go ReadDir) but reads a symlinked .md file', () => {
    const t = scanTree({
      ['/elsewhere/linked/SKILL.md']: skill({ description: 'Linked dir.' }),
      ['/elsewhere/file.md']: skill({ description: 'Linked file.' }),
      [`${R}/linked`]: { symlink: '/elsewhere/linked' },
      [`${R}/viafile.md`]: { symlink: '/elsewhere/file.md' },
    }, 'codebot');
    expect(t.catalog.skills.map((s) => s.id)).toEqual(['viafile']);
  });
});

describe('flat-md bundled layout and name-based ids (§3.1 OH, §2.3, E4, E5)', () => {
  it('openharness: bundled flat files named after the stem; a project skill with name ≠ folder answers to both (E4)', () => {
    const t = scanTree({
      ['/app/bundled/openharness/plan.md']: skill({ description: 'Bundled plan.' }),
      [`${PROJECT}/.claude/skills/deploy-prod/SKILL.md`]: skill({ name: 'deploy', description: 'Deploy the app' }),
    }, 'openharness', { bundledDir: '/app/bundled/openharness' });
    expect(t.one('plan')).toMatchObject({ scope: 'bundled', dir: null, layout: 'flat-md' });
    // E4 OH: name `deploy`, command `deploy-prod`; both keys resolve.
    expect(t.one('deploy')).toMatchObject({ aliases: ['deploy-prod'], status: 'listed' });
  });

  it('codebot: a name with a space is invalid and the skill is skipped (E5)', () => {
    const t = scanTree({ [`${PROJECT}/.codebot/skills/pdf/SKILL.md`]: skill({ name: 'PDF Tools', description: 'Work with PDFs' }) }, 'codebot');
    expect(t.catalog.skills.map((s) => s.status)).toEqual(['error']);
  });

  it('agent-skills: project overrides user (AS guide, §4) and the same real file through .agents and .claude is loaded once (B13)', () => {
    const t = scanTree({
      [`${HOME}/.agents/skills/pdf/SKILL.md`]: skill({ name: 'pdf', description: 'user' }),
      [`${PROJECT}/.claude/skills/pdf/SKILL.md`]: skill({ name: 'pdf', description: 'project' }),
      [`${PROJECT}/.agents/skills`]: { symlink: '../.claude/skills' },
    }, 'agent-skills');
    const pdf = t.byId('pdf');
    expect(pdf.map((s) => [s.scope, s.status])).toEqual([['user', 'shadowed'], ['project', 'listed']]);
    expect(t.catalog.diagnostics.map((d) => d.code)).toEqual(['same-file-via-two-roots']);
  });
});

describe('links back into the root', () => {
  it('a child link to the root itself is not a skill and does not report every skill as nested', () => {
    const t = scanTree({ [`${P}/real/SKILL.md`]: skill({ description: 'r' }), [`${P}/self`]: { symlink: '.' } });
    expect(t.catalog.skills.map((s) => s.id)).toEqual(['real']);
    expect(t.catalog.files).toEqual([]);
  });
});

describe('lower-case skill.md (§2.2 ASref find_skill_md)', () => {
  const tree = { [`${PROJECT}/.claude/skills/pdf/skill.md`]: skill({ name: 'pdf', description: 'PDF tools' }) };
  it('agent-skills loads it; claude-code reports it as a look-alike', () => {
    const as = scanTree(tree, 'agent-skills');
    expect(as.one('pdf')).toMatchObject({ path: `${PROJECT}/.claude/skills/pdf/skill.md`, status: 'listed' });
    expect(as.catalog.files).toEqual([]);
    const cc = scanTree(tree, 'claude-code');
    expect(cc.catalog.skills).toEqual([]);
    expect(cc.fileCodes(`${PROJECT}/.claude/skills/pdf/skill.md`)).toEqual(['skill-md-wrong-case']);
  });
});
