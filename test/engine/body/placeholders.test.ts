import { describe, expect, it } from 'vitest';
import { checkBody } from '../../../src/shared/engine/body';
import type { ProfileId, VersionSelector } from '../../../src/shared/engine/types';

const none = () => false;
const run = (body: string, profileId: ProfileId, extra: Record<string, unknown> = {}, version?: VersionSelector) =>
  checkBody(body, { body, bodyOffset: 0, ...extra }, { dir: null, fileExists: none, profileId, version })
    .map((d) => [d.code, d.range, d.data]);

const BODY = [
  'Use $1 in prose.',
  '```bash',
  "awk '{print $1}' file",
  'echo $ARGUMENTS[0] \\$2',
  '```',
  'Inline `$0` and ``$ARGUMENTS`` and `$12abc`.',
  '',
].join('\n');

describe('placeholder-in-code', () => {
  it('flags placeholders in fenced and inline code under Claude Code latest; \\$ escapes; prose is fine', () => {
    expect(run(BODY, 'claude-code')).toEqual([
      ['placeholder-in-code', { line: 3, column: 13, endLine: 3, endColumn: 15 }, { placeholder: '$1', escapable: true, inCode: 'fenced' }],
      ['placeholder-in-code', { line: 4, column: 6, endLine: 4, endColumn: 19 }, { placeholder: '$ARGUMENTS[0]', escapable: true, inCode: 'fenced' }],
      ['placeholder-in-code', { line: 6, column: 9, endLine: 6, endColumn: 11 }, { placeholder: '$0', escapable: true, inCode: 'inline' }],
      ['placeholder-in-code', { line: 6, column: 19, endLine: 6, endColumn: 29 }, { placeholder: '$ARGUMENTS', escapable: true, inCode: 'inline' }],
    ]);
  });

  it('2.1.112 has no escape: \\$2 is still substituted, and the message says to reword', () => {
    const ds = checkBody(BODY, { body: BODY, bodyOffset: 0 }, { dir: null, fileExists: none, profileId: 'claude-code', version: '2.1.112' });
    expect(ds.map((d) => d.data?.placeholder)).toEqual(['$1', '$ARGUMENTS[0]', '$2', '$0', '$ARGUMENTS']);
    expect(ds[2].range).toEqual({ line: 4, column: 21, endLine: 4, endColumn: 23 });
    expect(ds[2].data?.escapable).toBe(false);
    expect(ds[2].message).toContain('no escape');
    expect(ds[0].message).toContain('substitution ignores Markdown');
  });

  it('uses whole-file coordinates after the frontmatter', () => {
    const text = '---\r\nname: x\r\n---\r\n```\r\ncat $ARGUMENTS\r\n```\r\n';
    const body = text.slice(17);
    const ds = checkBody(text, { body, bodyOffset: 17 }, { dir: null, fileExists: none, profileId: 'claude-code' });
    expect(ds.map((d) => d.range)).toEqual([{ line: 5, column: 5, endLine: 5, endColumn: 15 }]);
  });

  it('named arguments count as placeholders (not when followed by a word char)', () => {
    expect(run('Try `cat $file` and `$files`.', 'claude-code', { fields: { arguments: ['file'] } })).toEqual([
      ['placeholder-in-code', { line: 1, column: 10, endLine: 1, endColumn: 15 }, { placeholder: '$file', escapable: true, inCode: 'inline' }],
    ]);
  });

  it('skips shell injection, where substitution is deliberate (§10)', () => {
    expect(run('!`echo $1`\n```!\ngit log $0\n```\n', 'claude-code')).toEqual([]);
  });

  it('follows each profile\'s syntax: codebot $@ and 1–2 digits, OpenHarness ${ARGUMENTS}, none for agent-skills', () => {
    expect(run('`$@ $123 $99`', 'codebot').map((d) => d[2])).toEqual([
      { placeholder: '$@', escapable: false, inCode: 'inline' }, { placeholder: '$99', escapable: false, inCode: 'inline' },
    ]);
    expect(run('`${ARGUMENTS} $1`', 'openharness').map((d) => [d[1], (d[2] as any).placeholder])).toEqual([
      [{ line: 1, column: 2, endLine: 1, endColumn: 14 }, '${ARGUMENTS}'],
    ]);
    expect(run('`$1 $ARGUMENTS`', 'agent-skills')).toEqual([]);
  });

  it('an unknown profile id (stale settings) falls back to Claude Code instead of throwing', () => {
    expect(run('`$1`', 'no-such-profile' as ProfileId).map((d) => d[0])).toEqual(['placeholder-in-code']);
  });
});

describe('positional-missing-argument', () => {
  it('flags indices at or past the number of argument-hint tokens', () => {
    const ds = run('Use $0, $1 and $2. Also $ARGUMENTS[3].', 'claude-code', { fields: { argumentHint: '<file> [mode]' } });
    expect(ds).toEqual([
      ['positional-missing-argument', { line: 1, column: 16, endLine: 1, endColumn: 18 }, { placeholder: '$2', index: 2, hintCount: 2, hint: '<file> [mode]' }],
      ['positional-missing-argument', { line: 1, column: 25, endLine: 1, endColumn: 38 }, { placeholder: '$ARGUMENTS[3]', index: 3, hintCount: 2, hint: '<file> [mode]' }],
    ]);
  });

  it('says nothing without a hint', () => {
    expect(run('Use $5.', 'claude-code')).toEqual([]);
  });
});
