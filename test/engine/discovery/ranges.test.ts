/** `SkillRecord.ranges`: where description and when_to_use are written (whole-file, 1-based, UTF-16, end exclusive). */
import { describe, expect, it } from 'vitest';
import { PROJECT, scanTree } from './helpers';

const R = (line: number, column: number, endLine: number, endColumn: number) => ({ line, column, endLine, endColumn });
const P = `${PROJECT}/.claude/skills`;

describe('SkillRecord.ranges (claude-code)', () => {
  it('value ranges of description and when_to_use from the parser keys', () => {
    const t = scanTree({ [`${P}/a/SKILL.md`]: '---\nname: a\ndescription: Does a.\nwhen_to_use: When a.\n---\nBody\n' });
    expect(t.one('a').ranges).toEqual({ description: R(3, 14, 3, 21), whenToUse: R(4, 14, 4, 21) });
  });
  it('a block scalar spans its lines; a recovered (quoted-by-retry) value maps back to the file', () => {
    const t = scanTree({
      [`${P}/b/SKILL.md`]: '---\ndescription: |\n  One.\n  Two.\n---\nBody\n',
      [`${P}/c/SKILL.md`]: '---\nname: c\ndescription: Use when: x\n---\nBody\n',
    });
    expect(t.one('b').ranges).toEqual({ description: R(2, 14, 4, 7) });
    expect(t.one('c').ranges).toEqual({ description: R(3, 14, 3, 25) });
  });
  it('no range for a description taken from the body, nor for a file without frontmatter', () => {
    const t = scanTree({
      [`${P}/d/SKILL.md`]: '---\nname: d\n---\n# Heading\n',
      [`${P}/e/SKILL.md`]: 'Just text.\n',
    });
    expect(t.one('d').ranges).toBeUndefined();
    expect(t.one('e').ranges).toBeUndefined();
  });
});
