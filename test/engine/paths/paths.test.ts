/**
 * `paths` activation (reference §5, E15): CC touched files with gitignore
 * semantics; codebot working tree. Expectations written from §5.
 */
import { describe, expect, it } from 'vitest';
import { cbFirstMatch, ccConditionalPatterns, ccFirstMatch, expandBraces, touchedRelativeToCwd } from '../../../src/shared/engine/paths';
import { PROJECT, scanTree, skill } from '../discovery/helpers';

describe('CC pattern reduction (§5)', () => {
  it('strips a trailing /** (E15: src/api/** → src/api)', () => {
    expect(ccConditionalPatterns(['src/api/**'])).toEqual(['src/api']);
  });
  it('all-** or nothing left means unconditional', () => {
    expect(ccConditionalPatterns(['**'])).toBeNull();
    expect(ccConditionalPatterns(['**', '**/**'])).toBeNull();
    expect(ccConditionalPatterns([])).toBeNull();
    expect(ccConditionalPatterns(['  '])).toBeNull();
  });
  it('expands braces', () => {
    expect(expandBraces('src/{a,b}/*.ts')).toEqual(['src/a/*.ts', 'src/b/*.ts']);
    expect(expandBraces('{x,{y,z}}.md')).toEqual(['x.md', 'y.md', 'z.md']);
    expect(expandBraces('no{brace')).toEqual(['no{brace']);
    expect(ccConditionalPatterns(['docs/{api,guide}/**'])).toEqual(['docs/api', 'docs/guide']);
  });
});

describe('CC matching with gitignore semantics (§5, `ignore`)', () => {
  it('a folder pattern matches files below it', () => {
    expect(ccFirstMatch(['src/api'], ['README.md', 'src/api/users.ts'])).toBe('src/api/users.ts');
    expect(ccFirstMatch(['src/api'], ['src/apix/users.ts'])).toBeNull();
  });
  it('a pattern without a slash matches at any depth (gitignore)', () => {
    expect(ccFirstMatch(['*.sql'], ['db/migrations/001.sql'])).toBe('db/migrations/001.sql');
  });
  it('a leading slash anchors to cwd', () => {
    expect(ccFirstMatch(['/build'], ['pkg/build/x.js'])).toBeNull();
    expect(ccFirstMatch(['/build'], ['build/x.js'])).toBe('build/x.js');
  });
  it('touched files are made relative to cwd; files outside cwd are ignored', () => {
    expect(touchedRelativeToCwd(['/p/src/a.ts', '/other/b.ts', 'lib/c.ts', './d.ts', '../e.ts', '/p'], '/p')).toEqual(['src/a.ts', 'lib/c.ts', 'd.ts']);
  });
});

describe('codebot worktree matching (§5 CB1)', () => {
  const files = ['internal/skill/catalog.go', 'cmd/main.go', '.github/workflows/ci.yml'];
  it('`**` crosses folders, `*` stays within one, dotfiles match', () => {
    expect(cbFirstMatch(['internal/**'], files)).toBe('internal/skill/catalog.go');
    expect(cbFirstMatch(['*.go'], files)).toBeNull();
    expect(cbFirstMatch(['cmd/*.go'], files)).toBe('cmd/main.go');
    expect(cbFirstMatch(['.github/**/*.yml'], files)).toBe('.github/workflows/ci.yml');
  });
  it('folders are tried too (a pattern naming a folder)', () => {
    expect(cbFirstMatch(['internal/skill'], files)).toBe('internal/skill/');
  });
});

describe('activation statuses in a scan (§5, E15)', () => {
  const P = `${PROJECT}/.claude/skills`;
  const tree = {
    [`${P}/api-helper/SKILL.md`]: skill({ description: 'api helper', paths: 'src/api/**' }),
    [`${P}/always/SKILL.md`]: skill({ description: 'always', paths: '"**"' }),
    ['/plugins/kit/skills/pl/SKILL.md']: skill({ description: 'plugin', paths: 'src/api/**' }),
    [`${PROJECT}/.claude/commands/cmd.md`]: skill({ description: 'command', paths: 'src/api/**' }),
  };

  it('CC: inactive until a touched file matches; plugin skills and legacy commands ignore paths', () => {
    const t = scanTree(tree, 'claude-code', { plugins: ['/plugins/kit'] });
    expect(t.one('api-helper')).toMatchObject({ status: 'inactive', visibleToModel: false, invocableByUser: false, invocableByModel: false, inUserMenu: false });
    expect(t.one('api-helper').reasons.map((r) => r.code)).toEqual(['paths-not-matched']);
    expect(t.one('always').status).toBe('listed');
    expect(t.one('kit:pl').status).toBe('listed');
    expect(t.one('cmd').status).toBe('listed');
  });

  it('CC: a touched file under src/api activates it; one outside cwd does not', () => {
    expect(scanTree(tree, 'claude-code', {}, { touched: [`${PROJECT}/src/api/users.ts`] }).one('api-helper').status).toBe('listed');
    expect(scanTree(tree, 'claude-code', {}, { touched: ['src/api/users.ts'] }).one('api-helper').status).toBe('listed');
    expect(scanTree(tree, 'claude-code', {}, { touched: ['/elsewhere/src/api/users.ts'] }).one('api-helper').status).toBe('inactive');
  });

  it('codebot: active only when the working tree has a match; inactive skills cannot be invoked', () => {
    // CB1 decodes paths as []string (yaml.v3), so it is written as a list.
    const cbTree = { [`${PROJECT}/.codebot/skills/go-skill/SKILL.md`]: skill({ description: 'go', paths: '["internal/**"]' }) };
    const off = scanTree(cbTree, 'codebot', {}, { worktreeFiles: ['README.md'] }).one('go-skill');
    expect(off).toMatchObject({ status: 'inactive', invocableByUser: false, invocableByModel: false });
    const on = scanTree(cbTree, 'codebot', {}, { worktreeFiles: ['internal/skill/catalog.go'] }).one('go-skill');
    expect(on).toMatchObject({ status: 'listed', invocableByUser: true, invocableByModel: true });
  });
});
