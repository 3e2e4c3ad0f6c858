/** A block-list `argument-hint` (§2.1; cases README `argument-hint-not-string`): the message and the body check agree with what CC shows ("file,mode"). */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../src/shared/engine/profiles';
import { parseSkillText } from '../../../src/shared/engine/parse';
import { checkBody, hintTokenCount } from '../../../src/shared/engine/body';

const text = '---\r\nname: h\r\ndescription: d\r\nargument-hint:\r\n  - file\r\n  - mode\r\n---\r\nUse $1\r\n';

describe('block-list argument-hint', () => {
  it('suggests one string with every item and says how CC shows the list', () => {
    const r = parseSkillText(text, { profile: getProfile('claude-code'), dirName: 'h' });
    const d = r.diagnostics.find((x) => x.code === 'argument-hint-not-string')!;
    expect(d.data).toMatchObject({ shown: 'file,mode', suggest: '<file> <mode>' });
    expect(d.message).toContain('"file,mode"');
    expect(d.message).toContain('argument-hint: "<file> <mode>"');
    expect(d.message).not.toContain('[file]');
  });

  it('counts the two items, so $1 is within the hint (no positional-missing-argument)', () => {
    expect(hintTokenCount('file,mode')).toBe(2);
    expect(hintTokenCount('<duration> <ticket>')).toBe(2);
    const r = parseSkillText(text, { profile: getProfile('claude-code'), dirName: 'h' });
    const codes = checkBody(text, r, { dir: '/x/h', fileExists: () => true, profileId: 'claude-code', version: 'latest' }).map((x) => x.code);
    expect(codes).not.toContain('positional-missing-argument');
  });
});
