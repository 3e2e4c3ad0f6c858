/**
 * `listingDelta`: what a `paths` activation adds to Claude Code's listing. The
 * expected text is the delta Claude Code sent for test/conformance/inputs/paths
 * (`listing [after Read src/a.ts]`, identical under 2.1.112 and 2.1.332 in
 * npm run conformance): the header, a blank line, the added entry.
 */
import { describe, expect, it } from 'vitest';
import { listingDelta, renderListing, resolveCatalog } from '../../../src/shared/engine';
import { PROJECT, scanTree, skill } from '../discovery/helpers';

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
