/**
 * The case checkers can fail: for each expect key, a deliberately wrong value
 * (written by hand against the case files) must produce a failure, and an
 * unknown key must fail. Guards the runner against checks that always pass.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkExpect, type CheckContext } from './checks';
import { cleanupCases, loadCases, runCase, splitSlash, type CaseRun } from './harness';

const cases = new Map(loadCases().map((c) => [c.id, c]));
const runs = new Map<string, CaseRun>();
afterAll(cleanupCases);

function ctx(id: string, name: string, inv?: { as: 'user' | 'model'; text?: string; args?: string }): CheckContext {
  let run = runs.get(id);
  if (!run) { run = runCase(cases.get(id)!); runs.set(id, run); }
  const r = run;
  return {
    run: r,
    name,
    invocation: () => {
      if (inv?.as === 'model') return r.invoke(name, 'model', inv.args);
      const q = splitSlash(inv?.text ?? `/${name}`);
      return r.invoke(q.name, 'user', q.args);
    },
    fill: (s) => String(s).split('<CASE_ROOT>').join(r.root),
  };
}

/** [case, skill, wrong expect object, invocation] — every one must fail. */
const WRONG: [string, string, Record<string, unknown>, { as: 'user' | 'model'; text?: string; args?: string }?][] = [
  ['B14', 'handoff-note', { visible_in_listing: false }],
  ['B14', 'handoff-note', { count_in_listing: 1 }],
  ['B14', 'handoff-note', { winning_scope: 'project' }],
  ['B14', 'handoff-note', { source_path: 'project/.claude/skills/handoff-note/SKILL.md' }],
  ['B14', 'handoff-note', { model_tool_resolves_to: 'project/.claude/skills/handoff-note/SKILL.md' }],
  ['B14', 'handoff-note', { scope: 'project' }],
  ['B14', 'handoff-note', { description: 'Project variant' }],
  ['B14', 'handoff-note', { description_contains: ['MARKER-NOT-THERE'] }],
  ['B14', 'handoff-note', { description_not_contains: ['Personal variant'] }],
  ['B14', 'handoff-note', { description_length: 3 }],
  ['B14', 'handoff-note', { listing_entry_contains: ['Team variant'] }],
  ['B14', 'handoff-note', { listing_entry_not_contains: ['Project variant'] }],
  ['B14', 'handoff-note', { expanded_body_contains: ['MARKER-PROJECT-3K'] }],
  ['B14', 'handoff-note', { expanded_body_not_contains: ['MARKER-PERSONAL-7Q'] }],
  ['B14', 'handoff-note', { diagnostics: ['error:duplicate-skill-name'] }],
  ['B14', 'handoff-note', { no_diagnostics: ['duplicate-skill-name'] }],
  ['B14', 'handoff-note', { name: 'handoff' }],
  ['B14', 'handoff-note', { frobnicate: true }],
  ['B17', 'invoice-match', { listing_entry_max_chars: 100 }],
  ['B17', 'invoice-match', { listing_entry_ends_with: 'TAILMARK-Q9' }],
  ['B17', 'invoice-match', { when_to_use: 'Use when.' }],
  ['B17', 'short-one', { listing_entry_not_equals: ['- short-one: Renames a git branch locally and on the remote. - Use when the user wants a branch renamed everywhere.'] }],
  ['B18', '*', { all_names_in_listing: ['no-such-skill'] }],
  ['B18', '*', { min_entries_without_full_description: 1000 }],
  ['B18', '*', { listing_contains_omission_notice: true }],
  ['B18', '*', { omitted_skills_still_invocable: false }],
  ['B24', 'summarize-thread', { arguments_trailer_count: 0 }, { as: 'user', text: '/summarize-thread last 20 messages' }],
  ['B24', 'summarize-thread', { expanded_body_ends_with_line: 'MARKER-SUM' }, { as: 'user', text: '/summarize-thread last 20 messages' }],
  ['B26', 'run-check', { substituted_path_exists: false }],
  ['B27', 'release-cut', { result: 'loaded' }, { as: 'model', args: '2.3' }],
  ['B27', 'release-cut', { refusal_contains: ['user-invocable'] }, { as: 'model', args: '2.3' }],
  ['B27', 'release-cut', { visible_in_listing: true }],
  ['B27', 'release-cut', { invocable_by_model: true }],
  ['B27', 'style-guide', { in_user_menu: true }],
  ['B27', 'style-guide', { invocable_by_user: true }],
  ['B27', 'style-guide', { count_in_user_menu: 1 }],
  ['B27', 'plain-helper', { listing_entry_single_line: false }],
  ['B27', 'plain-helper', { invocation_key_any_of: ['plain-helper', 'helper'] }],
  ['B27', 'plain-helper', { invocation_key_any_of: ['plain-helper'], listing_name_equals_invocation_key: false }],
];

describe('case checks fail on wrong expectations', () => {
  it.each(WRONG.map((w) => [`${w[0]} ${w[1]} ${JSON.stringify(w[2])}`, w] as const))('%s', (_label, [id, name, wrong, inv]) => {
    expect(checkExpect(ctx(id, name, inv), wrong).length).toBeGreaterThan(0);
  });

  it('the right values pass (the wrong ones above fail for their value, not for the setup)', () => {
    expect(checkExpect(ctx('B14', 'handoff-note'), { winning_scope: 'user', count_in_listing: 2, scope: 'user' })).toEqual([]);
    expect(checkExpect(ctx('B27', 'plain-helper'), { invocation_key_any_of: ['plain-helper'], listing_name_equals_invocation_key: true, listing_entry_single_line: true })).toEqual([]);
    expect(checkExpect(ctx('B27', 'release-cut', { as: 'model', args: '2.3' }), { result: 'refused' })).toEqual([]);
  });
});
