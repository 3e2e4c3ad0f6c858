/**
 * The live-document pipeline: from the editor's buffers to everything the
 * engine says about them, in one direction and one pass. Each run
 * 1. hands the dirty buffers (disk form) to the catalog store, whose
 *    `effective` catalog (and so the listing preview) follows;
 * 2. keeps ONE parsed document per open buffer, in disk form (CRLF and BOM as
 *    the harness reads them, E10/E12), re-parsed only when its text, shape or
 *    parse context changed (../stores/documents.ts); the status bar and the
 *    hover read it, nothing parses a buffer again;
 * 3. derives each open file's diagnostics (parse + body + the effective
 *    catalog's findings), mapped to editor ranges, into ../stores/problems.ts,
 *    which the Problems list renders and the marker adapter turns into markers.
 * `startLiveDocuments` runs it whenever its inputs change: keystrokes are
 * folded into one run per `scheduleLive` slot (./liveSchedule.ts), any other
 * change of the tabs or of the snapshot runs it at once.
 */
import type { Diagnostic, Range, Scope } from '../../../shared/engine';
import { diskRangeToEditor, encodeText, NEW_FILE_SHAPE, type TextShape } from '../../../shared/textShape';
import { bodyDiagnostics, getProfile, parseSkillText, portabilityFor, type ParseContext } from '../engine';
import { usePortabilityStore } from '../stores/portability';
import { useCatalogStore } from '../stores/catalog';
import { useDocumentsStore, type LiveDocument } from '../stores/documents';
import { useEditorStore, type EditorTab } from '../stores/editor';
import { useProblemsStore } from '../stores/problems';
import { basename, dirname } from '../utils/paths';
import { scheduleLive } from './liveSchedule';
import { manifestKindOf, validateManifestText } from '../../../shared/pack/manifest/validate';

