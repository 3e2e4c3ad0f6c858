/**
 * `listingDelta`: what a `paths` activation adds to Claude Code's listing. The
 * expected text is the delta Claude Code sent for test/conformance/inputs/paths
 * (`listing [after Read src/a.ts]`, identical under 2.1.112 and 2.1.332 in
 * npm run conformance): the header, a blank line, the added entry.
 */
import { describe, expect, it } from 'vitest';
import { listingDelta, renderListing, resolveCatalog } from '../../../src/shared/engine';
import { getProfile } from '../../../src/shared/engine/profiles';
import { resolveRoots, scanCatalog } from '../../../src/shared/engine/discovery';
import { createMemoryFs, type MemoryNodeSpec } from '../../support/memoryFs';
import { HOME, PROJECT, scanTree, skill } from '../discovery/helpers';

const P = `${PROJECT}/.claude/skills`;
const tree = {
  [`${P}/paths-skill/SKILL.md`]: skill({ description: 'Only for src files', paths: 'src/**' }),
  [`${P}/plain/SKILL.md`]: skill({ description: 'Always there' }),
};

describe('listingDelta (after a Read activates a paths skill)', () => {
  for (const version of ['2.1.112', '2.1.332'] as const) {
    it(`${version}: touching src/a.ts adds paths-skill under the header; notes.txt adds nothing`, () => {
      const t = scanTree(tree, 'claude-code', { version });
      const at = (touched: string[]) => renderListing({ ...t.catalog, skills: resolveCatalog(t.catalog.skills, t.catalog.roots, t.profile, { touched, cwd: PROJECT }) }, t.profile, {});
      const d = listingDelta(at([]), at(['src/a.ts']));
      expect(d.added.map((e) => e.id)).toEqual(['paths-skill']);
      expect(d.text).toBe('The following skills are available for use with the Skill tool:\n\n- paths-skill: Only for src files');
      expect(listingDelta(at([]), at(['notes.txt']))).toEqual({ added: [], text: null });
    });
  }
});

/**
 * A nested skill that shares a project skill's name: 2.1.332 lists it as `<dir>:<name>` with a
 * scope note after its description. Expected text: the delta Claude Code 2.1.332 sent for
 * examples/demo-project (`listing [after Read packages/web/src/index.ts]`, npm run conformance),
 * copied by hand. 2.1.112 drops the clashing nested skill (nothing added).
 */
describe('listingDelta: a nested skill renamed <dir>:<name> (demo-project packages/web)', () => {
  const DESC = "Adds an entry to the web package's own CHANGELOG.md, with the package name as prefix.";
  const files: Record<string, MemoryNodeSpec> = {
    [`${PROJECT}/.git`]: { dir: true },
    [`${PROJECT}/.claude/skills/changelog/SKILL.md`]: skill({ description: 'Adds an entry to CHANGELOG.md.' }),
    [`${PROJECT}/packages/web/.claude/skills/changelog/SKILL.md`]: skill({ name: 'changelog', description: DESC }),
    [`${PROJECT}/packages/web/src/index.ts`]: 'export {};\n',
  };
  const listingAfter = (version: '2.1.112' | '2.1.332', touched: string[]) => {
    const fs = createMemoryFs(files);
    const profile = getProfile('claude-code', version);
    const roots = resolveRoots({ home: HOME, project: PROJECT, cwd: PROJECT, plugins: [], skillsDirs: [], addDirs: [], touched, bundled: false }, profile, { bundledDir: null, port: fs });
    return renderListing(scanCatalog(fs, roots, profile, { cwd: PROJECT, touched }), profile, {});
  };
  it('2.1.332: the scope note follows the description', () => {
    const d = listingDelta(listingAfter('2.1.332', []), listingAfter('2.1.332', ['packages/web/src/index.ts']));
    expect(d.text).toBe(`The following skills are available for use with the Skill tool:\n\n- packages/web:changelog: ${DESC} (scoped to packages/web/ \u2014 use this instead of the unscoped "changelog" skill when the files being changed are under packages/web/)`);
  });
  it('2.1.112: the clashing nested skill is dropped, the listing does not change', () => {
    const d = listingDelta(listingAfter('2.1.112', []), listingAfter('2.1.112', ['packages/web/src/index.ts']));
    expect(d).toEqual({ added: [], text: null });
  });
});
