/**
 * Switching projects (issue 11 point 5): unsaved tabs are settled first with
 * Save / Don't save / Cancel, the old project's tabs close, Problems and the
 * effective catalog hold only the new project, nothing typed is lost when the
 * switch fails, and every backup main refuses is shown to the user.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashOf } from '../../support/fakeBridge';

const fake = await vi.hoisted(async () => (await import('../../support/fakeBridge')).createFakeBridge());
vi.mock('../../../src/renderer/src/bridge', () => ({ bridge: fake.bridge }));
const { disk, calls } = fake;

const { useEditorStore } = await import('../../../src/renderer/src/stores/editor');
const { useCatalogStore } = await import('../../../src/renderer/src/stores/catalog');
const { useProblemsStore } = await import('../../../src/renderer/src/stores/problems');
const { useUiStore } = await import('../../../src/renderer/src/stores/ui');
const { useSandboxStore } = await import('../../../src/renderer/src/stores/sandbox');
const { editText } = await import('../../../src/renderer/src/actions/files');
const { configureProfile, openProject } = await import('../../../src/renderer/src/actions/project');
const { applySnapshot } = await import('../../../src/renderer/src/actions/catalog');
const { openFile } = await import('../../../src/renderer/src/actions/files');
const { flushLiveDocuments, startLiveDocuments } = await import('../../../src/renderer/src/actions/liveDocuments');
startLiveDocuments();
const { MIRROR_DELAY_MS } = await import('../../../src/renderer/src/actions/buffers');
const { restoreBuffers } = await import('../../../src/renderer/src/actions/restore');

const skill = (name: string, desc: string) => `---\nname: ${name}\ndescription: ${desc}\n---\nBody of ${name}.\n`;
const A = '/p/.claude/skills/alpha/SKILL.md';
const B = '/p/.claude/skills/beta/SKILL.md';
const Q = '/q/.claude/skills/other/SKILL.md';
const tabs = () => useEditorStore.getState().tabs;
const prompt = () => useUiStore.getState().prompt;
const opened = () => calls.filter(([m]) => m === 'project.open').length;

/** Wait until the switch asks, then answer with `choice`; returns the prompt's message. */
async function answer(choice: 'save' | 'discard' | 'cancel'): Promise<string> {
  await vi.waitFor(() => expect(prompt()).toBeTruthy());
  const p = prompt()!;
  expect(p.buttons.map((b) => b.label)).toEqual(['Save', "Don't save", 'Cancel']);
  p.resolve(choice);
  return p.message;
}

beforeEach(async () => {
  fake.reset();
  fake.guardRoots = true;
  useEditorStore.setState({ tabs: [], activePath: null, comparePath: null });
  useProblemsStore.setState({ byPath: {} });
  useUiStore.setState({ prompt: null, notices: [], backupFailures: {}, strandedBuffers: [] });
  disk.set(A, { text: skill('alpha', 'First.'), mtimeMs: 10 });
  disk.set(B, { text: skill('beta', 'Second.'), mtimeMs: 10 });
  disk.set(Q, { text: skill('other', 'In the other project.'), mtimeMs: 10 });
  applySnapshot(fake.snapshot());
  await openFile(A);
  await openFile(B);
  editText(A, skill('alpha', 'Typed, not saved.'));
  flushLiveDocuments();
});
afterEach(() => vi.useRealTimers());