/** The parse context of a file: its folder name, stem, scope from the scanned catalog. */
export function parseContextFor(path: string): ParseContext {
  const c = useCatalogStore.getState();
  const profile = getProfile(c.profileId, c.version);
  // Scope and folder are properties of the path, the same in the scanned and the effective catalog.
  const cat = c.baseline;
  const rec = cat?.skills.find((s) => s.path === path);
  const loose = cat?.files.find((f) => f.path === path);
  const root = cat?.roots.filter((r) => path.startsWith(`${r.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
  const scope: Scope | undefined = rec?.scope ?? loose?.scope ?? root?.scope;
  const base = basename(path);
  const isSkillMd = base.toLowerCase() === 'skill.md';
  return {
    profile, scope, path,
    dirName: rec ? (rec.dir ? basename(rec.dir) : null) : isSkillMd ? basename(dirname(path)) : null,
    fileStem: isSkillMd ? undefined : base.replace(/\.md$/i, ''),
  };
}

const isSkillFile = (p: string) => basename(p).toLowerCase() === 'skill.md';
const rangeKey = (r: Range) => `${r.line}:${r.column}-${r.endLine}:${r.endColumn}`;
// A portability finding names its harness (`data.profile`): two harnesses' findings at one place are two rows.
const key = (d: Diagnostic) => `${d.code}@${rangeKey(d.range)}${typeof d.data?.profile === 'string' ? `#${d.data.profile}` : ''}`;

/** Merge diagnostic lists, dropping repeats of the same code at the same range (for the same harness, when the finding names one). */
export function mergeDiagnostics(...lists: Diagnostic[][]): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const l of lists) for (const d of l) { const k = key(d); if (!seen.has(k)) { seen.add(k); out.push(d); } }
  return out;
}

const sameShape = (a: TextShape, b: TextShape) => a.eol === b.eol && a.bom === b.bom && a.finalNewline === b.finalNewline;
// Profiles compare by id and version: `getProfile` may build a new record per call.
const sameCtx = (a: ParseContext, b: ParseContext) => a.profile.id === b.profile.id && a.profile.version === b.profile.version && a.dirName === b.dirName && a.fileStem === b.fileStem && a.scope === b.scope && a.path === b.path;

/** What a document's own diagnostics (parse + body) were computed from, per path. */
const own = new Map<string, { doc: LiveDocument; skillFiles: string[] | undefined; diagnostics: Diagnostic[] }>();

/** The tab's document: the previous one when nothing it depends on changed, else a new parse of the disk form. */
function documentOf(t: EditorTab, prev: LiveDocument | undefined): LiveDocument {
  const shape = t.shape ?? NEW_FILE_SHAPE;
  const ctx = parseContextFor(t.path);
  if (prev && prev.text === t.text && sameShape(prev.shape, shape) && sameCtx(prev.ctx, ctx)) return prev;
  const diskText = encodeText(t.text, shape);
  return { path: t.path, text: t.text, shape, diskText, ctx, parsed: parseSkillText(diskText, ctx) };
}

/** Parse and body diagnostics of a document (disk ranges), cached with it. */
function ownDiagnostics(doc: LiveDocument, t: EditorTab): Diagnostic[] {
  const hit = own.get(doc.path);
  if (hit && hit.doc === doc && hit.skillFiles === t.skillFiles) return hit.diagnostics;
  const parsed = doc.parsed.diagnostics.filter((d) => !d.path || d.path === doc.path);
  const dir = isSkillFile(doc.path) ? dirname(doc.path) : null;
  const known = t.skillFiles ? new Set(t.skillFiles.map((f) => f.replace(/\/$/, ''))) : null;
  // Link and ${CLAUDE_SKILL_DIR} targets are checked against the folder listing main sent with the file.
  const fileExists = (abs: string) => !known || !dir || !abs.startsWith(`${dir}/`) || known.has(abs.slice(dir.length + 1));
  const diagnostics = mergeDiagnostics(parsed, bodyDiagnostics(doc.diskText, doc.parsed, doc.ctx, dir, fileExists));
  own.set(doc.path, { doc, skillFiles: t.skillFiles, diagnostics });
  return diagnostics;
}

/** Every diagnostic of one open file (editor ranges): its own, plus the effective catalog's (names, shadowing, look-alikes). */
function diagnose(doc: LiveDocument, t: EditorTab): Diagnostic[] {
  // plugin.json / marketplace.json: checked against their schemas (docs/packaging.md), not as skills.
  const manifest = manifestKindOf(doc.path);
  if (manifest) return validateManifestText(t.text, manifest).diagnostics;
  const cat = useCatalogStore.getState().effective;
  // The effective catalog re-parsed this buffer (updateSkillText), so its record is current;
  // a loose file's findings come from the last scan and only hold for the saved text.
  const rec = (cat?.skills.find((s) => s.path === doc.path)?.diagnostics ?? []).filter((d) => !d.path || d.path === doc.path);
  const loose = t.dirty ? [] : (cat?.files.find((f) => f.path === doc.path)?.diagnostics ?? []);
  const global = cat?.diagnostics.filter((d) => d.path === doc.path) ?? [];
  return mergeDiagnostics(ownDiagnostics(doc, t), rec, loose, global, portability(doc)).map((d) => ({ ...d, range: diskRangeToEditor(d.range, doc.shape) }));
}

/** Portability diagnostics per path, with what they were computed from (one parse per chosen harness, only when that changes). */
const portable = new Map<string, { doc: LiveDocument; chosen: readonly string[]; roots: unknown; copies: readonly string[] | undefined; diagnostics: Diagnostic[] }>();

/** What the harnesses the user chose do differently with this skill file (info; none chosen: nothing). */
function portability(doc: LiveDocument): Diagnostic[] {
  const chosen = usePortabilityStore.getState().profiles;
  const roots = useCatalogStore.getState().snapshot?.roots;
  if (!chosen.length || !roots || !isSkillFile(doc.path)) return [];
  // Same-name folders in other harnesses' roots, as main found them on disk (a copy or link survives a reload).
  const copies = useCatalogStore.getState().snapshot?.copies[doc.path];
  const hit = portable.get(doc.path);
  if (hit && hit.doc === doc && hit.chosen === chosen && hit.roots === roots && hit.copies === copies) return hit.diagnostics;
  const diagnostics = portabilityFor({ path: doc.path, text: doc.diskText, home: roots.home, project: roots.project, cwd: roots.cwd, ...(copies ? { copies } : {}) }, chosen);
  portable.set(doc.path, { doc, chosen, roots, copies, diagnostics });
  return diagnostics;
}

/** The same diagnostics (code, range, message, severity, in order): the previous list is kept, so nothing re-renders. */
function sameDiagnostics(a: readonly Diagnostic[] | undefined, b: readonly Diagnostic[]): boolean {
  return !!a && a.length === b.length && a.every((d, i) => key(d) === key(b[i]!) && d.message === b[i]!.message && d.severity === b[i]!.severity);
}

let cancelPending: (() => void) | null = null;

/** Run the pipeline now (see the module comment); a run already scheduled is dropped. */
export function flushLiveDocuments(): void {
  cancelPending?.();
  cancelPending = null;
  const ed = useEditorStore.getState();
  useCatalogStore.getState().setOverlays(ed.overlays());
  const prevDocs = useDocumentsStore.getState().docs;
  const prevDiags = useProblemsStore.getState().byPath;
  const docs: Record<string, LiveDocument> = {};
  const byPath: Record<string, Diagnostic[]> = {};
  for (const t of ed.tabs) {
    const doc = documentOf(t, prevDocs[t.path]);
    docs[t.path] = doc;
    const d = diagnose(doc, t);
    byPath[t.path] = sameDiagnostics(prevDiags[t.path], d) ? prevDiags[t.path]! : d;
  }
  for (const p of own.keys()) if (!docs[p]) own.delete(p);
  for (const p of portable.keys()) if (!docs[p]) portable.delete(p);
  useDocumentsStore.getState().setDocs(docs);
  useProblemsStore.getState().setAll(byPath);
}

/** Fold the latest keystrokes in soon (one run per `scheduleLive` slot). */
export function scheduleLiveDocuments(): void {
  if (!cancelPending) cancelPending = scheduleLive(() => { cancelPending = null; flushLiveDocuments(); });
}

/**
 * The current document of the open file `path` (null when it is not open):
 * a keystroke not folded in yet is folded in first, so a hover never reads an
 * older text than the one under the mouse.
 */
export function currentDocument(path: string): LiveDocument | null {
  const t = useEditorStore.getState().tabs.find((x) => x.path === path);
  if (!t) return null;
  const doc = useDocumentsStore.getState().docs[path];
  if (doc && doc.text === t.text) return doc;
  flushLiveDocuments();
  return useDocumentsStore.getState().docs[path] ?? null;
}

/**
 * Only the texts of already-dirty buffers changed (typing), not which files
 * are open, which are dirty (a restored buffer, the first key) or how they
 * stand on disk: those are applied at once.
 */
function onlyTyping(next: readonly EditorTab[], prev: readonly EditorTab[]): boolean {
  return next.length === prev.length && next.every((t, i) => {
    const p = prev[i]!;
    return t.path === p.path && t.dirty === p.dirty && t.savedText === p.savedText && t.deletedOnDisk === p.deletedOnDisk && t.shape === p.shape && t.skillFiles === p.skillFiles;
  });
}

/**
 * Keep the documents, the effective catalog and the diagnostics following the
 * tabs and the snapshot from now on (called once when the app starts, and by
 * tests); runs the pipeline once now. Returns the unsubscribe function.
 */
export function startLiveDocuments(): () => void {
  const offEditor = useEditorStore.subscribe((s, prev) => {
    if (s.tabs === prev.tabs) return;
    if (onlyTyping(s.tabs, prev.tabs)) scheduleLiveDocuments(); else flushLiveDocuments();
  });
  const offCatalog = useCatalogStore.subscribe((s, prev) => {
    // `effective` changes as the pipeline hands over the overlays: only a new scan or profile is an input.
    if (s.baseline !== prev.baseline || s.profileId !== prev.profileId || s.version !== prev.version) flushLiveDocuments();
  });
  const offPortability = usePortabilityStore.subscribe((s, prev) => { if (s.profiles !== prev.profiles) flushLiveDocuments(); });
  flushLiveDocuments();
  return () => { offEditor(); offCatalog(); offPortability(); cancelPending?.(); cancelPending = null; };
}
