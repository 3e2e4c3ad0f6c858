/**
 * "Check with my Claude Code" (issue 15): the button of the Listing and Sandbox
 * panes and the panel it opens there. The panel says which Claude Code will run
 * (or how to point at one), runs the capture in main with its progress shown,
 * then puts what Claude Code really sent beside the simulation, entry by entry,
 * with each difference highlighted and explained, the invocation side by side,
 * what happened to `!` commands, and a bug report to copy. Renders store state;
 * effects are actions/capture.ts.
 */
import { useState } from 'react';
import type { CaptureView } from '../../../../shared/ipc/contract';
import { closeCapture, copyBugReport, openCapture, runCapture, setClaudePath, setConsent } from '../../actions/capture';
import { useCaptureStore, type CaptureOrigin } from '../../stores/capture';
import { useCatalogStore } from '../../stores/catalog';
import { useSandboxStore } from '../../stores/sandbox';
import { captureProfiles, hasCapture, profileRecord } from '../../../../shared/engine';
import { Badge, Section } from '../../panes/listing/ui';
import './capture.css';

/**
 * The pane's "Check with my Claude Code" button, offered only under a profile
 * whose registry record has a capture (the check always runs Claude Code, so
 * under another harness's profile it would compare the wrong thing); there a
 * short note says which profile has it.
 */
export function CaptureButton({ origin }: { origin: CaptureOrigin }) {
  const open = useCaptureStore((s) => s.origin === origin);
  const appProfile = useCatalogStore((s) => s.profileId);
  const sandboxProfile = useSandboxStore((s) => s.inputs.profile?.id ?? null);
  const profileId = (origin === 'sandbox' ? sandboxProfile : null) ?? appProfile;
  if (!hasCapture(profileId)) {
    const withCapture = captureProfiles().map((id) => profileRecord(id).label).join(', ');
    return (
      <span className="sp-muted sp-small" data-testid={`capture-unavailable-${origin}`}>
        Check with my Claude Code compares with your own {withCapture || 'harness'}; {profileRecord(profileId).label} cannot be run here. Switch the profile to {withCapture || 'one with a capture'} to use it.
      </span>
    );
  }
  return (
    <button type="button" className={`sp-btn${open ? ' sp-btn-primary' : ''}`} data-testid={`capture-open-${origin}`}
      title="Run your own Claude Code offline on a copy of this project and compare what it sends with the simulation"
      onClick={() => (open ? closeCapture() : openCapture(origin))}>
      Check with my Claude Code
    </button>
  );
}

/** Which Claude Code runs, or how to point at one; a field to set the path. */
function ClaudeLine() {
  const claude = useCaptureStore((s) => s.claude);
  const finding = useCaptureStore((s) => s.finding);
  const [path, setPath] = useState('');
  const [editing, setEditing] = useState(false);
  if (finding && !claude) return <p className="sp-muted sp-small">Looking for Claude Code…</p>;
  const field = (
    <div className="sp-row">
      <input className="cp-path" data-testid="capture-claude-path" placeholder="/path/to/claude (or its cli.js)" value={path} onChange={(e) => setPath(e.target.value)} />
      <button type="button" className="sp-btn" data-testid="capture-claude-path-set" disabled={!path.trim()} onClick={() => { void setClaudePath(path); setEditing(false); }}>Use this Claude Code</button>
    </div>
  );
  if (!claude) return null;
  if (!claude.found) {
    return (
      <div className="sp-warn" data-testid="capture-missing">
        <p className="cp-p">{claude.help}</p>
        <ul className="sp-plain sp-small">{claude.searched.slice(0, 8).map((s) => <li key={s.path}><code>{s.path}</code> {s.why}</li>)}</ul>
        {field}
      </div>
    );
  }
  return (
    <div className="sp-small" data-testid="capture-claude">
      Claude Code <strong data-testid="capture-claude-version">{claude.version}</strong> at <code>{claude.path}</code> <span className="sp-muted">({claude.source === 'setting' ? 'your setting' : claude.source === 'PATH' ? 'on PATH' : 'install folder'})</span>
      <button type="button" className="sp-link" onClick={() => setEditing(!editing)}>change</button>
      {editing && field}
    </div>
  );
}

/** Show `text` with everything from the first character where it differs from `other` marked. */
function Marked({ text, other, testId }: { text: string | null; other: string | null; testId: string }) {
  if (text === null) return <span className="sp-empty" data-testid={testId}>not listed</span>;
  let i = 0;
  if (other !== null) while (i < text.length && i < other.length && text[i] === other[i]) i++;
  const cut = other === null ? 0 : i;
  return (
    <pre className="cp-text" data-testid={testId}>
      {text.slice(0, cut)}{cut < text.length && <mark className="cp-mark">{text.slice(cut)}</mark>}{other !== null && cut === text.length && other.length > text.length && <mark className="cp-mark cp-gap" title="the other side goes on here"> </mark>}
    </pre>
  );
}

