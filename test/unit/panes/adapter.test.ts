import { describe, expect, it } from 'vitest';
import { profileFor, renderListing, usageScore, explainName } from '../../../src/renderer/src/engine';
import { resolveListingOptions } from '../../../src/renderer/src/panes/listing/lib/options';
import { buildFateRows } from '../../../src/renderer/src/panes/listing/lib/fates';
import type { Catalog, SkillRecord } from '../../../src/shared/engine/types';
import type { HarnessSettings } from '../../../src/shared/ipc/contract';

function skill(id: string, description: string, order: number): SkillRecord {
  const path = `/p/.claude/skills/${id}/SKILL.md`;
  return {
    id, name: id, aliases: [], scope: 'project', root: '/p/.claude/skills', path, dir: `/p/.claude/skills/${id}`, realPath: path, layout: 'skill-dirs', order, description,
    fields: { description, descriptionSource: 'frontmatter', arguments: [], disableModelInvocation: false, userInvocable: true, allowedTools: [], disallowedTools: [], context: 'inline', paths: [] },
    yamlState: 'ok', visibleToModel: true, invocableByUser: true, invocableByModel: true, inUserMenu: true, status: 'listed', reasons: [], trusted: true, size: 1, bodyChars: 100, diagnostics: [],
  };
}
const long = 'x'.repeat(100);
const catalog: Catalog = { profile: 'claude-code', roots: [], skills: [skill('a', long, 0), skill('b', 'short one', 1)], files: [], diagnostics: [] };

describe('panes → engine wiring', () => {
  it('the per-entry cap from Claude Code settings reaches the listing and shows as a shortened fate with its cut tail', () => {
    const cc = profileFor('claude-code', 'latest');
    const settings: HarnessSettings = { maxEntryChars: { value: 20, source: '/h/.claude/settings.json' }, overrides: [], files: [] };
    const { options } = resolveListingOptions(cc, settings, {});
    const rec = renderListing(catalog, cc, options);
    expect(rec.text).toContain(`- a: ${'x'.repeat(19)}…`);
    const rows = buildFateRows(catalog, rec);
    expect(rows.find((r) => r.name === 'a')).toMatchObject({ kind: 'shortened', cutTail: 'x'.repeat(81) });
    expect(rows.find((r) => r.name === 'b')?.kind).toBe('full');
  });
  it('an explicit budget set in the panel is what the engine budgets with', () => {
    const cc = profileFor('claude-code', '2.1.112');
    const rec = renderListing(catalog, cc, resolveListingOptions(cc, undefined, { budget: 123 }).options);
    expect(rec.budget).toBe(123);
  });
  it('usage score follows the reference formula; explain answers unknown names with suggestions', () => {
    const now = Date.UTC(2026, 0, 15);
    expect(usageScore({ usageCount: 4, lastUsedAt: now - 7 * 86_400_000 }, now)).toBeCloseTo(2);
    expect(usageScore({ usageCount: 4, lastUsedAt: now - 70 * 86_400_000 }, now)).toBeCloseTo(0.4);
    const cc = profileFor('claude-code', 'latest');
    const ex = explainName(catalog, renderListing(catalog, cc, {}), 'bb', cc);
    expect(ex.matches).toEqual([]);
    expect(ex.suggestions).toContain('b');
  });
});
