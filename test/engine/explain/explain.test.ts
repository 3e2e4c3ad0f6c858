/** explainName: the plain-words explanation printed by the CLI and the app (statuses §3–§5, E13, E19, E15). */
import { describe, expect, it } from 'vitest';
import { explainName, closestNames, editDistance } from '../../../src/shared/engine/explain';
import { renderListing } from '../../../src/shared/engine/listing';
import type { ListingRecord } from '../../../src/shared/engine/types';
import { HOME, PROJECT, scanTree, skill } from '../discovery/helpers';

const P = `${PROJECT}/.claude/skills`;
const U = `${HOME}/.claude/skills`;

describe('edit distance', () => {
  it('Levenshtein', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('deploy', 'deploy')).toBe(0);
    expect(closestNames('delpoy', ['deploy', 'lint', 'deploy-prod'])).toEqual(['deploy']);
    expect(closestNames('deploy', ['lint', 'deploy-prod', 'deploy-dev'])).toEqual(['deploy-prod', 'deploy-dev']);
  });
});

describe('explainName', () => {
  const t = scanTree({
    [`${U}/handoff-note/SKILL.md`]: skill({ description: 'Personal variant.' }),
    [`${P}/handoff-note/SKILL.md`]: skill({ description: 'Project variant.' }),
    [`${P}/release-cut/SKILL.md`]: skill({ description: 'Cut a release.', 'disable-model-invocation': 'true' }),
    [`${P}/api-helper/SKILL.md`]: skill({ description: 'api', paths: 'src/api/**' }),
    [`${P}/backend/db-migrate/SKILL.md`]: skill({ description: 'migrate' }),
  });

  it('same name in two scopes: both files, which one the name reaches and why (§4, E13)', () => {
    const e = explainName(t.catalog, renderListing(t.catalog, t.profile, {}), 'handoff-note', t.profile);
    expect(e.matches.map((m) => [m.scope, m.reached])).toEqual([['user', true], ['project', false]]);
    expect(e.text).toContain(`${U}/handoff-note/SKILL.md`);
    expect(e.text).toContain(`${P}/handoff-note/SKILL.md`);
    expect(e.text).toContain('user scope');
    expect(e.text).toContain(`/handoff-note and the model's tool reach ${U}/handoff-note/SKILL.md (user scope)`);
    expect(e.text).toContain('duplicate-skill-name');
  });

  it('a hidden skill: the model cannot see it, the user can run it, and how to change that (E19)', () => {
    const e = explainName(t.catalog, null, '/release-cut', t.profile);
    expect(e.matches).toEqual([expect.objectContaining({ status: 'hidden', reached: true })]);
    expect(e.text).toContain('does not see it');
    expect(e.text).toContain('can run /release-cut');
    expect(e.text).toContain('disable-model-invocation');
    expect(e.text).toContain('To change:');
  });

  it('an inactive paths skill explains what would activate it (§5, E15)', () => {
    const e = explainName(t.catalog, null, 'api-helper', t.profile);
    expect(e.matches[0].status).toBe('inactive');
    expect(e.text).toContain('src/api');
    expect(e.text).toContain('Nothing can be reached');
  });

  it('a listing fate is reported from the listing entry', () => {
    const rec = t.catalog.skills.find((s) => s.id === 'release-cut')!;
    const listing = { entries: [{ id: rec.id, name: rec.id, path: rec.path, fate: 'shortened', text: '', fullText: '', cutTail: 'and more words', cost: 1, reasons: [] }] } as unknown as ListingRecord;
    const e = explainName(t.catalog, listing, 'release-cut', t.profile);
    expect(e.matches[0].fate).toBe('shortened');
    expect(e.text).toContain('14 characters cut');
  });

  it('an unknown name: closest names and look-alike files (B01)', () => {
    const e = explainName(t.catalog, null, 'db-migrate', t.profile);
    expect(e.matches).toEqual([]);
    expect(e.lookAlikes).toEqual([{ path: `${P}/backend/db-migrate/SKILL.md`, codes: ['nested-skill-ignored'] }]);
    expect(e.text).toContain('No skill answers to "db-migrate"');
    const typo = explainName(t.catalog, null, 'handof-note', t.profile);
    expect(typo.suggestions).toEqual(['handoff-note']);
    expect(typo.text).toContain('Closest names: handoff-note');
  });

  it('a legacy command whose name a skill takes: the hint speaks of the file, not a folder (§3.2 legacy commands, §4)', () => {
    const c = scanTree({
      [`${P}/release-notes/SKILL.md`]: skill({ description: 'Release notes.' }),
      [`${PROJECT}/.claude/commands/release-notes.md`]: '---\ndescription: Old command.\n---\nWrite notes.\n',
    });
    const e = explainName(c.catalog, renderListing(c.catalog, c.profile, {}), 'release-notes', c.profile);
    expect(e.text).toContain('To change: Rename this file so its name is unique');
    expect(e.text).not.toContain("this skill's folder");
  });
});
