import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../../../src/shared/engine/fields/types';
import { fieldTable } from '../../../src/shared/engine/fields';
import { completionsAt, keyCompletions, valueCompletions } from '../../../src/renderer/src/monaco/completion';
import { cursorPlace, keyAtLine } from '../../../src/renderer/src/monaco/context';

const table: FieldSpec[] = [
  { key: 'name', type: 'string', doc: 'Name', honouredBy: ['claude-code'], required: true },
  { key: 'context', type: 'enum', values: ['inline', 'fork'], closed: true, doc: 'Where it runs', honouredBy: ['claude-code'] },
  { key: 'disable-model-invocation', type: 'boolean', doc: 'Only /name', honouredBy: ['claude-code'] },
  { key: 'allowed-tools', type: 'string-or-list', values: ['Read', 'Grep', 'Bash'], doc: 'Tools', honouredBy: ['claude-code'] },
  { key: 'argument-hint', type: 'string', doc: 'Hint', honouredBy: ['claude-code'] },
];

describe('cursorPlace', () => {
  const text = '---\nname: x\ncon\ncontext: f\nallowed-tools:\n  - Re\n---\n# body\n';
  it('knows keys, values, list items and the body', () => {
    expect(cursorPlace(text, 3, 4)).toEqual({ kind: 'key', prefix: 'con', present: ['name', 'context', 'allowed-tools'] });
    expect(cursorPlace(text, 4, 11)).toMatchObject({ kind: 'value', key: 'context', prefix: 'f' });
    expect(cursorPlace(text, 6, 7)).toMatchObject({ kind: 'list-item', key: 'allowed-tools', prefix: 'Re' });
    expect(cursorPlace(text, 8, 3)).toEqual({ kind: 'body' });
    expect(cursorPlace(text, 1, 2)).toEqual({ kind: 'body' });
    expect(cursorPlace('# no frontmatter\n', 1, 3)).toEqual({ kind: 'body' });
  });
  it('finds the key written on a line', () => {
    expect(keyAtLine(text, 4)).toEqual({ key: 'context', start: 1, end: 8 });
    expect(keyAtLine(text, 8)).toBeNull();
  });
});

describe('completion items from the field table', () => {
  it('offers only keys not yet present, required first, with enum and boolean choices', () => {
    const items = keyCompletions(table, ['name']);
    expect(items.map((i) => i.label)).toEqual(['context', 'disable-model-invocation', 'allowed-tools', 'argument-hint']);
    expect(items.find((i) => i.label === 'context')!.insertText).toBe('context: ${1|inline,fork|}');
    expect(items.find((i) => i.label === 'disable-model-invocation')!.insertText).toBe('disable-model-invocation: ${1|true,false|}');
    expect(keyCompletions(table, [])[0]!.sortText! < keyCompletions(table, [])[1]!.sortText!).toBe(true);
  });
  it('uses snippets for argument-hint and arguments', () => {
    const hint = keyCompletions(table, []).find((i) => i.label === 'argument-hint')!;
    expect(hint.kind).toBe('snippet');
    expect(hint.insertText).toContain('${1:');
  });
  it('offers enum values, booleans and tools not yet written', () => {
    expect(valueCompletions(table, 'context').map((i) => i.label)).toEqual(['inline', 'fork']);
    expect(valueCompletions(table, 'disable-model-invocation').map((i) => i.label)).toEqual(['true', 'false']);
    expect(valueCompletions(table, 'allowed-tools', { prefix: 'Read, ' }).map((i) => i.label)).toEqual(['Grep', 'Bash']);
    expect(valueCompletions(table, 'nope')).toEqual([]);
    expect(completionsAt(table, { kind: 'body' })).toEqual([]);
  });
  it('works on the real Claude Code table: effort levels and known tools', () => {
    const cc = fieldTable('claude-code');
    expect(valueCompletions(cc, 'effort').map((i) => i.label)).toEqual(expect.arrayContaining(['low', 'medium', 'high']));
    expect(valueCompletions(cc, 'allowed-tools').map((i) => i.label)).toEqual(expect.arrayContaining(['Read', 'Grep']));
    expect(valueCompletions(cc, 'context').map((i) => i.label)).toEqual(['inline', 'fork']);
    const keys = keyCompletions(cc, ['name', 'description']).map((i) => i.label);
    expect(keys).toContain('arguments');
    expect(keys).not.toContain('description');
  });
});
