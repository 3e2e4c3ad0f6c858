/** Deleting a skill with unsaved edits names them and says they will be lost before anything is deleted. */
import { describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('../../../src/renderer/src/bridge', () => ({
  bridge: { host: 'web', on: () => () => undefined, call: async (m: string) => { calls.push(m); return m === 'skill.delete' ? { trashed: true } : {}; } },
}));

const { useEditorStore } = await import('../../../src/renderer/src/stores/editor');
const { useUiStore } = await import('../../../src/renderer/src/stores/ui');
const { deleteSkill } = await import('../../../src/renderer/src/actions/skills');

const dir = '/p/.claude/skills/docs-writer';
const skill = { id: 'docs-writer', name: 'docs-writer', dir, path: `${dir}/SKILL.md` } as never;

describe('deleteSkill', () => {
  it('warns about unsaved changes and deletes nothing on Cancel', async () => {
    useEditorStore.setState({ tabs: [{ path: `${dir}/SKILL.md`, text: 'new', savedText: 'old', dirty: true }], activePath: `${dir}/SKILL.md` });
    const done = deleteSkill(skill);
    await vi.waitFor(() => expect(useUiStore.getState().prompt).toBeTruthy());
    const p = useUiStore.getState().prompt!;
    expect(p.message).toContain('unsaved changes that will be lost: SKILL.md');
    expect(p.buttons.map((b) => b.label)).toContain('Delete and discard changes');
    p.resolve('cancel');
    await done;
    expect(calls).not.toContain('skill.delete');
    expect(useEditorStore.getState().tabs).toHaveLength(1);
  });
});
