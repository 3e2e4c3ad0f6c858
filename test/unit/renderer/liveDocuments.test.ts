/**
 * The live-document pipeline and the one snapshot door (issue 12 point 5):
 * one parse per buffer per run, in disk form (CRLF and BOM as the harness
 * reads them), shared by the diagnostics, the status bar and the hover; the
 * effective catalog derived from (snapshot, overlays) by the store, so a new
 * snapshot (the touched-files editor's) keeps the unsaved buffers overlaid;
 * one catalog change applied once although it arrives as reply and push;
 * `file.changed` carrying the text main read, so the renderer reads nothing.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fake = await vi.hoisted(async () => (await import('../../support/fakeBridge')).createFakeBridge());
vi.mock('../../../src/renderer/src/bridge', () => ({ bridge: fake.bridge }));
// Count the renderer's parses of a buffer (every one goes through the adapter).
const parses = vi.hoisted(() => ({ paths: [] as (string | undefined)[] }));
vi.mock('../../../src/renderer/src/engine', async (orig) => {
  const real = await orig<typeof import('../../../src/renderer/src/engine')>();
  return { ...real, parseSkillText: (text: string, ctx: Parameters<typeof real.parseSkillText>[1]) => { parses.paths.push(ctx.path); return real.parseSkillText(text, ctx); } };
});
const { disk, calls } = fake;
const { hashOf } = await import('../../support/fakeBridge');

const { useEditorStore } = await import('../../../src/renderer/src/stores/editor');
const { useCatalogStore } = await import('../../../src/renderer/src/stores/catalog');
const { useDocumentsStore } = await import('../../../src/renderer/src/stores/documents');
const { useProblemsStore, problemRows } = await import('../../../src/renderer/src/stores/problems');
const { editText, openFile } = await import('../../../src/renderer/src/actions/files');
const { applySnapshot, setTouchedFiles, rescan } = await import('../../../src/renderer/src/actions/catalog');
const { onFileChanged, subscribeEvents } = await import('../../../src/renderer/src/actions/events');
const { currentDocument, flushLiveDocuments, startLiveDocuments } = await import('../../../src/renderer/src/actions/liveDocuments');
startLiveDocuments();
subscribeEvents(() => undefined);

const A = '/p/.claude/skills/alpha/SKILL.md';
const C = '/p/.claude/skills/crlf/SKILL.md';
const BOM = '/p/.claude/skills/bom/SKILL.md';
const skill = (name: string, desc: string) => `---\nname: ${name}\ndescription: ${desc}\n---\nBody of ${name}.\n`;
const description = (path: string) => useCatalogStore.getState().effective!.skills.find((s) => s.path === path)!.description;

beforeEach(async () => {
  fake.reset();
  useEditorStore.setState({ tabs: [], activePath: null, comparePath: null });
  disk.set(A, { text: skill('alpha', 'First.'), mtimeMs: 10 });
  disk.set(C, { text: '---\r\nname: crlf\r\ndescription: Windows file.\r\n---\r\nLine one.\r\nLine two.\r\n', mtimeMs: 10 });
  disk.set(BOM, { text: '\uFEFF---\nname: bom\ndescription: Saved with a BOM.\n---\nBody.\n', mtimeMs: 10 });
  applySnapshot(fake.snapshot());
  await openFile(A);
  await openFile(C);
  await openFile(BOM);
  flushLiveDocuments();
  parses.paths.length = 0;
});

describe('one live document per buffer', () => {
  it('parses an edited buffer once per run, and the hover and a second run reuse that parse', () => {
    editText(A, skill('alpha', 'Typed.'));
    flushLiveDocuments();
    expect(parses.paths).toEqual([A]);
    const doc = useDocumentsStore.getState().docs[A]!;
    expect(doc.parsed.data.description).toBe('Typed.');
    expect(currentDocument(A)).toBe(doc);
    flushLiveDocuments();
    expect(parses.paths).toEqual([A]);
    expect(useDocumentsStore.getState().docs[A]).toBe(doc);
  });

  it('a keystroke not folded in yet is folded in before the hover reads the document', () => {
    editText(A, skill('alpha', 'Typed.'));
    flushLiveDocuments();
    editText(A, skill('alpha', 'Typed on.'));
    expect(currentDocument(A)!.parsed.data.description).toBe('Typed on.');
  });

  it('is the disk form the harness reads (BOM, CRLF), E10/E12: the status bar measures that body', () => {
    editText(C, '---\nname: crlf\ndescription: Windows file, edited.\n---\nLine one.\nLine two.\n');
    flushLiveDocuments();
    const doc = useDocumentsStore.getState().docs[C]!;
    expect(doc.diskText).toBe('---\r\nname: crlf\r\ndescription: Windows file, edited.\r\n---\r\nLine one.\r\nLine two.\r\n');
    expect(doc.parsed.body).toBe('Line one.\r\nLine two.\r\n');
    // The document is the disk form (the BOM is there); the default profile, Claude Code 2.1.332, strips a
    // leading BOM before it reads the frontmatter (measured, claude-code-measured.md point 11; 2.1.112 does
    // not: E12, test/engine/parse/edgeCases.test.ts), so the frontmatter is read and the body is the body.
    const bom = useDocumentsStore.getState().docs[BOM]!;
    expect(useEditorStore.getState().tabs.find((t) => t.path === BOM)!.text.startsWith('---')).toBe(true);
    expect(bom.diskText.startsWith('\uFEFF---')).toBe(true);
    expect(bom.parsed.data.description).toBe('Saved with a BOM.');
    expect(bom.parsed.body).toBe('Body.\n');
  });

  it('the Problems list is the engine\'s diagnostics of the open files, at editor positions', () => {
    editText(A, '---\nname: Alpha_Bad\ndescription: x\n---\nbody\n');
    flushLiveDocuments();
    const rows = problemRows(useProblemsStore.getState().byPath).filter((r) => r.path === A);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(useProblemsStore.getState().byPath[A]).toContain(r.diagnostic);
    expect(rows.every((r) => r.line === r.diagnostic.range.line && r.column === r.diagnostic.range.column)).toBe(true);
  });
});

describe('the catalog store derives what it shows from (snapshot, overlays)', () => {
  it('a new snapshot keeps the unsaved buffers overlaid: the touched-files editor (TouchedFiles.tsx) no longer drops them', async () => {
    editText(A, skill('alpha', 'Unsaved.'));
    flushLiveDocuments();
    expect(description(A)).toBe('Unsaved.');
    await setTouchedFiles(['src/app.ts']);
    expect(useCatalogStore.getState().snapshot!.roots.touched).toEqual(['src/app.ts']);
    expect(description(A)).toBe('Unsaved.');
    expect(useCatalogStore.getState().baseline!.skills.find((s) => s.path === A)!.description).toBe('First.');
  });

  it('applies one change once although it arrives as the reply and the catalog.changed push, and never goes back to an older one', async () => {
    let applied = 0;
    const off = useCatalogStore.subscribe((s, prev) => { if (s.snapshot !== prev.snapshot) applied++; });
    await rescan();
    off();
    expect(calls.filter(([m]) => m === 'catalog.rescan')).toHaveLength(1);
    expect(applied).toBe(1);
    const held = useCatalogStore.getState().snapshot!;
    const older = { ...held, generation: held.generation - 1, catalog: { ...held.catalog, skills: [] } };
    expect(applySnapshot(older)).toBe(false);
    expect(useCatalogStore.getState().snapshot).toBe(held);
  });
});

describe('file.changed carries the text main read', () => {
  it('a clean tab reloads from the event without reading the file again', async () => {
    const text = skill('alpha', 'Changed by another program.');
    disk.set(A, { text, mtimeMs: 20 });
    calls.length = 0;
    const file = { path: A, text, mtimeMs: 20, hash: hashOf(text), eol: 'lf' as const, bom: false, finalNewline: true, exists: true };
    await onFileChanged({ path: A, kind: 'change', mtimeMs: 20, file });
    expect(calls.filter(([m]) => m === 'file.read')).toEqual([]);
    expect(useEditorStore.getState().tabs.find((t) => t.path === A)).toMatchObject({ text, savedText: text, diskHash: hashOf(text), dirty: false });
  });

  it('a dirty tab gets the conflict from the event without reading the file again', async () => {
    editText(A, skill('alpha', 'Mine.'));
    const text = skill('alpha', 'Theirs.');
    calls.length = 0;
    await onFileChanged({ path: A, kind: 'change', file: { path: A, text, mtimeMs: 20, hash: hashOf(text), eol: 'lf', bom: false, finalNewline: true, exists: true } });
    expect(calls.filter(([m]) => m === 'file.read')).toEqual([]);
    expect(useEditorStore.getState().tabs.find((t) => t.path === A)!.conflict).toEqual({ diskText: text, diskHash: hashOf(text) });
  });
});
