/**
 * Diagnostics as you type: after each edit (debounced ~150 ms) the effective
 * catalog is recomputed from the buffers and every open file's diagnostics are
 * refreshed from its unsaved text.
 */
import type { Diagnostic, Range, Scope } from '../../../shared/engine/types';
import { bodyDiagnostics, getProfile, parseSkillText, type ParseCtx } from '../engine';
import { useCatalogStore } from '../stores/catalog';
import { useEditorStore } from '../stores/editor';
import { useProblemsStore } from '../stores/problems';
import { keyedDebounce } from '../utils/debounce';
import { basename, dirname } from '../utils/paths';
import { diskRangeToEditor, encodeText, NEW_FILE_SHAPE } from '../../../shared/textShape';
import { manifestKindOf, validateManifestText } from '../../../shared/pack/manifest/validate';

/** Delay between the last keystroke and the re-check of diagnostics. */
export const DIAGNOSTICS_DELAY_MS = 150;
/**
 * Delay before the effective catalog (and so the listing preview) follows an
 * edit: short, since the engine re-parses only the edited file; it still
 * coalesces the keys of a burst of typing into one update.
 */
export const CATALOG_DELAY_MS = 30;
const debounce = keyedDebounce(DIAGNOSTICS_DELAY_MS);
const catalogDebounce = keyedDebounce(CATALOG_DELAY_MS);

/** Edits seen, and the edit the effective catalog was last computed for. */
let editSeq = 0;
let catalogSeq = -1;

/** Recompute the effective catalog from the dirty buffers (the listing preview follows it). */
export function refreshCatalog(): void {
  catalogSeq = editSeq;
  useCatalogStore.getState().recompute(useEditorStore.getState().overlays());
}

/** The parse context of a file: its folder name, stem, scope from the catalog. */
export function parseContextFor(path: string): ParseCtx {
  const c = useCatalogStore.getState();
  const profile = getProfile(c.profileId, c.version);
  const cat = c.effective ?? c.baseline;
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
const key = (d: Diagnostic) => `${d.code}@${rangeKey(d.range)}`;
const rangeKey = (r: Range) => `${r.line}:${r.column}-${r.endLine}:${r.endColumn}`;

/** Merge diagnostic lists, dropping repeats of the same code at the same range. */
export function mergeDiagnostics(...lists: Diagnostic[][]): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const l of lists) for (const d of l) { const k = key(d); if (!seen.has(k)) { seen.add(k); out.push(d); } }
  return out;
}

/** Every diagnostic for one file's current text: parse + catalog (names, shadowing) + look-alike findings. */
export function diagnoseText(path: string, text: string, dirty: boolean): Diagnostic[] {
  // plugin.json / marketplace.json: checked against their schemas (docs/packaging.md), not as skills.
  const manifest = manifestKindOf(path);
  if (manifest) return validateManifestText(text, manifest).diagnostics;
  const ctx = parseContextFor(path);
  const tab = useEditorStore.getState().tabs.find((t) => t.path === path);
  const shape = tab?.shape ?? NEW_FILE_SHAPE;
  // The engine sees the text as the harness would read it from disk (BOM, CRLF), E10/E12.
  const disk = encodeText(text, shape);
  const result = parseSkillText(disk, ctx);
  const parsed = result.diagnostics.filter((d) => !d.path || d.path === path);
  const dir = isSkillFile(path) ? dirname(path) : null;
  const known = tab?.skillFiles ? new Set(tab.skillFiles.map((f) => f.replace(/\/$/, ''))) : null;
  // Link and ${CLAUDE_SKILL_DIR} targets are checked against the folder listing main sent with the file.
  const fileExists = (abs: string) => !known || !dir || !abs.startsWith(`${dir}/`) || known.has(abs.slice(dir.length + 1));
  const body = bodyDiagnostics(disk, result, ctx, dir, fileExists);
  const cat = useCatalogStore.getState().effective;
  // The effective catalog re-parsed this buffer (updateSkillText), so its record is current;
  // a loose file's findings come from the last scan and only hold for the saved text.
  const rec = cat?.skills.find((s) => s.path === path)?.diagnostics ?? [];
  const loose = dirty ? [] : (cat?.files.find((f) => f.path === path)?.diagnostics ?? []);
  const global = cat?.diagnostics.filter((d) => d.path === path) ?? [];
  const editorRange = (d: Diagnostic): Diagnostic => ({ ...d, range: diskRangeToEditor(d.range, shape) });
  return mergeDiagnostics(parsed, body, rec.filter((d) => !d.path || d.path === path), loose, global).map(editorRange);
}

/** Recompute the effective catalog and every open file's diagnostics now. */
export function refreshAll(): void {
  refreshCatalog();
  refreshDiagnostics();
}

/** Every open file's diagnostics from its current text and the effective catalog. */
function refreshDiagnostics(): void {
  const ed = useEditorStore.getState();
  const problems = useProblemsStore.getState();
  for (const t of ed.tabs) problems.set(t.path, diagnoseText(t.path, t.text, t.dirty));
}

/** Schedule a refresh after an edit: the catalog soon, diagnostics a little later (both debounced). */
export function scheduleRefresh(): void {
  editSeq++;
  catalogDebounce.run('catalog', refreshCatalog);
  debounce.run('all', () => {
    // The catalog debounce has usually recomputed for this edit already; don't do it twice.
    if (catalogSeq !== editSeq) refreshCatalog();
    refreshDiagnostics();
  });
}
