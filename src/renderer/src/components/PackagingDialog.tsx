/**
 * The packaging dialog: Export skill (target, what goes in, what stays out,
 * problems, Save), Import skill (pick or drop an archive; its problems and a
 * clash are shown before anything is written; Rename / Replace / Cancel),
 * New plugin (name and skills folder). State: stores/packaging.ts.
 */
import { useEffect, useState } from 'react';
import type { Diagnostic } from '../../../shared/engine';
import { pluginNameProblem } from '../../../shared/pack/plugin/scaffold';
import { checkExport, confirmImport, createPlugin, inspectImport, saveExport } from '../actions/packaging';
import { useCatalogStore } from '../stores/catalog';
import { usePackagingStore } from '../stores/packaging';

const NO_ROOTS: { scope: string; path: string }[] = [];

function Problems({ list, testId }: { list: Diagnostic[]; testId: string }) {
  if (!list.length) return null;
  return (
    <ul className="pack-problems" data-testid={testId}>
      {list.map((d, i) => <li key={i} className={`sev-${d.severity}`}><b>{d.severity}</b> {d.message} <span className="muted">[{d.code}]</span></li>)}
    </ul>
  );
}

function RootPicker({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const roots = useCatalogStore((s) => s.snapshot?.writableRoots) ?? NO_ROOTS;
  return (
    <label className="field col">
      <span>Skills folder</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} aria-label="Skills folder" data-testid="pack-root">
        {roots.map((r) => <option key={r.path} value={r.path}>{r.scope}: {r.path}</option>)}
      </select>
      {roots.length === 0 && <span className="field-error">No writable skills folder in this project.</span>}
    </label>
  );
}

function ExportBody() {
  const { exportDir, exportResult: r, busy } = usePackagingStore();
  const [target, setTarget] = useState<'claude-ai' | 'plain'>('claude-ai');
  useEffect(() => { void checkExport(target); }, [target, exportDir]);
  return (
    <>
      <p className="muted">{exportDir}</p>
      <label className="field col">
        <span>Target</span>
        <select value={target} onChange={(e) => setTarget(e.target.value as 'claude-ai' | 'plain')} aria-label="Target" data-testid="pack-target">
          <option value="claude-ai">claude.ai upload (one folder, one SKILL.md, ≤ 200 files)</option>
          <option value="plain">plain folder (for any skills root)</option>
        </select>
      </label>
      {r && (
        <div data-testid="pack-report">
          <Problems list={r.diagnostics} testId="pack-problems" />
          <div>Goes in ({r.files.length}):</div>
          <ul className="pack-files">{r.files.map((f) => <li key={f.archivePath}>{f.archivePath} <span className="muted">{f.size} B</span></li>)}</ul>
          {r.excluded.length > 0 && <><div>Left out:</div><ul className="pack-files">{r.excluded.map((e) => <li key={e.rel}>{e.rel} <span className="muted">{e.reason}</span></li>)}</ul></>}
        </div>
      )}
      <div className="buttons">
        <button type="button" className="primary" disabled={!r?.ok || busy} onClick={() => void saveExport(target)} data-testid="pack-save">Save {r?.fileName ?? 'zip'}</button>
      </div>
    </>
  );
}

function ImportBody() {
  const roots = useCatalogStore((s) => s.snapshot?.writableRoots) ?? NO_ROOTS;
  const { pending, busy } = usePackagingStore();
  const [root, setRoot] = useState('');
  const [over, setOver] = useState(false);
  useEffect(() => { setRoot((roots.find((r) => r.scope === 'project') ?? roots[0])?.path ?? ''); }, [roots]);
  const take = (f: File | undefined) => { if (f && root) void inspectImport(f, root); };
  const i = pending?.inspection;
  return (
    <>
      <RootPicker value={root} onChange={setRoot} />
      <div className={`drop-zone${over ? ' over' : ''}`} data-testid="pack-drop"
        onDragOver={(e) => { e.preventDefault(); setOver(true); }} onDragLeave={() => setOver(false)}
        onDrop={(e) => { e.preventDefault(); setOver(false); take(e.dataTransfer.files[0]); }}>
        Drop a .zip or .skill here, or <input type="file" accept=".zip,.skill" aria-label="Archive" data-testid="pack-file" onChange={(e) => take(e.target.files?.[0])} />
      </div>
      {i && (
        <div data-testid="pack-inspection">
          <div>{i.outcome === 'refused' ? 'This archive is refused; nothing will be written.' : `Skill "${i.name}" with ${i.files.length} files.`}</div>
          <Problems list={[...i.diagnostics, ...i.skillDiagnostics]} testId="pack-import-problems" />
          {i.outcome !== 'refused' && (i.clash ? (
            <div role="alertdialog" aria-label="Name clash" data-testid="pack-clash">
              <p>A skill named "{i.name}" already exists here.</p>
              <div className="buttons">
                <button type="button" disabled={busy} onClick={() => void confirmImport('rename')} data-testid="pack-clash-rename">Rename to {i.renameTo}</button>
                <button type="button" disabled={busy} onClick={() => void confirmImport('replace')} data-testid="pack-clash-replace">Replace</button>
                <button type="button" disabled={busy} onClick={() => void confirmImport('cancel')} data-testid="pack-clash-cancel">Cancel</button>
              </div>
            </div>
          ) : (
            <div className="buttons"><button type="button" className="primary" disabled={busy} onClick={() => void confirmImport('rename')} data-testid="pack-import">Import</button></div>
          ))}
        </div>
      )}
    </>
  );
}

function PluginBody() {
  const roots = useCatalogStore((s) => s.snapshot?.writableRoots) ?? NO_ROOTS;
  const busy = usePackagingStore((s) => s.busy);
  const [root, setRoot] = useState('');
  const [name, setName] = useState('');
  useEffect(() => { setRoot((roots.find((r) => r.scope === 'project') ?? roots[0])?.path ?? ''); }, [roots]);
  const problem = name ? pluginNameProblem(name) : null;
  return (
    <>
      <label className="field col">
        <span>Plugin name</span>
        <input autoFocus value={name} onChange={(e) => setName(e.target.value)} aria-label="Plugin name" data-testid="plugin-name" placeholder="e.g. team-tools" spellCheck={false} />
        {problem && <span className="field-error">{problem}</span>}
      </label>
      <RootPicker value={root} onChange={setRoot} />
      <p className="muted">A plugin inside a skills folder loads in Claude Code as name@skills-dir, its skills as name:skill.</p>
      <div className="buttons"><button type="button" className="primary" disabled={!name || !!problem || !root || busy} onClick={() => void createPlugin(root, name)} data-testid="plugin-create">Create</button></div>
    </>
  );
}

const TITLES = { export: 'Export skill', import: 'Import skill', plugin: 'New plugin' } as const;

export default function PackagingDialog() {
  const { mode, message, close } = usePackagingStore();
  if (!mode) return null;
  return (
    <div className="overlay" onMouseDown={close}>
      <div className="dialog" role="dialog" aria-modal="true" aria-label={TITLES[mode]} data-testid={`pack-dialog-${mode}`}
        onMouseDown={(e) => e.stopPropagation()} onKeyDown={(e) => { if (e.key === 'Escape') close(); }}>
        <h2>{TITLES[mode]}</h2>
        {mode === 'export' && <ExportBody />}
        {mode === 'import' && <ImportBody />}
        {mode === 'plugin' && <PluginBody />}
        {message && <p role="status" data-testid="pack-message">{message}</p>}
        <div className="buttons"><button type="button" onClick={close}>Close</button></div>
      </div>
    </div>
  );
}
