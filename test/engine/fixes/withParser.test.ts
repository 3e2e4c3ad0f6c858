/**
 * Fixes against the real parser's diagnostics: for every fixable diagnostic
 * `parseSkillText` reports on these files, the preferred action must make that
 * diagnostic go away (fewer of that code after a re-parse). Positions come from
 * the parser, so this also checks that the two modules agree on ranges.
 */
import { describe, expect, it } from 'vitest';
import { getProfile, parseSkillText } from '../../../src/shared/engine';
import { applyEdits, quickFixes } from '../../../src/shared/engine/fixes';
import type { ProfileId } from '../../../src/shared/engine/types';

const FILES: Array<[ProfileId, string, string]> = [
  ['claude-code', 'deploy-prod', '---\nname: deploy\ndescription: Use when: the user asks for PDFs\nargument-hint: [file, mode]\n---\n# Deploy\n\nShip it.\n'],
  ['claude-code', 'x', '---\nname: x\ndescription: Fix bugs #urgent\n---\nBody\n'],
  ['claude-code', 'x', '---\n\tname: x\ndescription: d\n---\nBody\n'],
  ['claude-code', 'x', '---\nname: x\n---\n# Title\n\nFirst paragraph.\n'],
  ['openharness', 'x', '---\nname: x\ndescription: Use when: the user asks for PDFs\n---\nBody\n'],
  ['codebot', 'x', '---\nname: x\nmetadata:\n\tversion: 1\ndescription: d\n---\nBody\n'],
  ['codebot', 'x', '---\nname: PDF Tools\ndescription: d\n---\nBody\n'],
  ['agent-skills', 'x', `---\nname: x\ndescription: ${'Sentence one. '.repeat(100).trim()}\n---\nBody\n`],
  ['agent-skills', 'x', '---\nname: x\n---\n# T\n\nThe first paragraph.\n'],
];

describe('fixes on the parser\'s diagnostics', () => {
  it('the preferred fix removes the diagnostic it was offered for', () => {
    let exercised = 0;
    for (const [pid, dirName, text] of FILES) {
      const profile = getProfile(pid);
      const before = parseSkillText(text, { profile, dirName }).diagnostics;
      for (const d of before) {
        const actions = quickFixes(text, d, { dirName, profileId: pid }).filter((a) => a.edits.length);
        const a = actions.find((x) => x.isPreferred) ?? actions[0];
        if (!a) continue;
        exercised++;
        const after = parseSkillText(applyEdits(text, a.edits), { profile, dirName }).diagnostics;
        const count = (ds: typeof before) => ds.filter((x) => x.code === d.code).length;
        expect(count(after), `${pid} ${d.code} via "${a.title}"`).toBeLessThan(count(before));
      }
    }
    expect(exercised).toBeGreaterThanOrEqual(10);
  });
});