describe('switching projects with unsaved edits', () => {
  it('asks first; Cancel keeps the project, the tabs and the typed text', async () => {
    const switching = openProject('/q');
    expect(await answer('cancel')).toContain('alpha/SKILL.md');
    expect(await switching).toBe(false);
    expect(opened()).toBe(0);
    expect(tabs().map((t) => t.path)).toEqual([A, B]);
    expect(tabs()[0]).toMatchObject({ dirty: true, text: skill('alpha', 'Typed, not saved.') });
  });

  it('Save writes the edit, then the old tabs close: Problems and the catalog hold only the new project', async () => {
    expect(Object.keys(useProblemsStore.getState().byPath).sort()).toEqual([A, B]);
    const switching = openProject('/q');
    await answer('save');
    expect(await switching).toBe(true);
    expect(disk.get(A)!.text).toBe(skill('alpha', 'Typed, not saved.'));
    expect(tabs()).toEqual([]);
    expect(useProblemsStore.getState().byPath).toEqual({});
    expect(useEditorStore.getState().overlays()).toEqual({});
    expect(useCatalogStore.getState().effective!.skills.map((s) => s.path)).toEqual([Q]);
    expect(fake.mirrored).toEqual([]);
  });

  it("Don't save drops the edit and its backup, and only then", async () => {
    vi.useFakeTimers();
    editText(A, skill('alpha', 'Typed, backed up.'));
    await vi.advanceTimersByTimeAsync(MIRROR_DELAY_MS + 10);
    expect(fake.mirrored.map((b) => b.path)).toEqual([A]);
    vi.useRealTimers();
    const switching = openProject('/q');
    await answer('discard');
    expect(await switching).toBe(true);
    expect(disk.get(A)!.text).toBe(skill('alpha', 'First.'));
    expect(tabs()).toEqual([]);
    expect(fake.mirrored).toEqual([]);
  });

  it('a folder that cannot be opened changes nothing, even after "Don\'t save"', async () => {
    fake.missing.add('/typo');
    const switching = openProject('/typo');
    await answer('discard');
    expect(await switching).toBe(false);
    expect(tabs().map((t) => t.path)).toEqual([A, B]);
    expect(tabs()[0]).toMatchObject({ dirty: true, text: skill('alpha', 'Typed, not saved.') });
    expect(useCatalogStore.getState().snapshot!.roots.project).toBe('/p');
    expect(useUiStore.getState().notices.at(-1)?.message).toContain('/typo does not exist');
  });

  it('a save that fails (the file changed on disk) stops the switch', async () => {
    disk.set(A, { text: skill('alpha', 'Changed by another program.'), mtimeMs: 99 });
    const switching = openProject('/q');
    await answer('save');
    expect(await switching).toBe(false);
    expect(opened()).toBe(0);
    expect(tabs()[0]).toMatchObject({ dirty: true, conflict: { diskHash: hashOf(skill('alpha', 'Changed by another program.')) } });
  });

  it('clean tabs close without a question', async () => {
    editText(A, skill('alpha', 'First.'));
    expect(tabs().every((t) => !t.dirty)).toBe(true);
    expect(await openProject('/q')).toBe(true);
    expect(prompt()).toBeNull();
    expect(tabs()).toEqual([]);
  });

  it('restores the buffers main keeps for the new project, and names the ones kept for another', async () => {
    fake.mirrored = [{ path: Q, text: skill('other', 'Unsaved in q.'), baseHash: hashOf(skill('other', 'In the other project.')) }];
    const switching = openProject('/q');
    await answer('discard');
    expect(await switching).toBe(true);
    expect(tabs().map((t) => [t.path, t.dirty, t.text])).toEqual([[Q, true, skill('other', 'Unsaved in q.')]]);
    expect(useCatalogStore.getState().effective!.skills[0].description).toBe('Unsaved in q.');
    // Back in /p, the buffer of /q cannot be opened: it stays in main and the user is told where it is.
    const back = openProject('/p');
    await answer('discard');
    expect(await back).toBe(true);
    fake.mirrored = [{ path: Q, text: skill('other', 'Unsaved in q.') }];
    await restoreBuffers();
    expect(tabs()).toEqual([]);
    expect(useUiStore.getState().strandedBuffers).toEqual([Q]);
    expect(fake.mirrored.map((b) => b.path)).toEqual([Q]);
  });

  it('restoring again never puts an older mirror over an open tab', async () => {
    fake.mirrored = [{ path: A, text: skill('alpha', 'An older mirror.'), baseHash: hashOf(skill('alpha', 'First.')) }];
    await restoreBuffers();
    expect(tabs().find((t) => t.path === A)!.text).toBe(skill('alpha', 'Typed, not saved.'));
  });

  it('buffers kept for files outside the roots come back when a profile switch makes them readable', async () => {
    fake.mirrored = [{ path: Q, text: skill('other', 'Unsaved in q.') }];
    await restoreBuffers();
    expect(useUiStore.getState().strandedBuffers).toEqual([Q]);
    fake.project = '/q'; // main now reads the folder that holds Q
    await configureProfile('agent-skills');
    expect(useUiStore.getState().strandedBuffers).toEqual([]);
    expect(tabs().find((t) => t.path === Q)).toMatchObject({ dirty: true, text: skill('other', 'Unsaved in q.') });
  });

  it('the Sandbox working directory follows the switch and the old record goes (point 19)', async () => {
    expect(useSandboxStore.getState().inputs.cwd).toBe('/p');
    useSandboxStore.setState({ record: { request: { name: 'alpha', as: 'model' } } as never, recordRequest: { name: 'alpha', as: 'model', cwd: '/p' } as never });
    editText(A, skill('alpha', 'First.'));
    expect(await openProject('/q')).toBe(true);
    expect(useSandboxStore.getState().inputs.cwd).toBe('/q');
    expect(useSandboxStore.getState().record).toBeNull();
    expect(useSandboxStore.getState().recordRequest).toBeNull();
  });
});

describe('a backup main refuses is shown, not only logged', () => {
  it('names the file and the reason until a later backup succeeds', async () => {
    vi.useFakeTimers();
    fake.bufferMaxBytes = 200;
    editText(A, skill('alpha', 'x'.repeat(300)));
    await vi.advanceTimersByTimeAsync(MIRROR_DELAY_MS + 10);
    expect(useUiStore.getState().backupFailures[A]).toContain('at most 200 bytes');
    expect(fake.mirrored).toEqual([]);
    editText(A, skill('alpha', 'short again'));
    await vi.advanceTimersByTimeAsync(MIRROR_DELAY_MS + 10);
    expect(useUiStore.getState().backupFailures).toEqual({});
    expect(fake.mirrored.map((b) => b.text)).toEqual([skill('alpha', 'short again')]);
  });

  it('a profile switch that moves the roots away from an unsaved tab shows it at once; switching back clears it', async () => {
    fake.project = '/elsewhere'; // the new profile reads other folders
    await configureProfile('codebot');
    await vi.waitFor(() => expect(useUiStore.getState().backupFailures[A]).toContain('not inside a configured root'));
    fake.project = '/p';
    await configureProfile('claude-code');
    await vi.waitFor(() => expect(useUiStore.getState().backupFailures).toEqual({}));
    expect(fake.mirrored.map((b) => b.path)).toEqual([A]);
  });

  it('a buffer main will not take (outside its roots) is flagged, and closing the tab clears the flag', async () => {
    vi.useFakeTimers();
    fake.project = '/elsewhere'; // main's roots changed under the open tabs
    editText(A, skill('alpha', 'Typed while main looks elsewhere.'));
    await vi.advanceTimersByTimeAsync(MIRROR_DELAY_MS + 10);
    expect(useUiStore.getState().backupFailures[A]).toContain('not inside a configured root');
    useEditorStore.getState().removeTab(A);
    const { discardBuffer } = await import('../../../src/renderer/src/actions/buffers');
    await discardBuffer(A);
    expect(useUiStore.getState().backupFailures).toEqual({});
  });
});
