import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../../../src/shared/engine/fields/types';
import { hoverMarkdown, SPEC_DESCRIPTION_MAX, valueEffect } from '../../../src/renderer/src/monaco/hover';
import { getProfile, parseSkillText } from '../../../src/shared/engine';

const CC_LISTING_CAP = 1536; // reference §6.2

const desc: FieldSpec = { key: 'description', type: 'string', maxLength: 1024, doc: 'What the skill does.', honouredBy: ['claude-code', 'agent-skills'], required: true };
const opts = { profileId: 'claude-code' as const, listingCap: 1536, unit: 'display-width' as const };
/** Hover options with the engine's normalised fields of `frontmatter` under Claude Code, as the editor passes them. */
const withFields = (frontmatter: string) => ({ ...opts, fields: parseSkillText(`---\n${frontmatter}\n---\nBody.\n`, { profile: getProfile('claude-code'), dirName: 'x' }).fields });

describe('hover text from the field table', () => {
  it('says what the key does, its type, limits and who honours it', () => {
    const md = hoverMarkdown(desc, 'description', 'Short.', opts);
    expect(md).toContain('What the skill does.');
    expect(md).toContain('Type: `string`');
    expect(md).toContain('Max length: 1024');
    expect(md).toContain('Honoured by: claude-code, agent-skills');
  });
  it('measures the description against the listing cap and the spec', () => {
    expect(valueEffect('description', 'x'.repeat(100), opts)).toContain(`Fits the listing cap of ${CC_LISTING_CAP}`);
    const long = valueEffect('description', 'x'.repeat(1600), opts)!;
    expect(long).toContain('cuts the last 64');
    expect(long).toContain(`Over the spec's ${SPEC_DESCRIPTION_MAX} by 576`);
    // East Asian wide characters count 2 columns in Claude Code's listing.
    expect(valueEffect('description', '漢'.repeat(800), opts)).toContain('cuts the last 64');
  });
  it('explains the effect of other values', () => {
    expect(valueEffect('context', 'fork', opts)).toContain('forked sub-agent');
    expect(valueEffect('disable-model-invocation', true, opts)).toContain('cannot invoke');
    expect(valueEffect('allowed-tools', 'Read, Grep', withFields('description: d\nallowed-tools: Read, Grep'))).toContain('2 tools');
    expect(valueEffect('description', undefined, opts)).toBeNull();
  });
  it('reads what a value does from the engine: a quoted "true" hides the skill from the model, `Bash(git add:*)` is one rule', () => {
    const hidden = withFields('description: d\ndisable-model-invocation: "true"');
    expect(valueEffect('disable-model-invocation', 'true', hidden)).toContain('cannot invoke');
    const tools = withFields('description: d\nallowed-tools: Read Grep Bash(git add:*)');
    expect(valueEffect('allowed-tools', 'Read Grep Bash(git add:*)', tools)).toBe('Grants 3 tools without asking while the skill runs: `Read`, `Grep`, `Bash(git add:*)`.');
  });
  it('flags keys the active profile ignores', () => {
    expect(hoverMarkdown({ ...desc, honouredBy: ['agent-skills'] }, 'description', 'x', opts)).toContain('ignores this key');
    expect(hoverMarkdown(undefined, 'colour', 'x', opts)).toContain('not read by the `claude-code` profile');
  });
});
