/**
 * `duplicate-skill-name` says what the harness in effect does with two skills of one name,
 * rendered from the diagnostics catalogue. Expected texts written by hand from:
 * - Claude Code 2.1.112: both listed, the user copy reached by /name and the Skill tool
 *   (reference §4, E13; B14).
 * - Claude Code 2.1.332: one entry per name, the user copy (docs/claude-code-measured.md, point 8).
 * - Codex 0.171.0: both listed, and a `$name` mention of a name two skills hold selects none
 *   (docs/harnesses/codex.md "Precedence and shadowing"; injection.rs `select_skills_from_mentions`).
 */
import { describe, expect, it } from 'vitest';
import { HOME, PROJECT, scanTree, skill } from './helpers';

const message = (t: ReturnType<typeof scanTree>, path: string) =>
  t.catalog.skills.find((s) => s.path === path)!.diagnostics.filter((d) => d.code === 'duplicate-skill-name').map((d) => d.message);

describe('duplicate-skill-name per harness', () => {
  const cc = (version: '2.1.112' | '2.1.332') => {
    const U = `${HOME}/.claude/skills/handoff-note/SKILL.md`;
    const P = `${PROJECT}/.claude/skills/handoff-note/SKILL.md`;
    const t = scanTree({ [U]: skill({ description: 'Personal.' }), [P]: skill({ description: 'Project.' }) }, 'claude-code', { version });
    return { U, P, t };
  };

  it('Claude Code 2.1.112: both listed, /name and the Skill tool reach the user copy', () => {
    const { U, P, t } = cc('2.1.112');
    expect(message(t, P)).toEqual([
      `"handoff-note" is also defined in ${U}. Claude Code lists both, but /handoff-note and the Skill tool reach only ${U} (user comes first, §4, E13).`,
    ]);
    expect(message(t, U)).toEqual([
      `"handoff-note" is also defined in ${P}. Claude Code lists both, but /handoff-note and the Skill tool reach only this file (user comes first, §4, E13).`,
    ]);
  });

  it('Claude Code 2.1.332: one entry per name, the project copy is not listed', () => {
    const { U, P, t } = cc('2.1.332');
    expect(message(t, P)).toEqual([
      `"handoff-note" is also defined in ${U}. Claude Code lists one entry per name, that one (user comes first), and /handoff-note and the Skill tool reach only it; this file is not listed (§4).`,
    ]);
    expect(message(t, U)).toEqual([
      `"handoff-note" is also defined in ${P}. Claude Code lists one entry per name, this file (user comes first), and /handoff-note and the Skill tool reach only it (§4).`,
    ]);
  });

  it('Codex: both listed, a `$name` mention selects neither', () => {
    const U = `${HOME}/.codex/skills/alpha-notes/SKILL.md`;
    const P = `${PROJECT}/.codex/skills/alpha-notes/SKILL.md`;
    const t = scanTree({ [U]: skill({ description: 'Personal.' }), [P]: skill({ description: 'Project.' }) }, 'codex');
    expect(t.byId('alpha-notes').map((s) => s.status)).toEqual(['listed', 'listed']);
    expect(message(t, P)).toEqual([
      `"alpha-notes" is also defined in ${U}. Codex lists both, but a \`$alpha-notes\` mention selects neither file: Codex picks a skill by name only when one skill has that name (§4).`,
    ]);
    expect(message(t, U)).toEqual([
      `"alpha-notes" is also defined in ${P}. Codex lists both, but a \`$alpha-notes\` mention selects neither file: Codex picks a skill by name only when one skill has that name (§4).`,
    ]);
  });
});
