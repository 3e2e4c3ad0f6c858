import { describe, expect, it } from 'vitest';
import { diffLines, hasChanges } from '../../../src/renderer/src/panes/listing/lib/lineDiff';
import { diffRecords, recordToText } from '../../../src/renderer/src/panes/sandbox/lib/recordDiff';
import type { InvocationRecord } from '../../../src/shared/engine/types';

describe('diffLines', () => {
  it('marks a changed listing line as del + add and keeps the rest', () => {
    const before = 'header\n\n- a: one\n- b: two';
    const after = 'header\n\n- a: one, longer\n- b: two';
    const d = diffLines(before, after);
    expect(d).toEqual([
      { kind: 'same', text: 'header' }, { kind: 'same', text: '' },
      { kind: 'del', text: '- a: one' }, { kind: 'add', text: '- a: one, longer' }, { kind: 'same', text: '- b: two' },
    ]);
    expect(hasChanges(d)).toBe(true);
  });
  it('handles empty sides and identical texts', () => {
    expect(diffLines('', 'x\ny')).toEqual([{ kind: 'add', text: 'x' }, { kind: 'add', text: 'y' }]);
    expect(diffLines('x', '')).toEqual([{ kind: 'del', text: 'x' }]);
    expect(hasChanges(diffLines('a\nb', 'a\nb'))).toBe(false);
  });
  it('is a valid edit script: same+del rebuild before, same+add rebuild after', () => {
    const a = 'a\nb\nc\nd\ne\nf';
    const b = 'b\nx\nc\ne\nf\ng';
    const d = diffLines(a, b);
    expect(d.filter((l) => l.kind !== 'add').map((l) => l.text).join('\n')).toBe(a);
    expect(d.filter((l) => l.kind !== 'del').map((l) => l.text).join('\n')).toBe(b);
  });
});

const rec = (body: string, allowed = true): InvocationRecord => ({
  profile: 'claude-code', request: { name: 'd', as: 'user', args: 'fix the bug' }, allowed, suggestions: [], mode: 'inline',
  messages: [{ role: 'user', text: body, hidden: true }], body, argv: ['fix', 'the', 'bug'], named: {}, substitutions: [], shellCommands: [],
  delta: { allowedTools: [], disallowedTools: [], paths: [], cleared: [] }, diagnostics: [],
});

describe('record comparison', () => {
  it('shows a body change between two runs of the same request', () => {
    const d = diffRecords(rec('Do the thing.\n\nARGUMENTS: fix the bug'), rec('Do it now: fix the bug'));
    expect(d.filter((l) => l.kind === 'del').map((l) => l.text)).toContain('ARGUMENTS: fix the bug');
    expect(d.filter((l) => l.kind === 'add').map((l) => l.text)).toContain('Do it now: fix the bug');
  });
  it('text form names the request and verdict', () => {
    const t = recordToText({ ...rec('x', false), reason: 'Unknown skill: d' });
    expect(t.split('\n').slice(0, 2)).toEqual(['request: /d fix the bug', 'verdict: refused: Unknown skill: d']);
  });
});