const STATUS_WORD = { same: 'same', differs: 'differs', 'captured-only': 'only Claude Code', 'simulated-only': 'only simulated' } as const;

/** The listing side by side, entry by entry. */
function ListingDiffView({ r }: { r: CaptureView }) {
  const [onlyDiff, setOnlyDiff] = useState(false);
  const rows = r.diff.entries.filter((e) => !onlyDiff || e.status !== 'same');
  return (
    <Section title={`Listing: ${r.diff.entriesSame} of ${r.diff.entriesTotal} entries identical`} testId="capture-listing"
      actions={<label className="sp-field sp-inline"><input type="checkbox" data-testid="capture-only-diff" checked={onlyDiff} onChange={(e) => setOnlyDiff(e.target.checked)} />differences only</label>}>
      <p className="sp-note">
        Delivered as <code>{r.listing.delivery ?? 'none'}</code>. {r.diff.identical ? 'The whole text is identical.' : 'Each difference is a bug in the claude-code profile (built-in entries aside).'}
        {r.bundled.length > 0 && ` ${r.bundled.length} built-in entries of Claude Code ${r.claudeVersion}${r.bundledStored ? ' were kept in the app data folder and now count in the simulated budget' : ''}.`}
      </p>
      <table className="cp-table">
        <thead><tr><th>entry</th><th>Claude Code (captured)</th><th>Skill Studio (simulated)</th></tr></thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.name} className={`cp-row cp-${e.status}`} data-testid="capture-entry" data-name={e.name} data-status={e.status} data-origin={e.origin}>
              <td className="cp-name">
                <strong>{e.name}</strong>
                <div><Badge kind={e.status === 'same' ? 'full' : e.status === 'differs' ? 'shortened' : 'omitted'}>{STATUS_WORD[e.status]}</Badge>{e.origin === 'builtin' && <Badge kind="not-discovered">built-in</Badge>}</div>
                {e.status !== 'same' && <div className="sp-small sp-muted" data-testid="capture-entry-why">{e.explanation}</div>}
              </td>
              <td><Marked text={e.captured} other={e.simulated} testId="capture-entry-captured" /></td>
              <td><Marked text={e.simulated} other={e.captured} testId="capture-entry-simulated" /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** One invocation side by side. */
function InvocationDiffView({ r }: { r: CaptureView }) {
  return (
    <>
      {r.invocations.map((inv) => {
        const label = inv.as === 'user' ? `/${inv.name}${inv.args ? ` ${inv.args}` : ''}` : `Skill(${inv.name}${inv.args ? `, ${JSON.stringify(inv.args)}` : ''})`;
        const side = (s: typeof inv.captured | typeof inv.simulated, other: typeof inv.captured | typeof inv.simulated, who: 'captured' | 'simulated') => (
          <div className="sp-column" data-testid={`capture-invocation-${who}`}>
            <div className="sp-column-head"><strong>{who === 'captured' ? 'Claude Code (captured)' : 'Skill Studio (simulated)'}</strong><Badge kind={s.loaded ? 'allowed' : 'omitted'}>{s.loaded ? 'loaded' : 'refused'}</Badge></div>
            {s.toolResult && <Marked text={`tool result${s.toolResult.isError ? ' (is_error)' : ''}: ${s.toolResult.text}`} other={other.toolResult ? `tool result${other.toolResult.isError ? ' (is_error)' : ''}: ${other.toolResult.text}` : null} testId="capture-tool-result" />}
            {s.command !== null && <Marked text={s.command} other={other.command} testId="capture-command" />}
            {s.refusal && <Marked text={s.refusal} other={other.refusal} testId="capture-refusal" />}
            {s.bodies.map((b, i) => <Marked key={i} text={b} other={other.bodies[i] ?? null} testId="capture-body" />)}
          </div>
        );
        return (
          <Section key={label} title={`Invocation ${label}: ${inv.differences.length ? `${inv.differences.length} difference(s)` : 'identical'}`} testId="capture-invocation">
            {inv.differences.length > 0 && <p className="sp-note" data-testid="capture-invocation-fields">Differs in: {inv.differences.map((d) => d.field).join(', ')}</p>}
            <div className="sp-side-by-side">{side(inv.captured, inv.simulated, 'captured')}{side(inv.simulated, inv.captured, 'simulated')}</div>
          </Section>
        );
      })}
    </>
  );
}

/** The consent boxes for the invoked skill's `!` commands (sandbox only): unticked, each its own. */
function ShellConsent({ commands }: { commands: readonly string[] }) {
  const consent = useCaptureStore((s) => s.consent);
  if (!commands.length) return null;
  return (
    <div className="sp-warn" data-testid="capture-consent">
      <p className="cp-p">Claude Code runs a skill's <code>!</code> commands for real. By default the capture turns on its own setting <code>disableSkillShellExecution</code> and they are not run. Tick a command to let it run (in a temporary copy of the project); all of them must be ticked for any to run.</p>
      {commands.map((c) => (
        <label key={c} className="sp-field sp-inline"><input type="checkbox" data-testid="capture-consent-box" checked={!!consent[c]} onChange={(e) => setConsent(c, e.target.checked)} /><code>{c}</code></label>
      ))}
    </div>
  );
}

/** What a capture asks for, from the pane that opened it. */
export interface CaptureTarget {
  /** The Sandbox's invocation (absent in the Listing pane). */
  invoke?: { name: string; as: 'model' | 'user'; args?: string };
  /** The invoked skill's `!` commands as the simulation shows them. */
  commands?: readonly string[];
}

/** The panel, shown in the pane whose button opened it. */
export function CapturePanel({ origin, target }: { origin: CaptureOrigin; target?: CaptureTarget }) {
  const open = useCaptureStore((s) => s.origin === origin);
  const claude = useCaptureStore((s) => s.claude);
  const running = useCaptureStore((s) => s.running);
  const progress = useCaptureStore((s) => s.progress);
  const error = useCaptureStore((s) => s.error);
  const result = useCaptureStore((s) => s.result);
  const copied = useCaptureStore((s) => s.copied);
  if (!open) return null;
  const wantsInvoke = origin === 'sandbox';
  const canRun = !!claude?.found && !running && (!wantsInvoke || !!target?.invoke?.name.trim());
  const mine = result && (wantsInvoke ? result.invocations.length > 0 : true) ? result : null;
  return (
    <Section title="Check with my Claude Code" testId={`capture-panel-${origin}`}
      actions={<button type="button" className="sp-link" onClick={closeCapture}>close</button>}>
      <div className="sp-view">
        <ClaudeLine />
        <p className="sp-note">Runs your Claude Code once, offline: on a temporary copy of this project's and your home's skills and settings (never your credentials), against a fake API on 127.0.0.1 with a dummy key, killed after 2 minutes. It reads the files as saved (unsaved edits are not part of it).</p>
        {wantsInvoke && <ShellConsent commands={target?.commands ?? []} />}
        <div className="sp-row">
          <button type="button" className="sp-btn sp-btn-primary" data-testid="capture-run" disabled={!canRun}
            onClick={() => void runCapture(origin, wantsInvoke ? target?.invoke : undefined, target?.commands ?? [])}>
            {running ? 'Capturing…' : wantsInvoke ? `Capture ${target?.invoke?.as === 'user' ? `/${target?.invoke?.name ?? ''}` : `Skill(${target?.invoke?.name ?? ''})`}` : 'Capture the listing'}
          </button>
          {wantsInvoke && !target?.invoke?.name.trim() && <span className="sp-muted sp-small">Choose a skill to invoke first.</span>}
        </div>
        {(running || progress.length > 0) && (
          <ol className="cp-progress" data-testid="capture-progress" data-running={running}>
            {progress.map((l, i) => <li key={i}>{l}</li>)}
            {running && <li className="sp-muted">running…</li>}
          </ol>
        )}
        {error && <div className="sp-error" data-testid="capture-error">{error}</div>}
        {mine && !running && (
          <>
            <p className="sp-small" data-testid="capture-summary">
              Claude Code {mine.claudeVersion}, model <code>{mine.model ?? '?'}</code>, compared with claude-code {mine.engineVersion}; {mine.safety.requests} requests, all on loopback{mine.safety.outbound.length ? ` (${mine.safety.outbound.length} for other hosts refused)` : ''}; took {(mine.ms / 1000).toFixed(1)} s.
            </p>
            <p className={mine.shell.disabled ? 'sp-note' : 'sp-warn'} data-testid="capture-shell-note">{mine.shell.note}</p>
            {/* The pane's own question first: the invocation in the Sandbox, the listing in the Listing pane. */}
            {wantsInvoke && <InvocationDiffView r={mine} />}
            <ListingDiffView r={mine} />
            {!wantsInvoke && <InvocationDiffView r={mine} />}
            <Section title="Bug report" testId="capture-report" actions={
              <button type="button" className="sp-btn" data-testid="capture-copy-report" onClick={() => void copyBugReport()}>{copied ? 'Copied' : 'Copy bug report'}</button>}>
              <details><summary className="sp-small">Show the report (the minimal input and both sides of each difference)</summary>
                <pre className="cp-text" data-testid="capture-bug-report">{mine.bugReport}</pre>
              </details>
            </Section>
          </>
        )}
      </div>
    </Section>
  );
}
