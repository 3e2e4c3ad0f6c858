/**
 * Sandbox inputs: skill (any in the catalog, hidden ones too, or any typed
 * name), path (model tool / user slash), profile, arguments with a live view
 * of how they split and a small form from `arguments`/`argument-hint`,
 * session id, working directory and date.
 */
import { useCatalogStore } from '../../stores/catalog';
import { useSandboxStore } from '../../stores/sandbox';
import { followEditorSkill, pickSandboxSkill, simulate } from '../../actions/sandbox';
import { ProfilePicker, choiceLabel } from '../listing/ProfilePicker';
import { Badge } from '../listing/ui';
import { formFields, newSessionId, noArgsNote } from './lib/args';
import { argumentTokens, findSkill, profileFor, replaceArgument, type ArgSyntax } from '../../engine';

const toInputDate = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60000).toISOString().slice(0, 16);

function ProfileSwitch() {
  const id = useCatalogStore((s) => s.profileId);
  const version = useCatalogStore((s) => s.version);
  const chosen = useSandboxStore((s) => s.inputs.profile);
  const setInputs = useSandboxStore((s) => s.setInputs);
  return (
    <div className="sp-wide">
      <ProfilePicker label="Profile" value={chosen ?? { id, version }} testId="sandbox-profile"
        onChange={(c) => setInputs({ profile: c && (c.id !== id || c.version !== version) ? c : null })} />
      <div className="sp-small sp-muted">
        {chosen ? 'Simulated under this profile; the app keeps its own.' : 'The app\'s active profile.'}
      </div>
    </div>
  );
}

/**
 * One field per named argument (or `argument-hint` word), showing the value
 * the harness would give it: the argument line split with the simulated
 * profile's own tokeniser. Editing a field rewrites only that argument's part
 * of the line, quoted so the harness splits it back the same way.
 */
function ArgsForm({ fields, syntax, harness }: { fields: { name: string; optional: boolean }[]; syntax: ArgSyntax; harness: string }) {
  const args = useSandboxStore((s) => s.inputs.args);
  const setInputs = useSandboxStore((s) => s.setInputs);
  if (!fields.length) return null;
  const tokens = argumentTokens(syntax, args);
  if (!tokens) {
    return <div className="sp-small sp-muted" data-testid="args-form-none">{noArgsNote(syntax, harness)}</div>;
  }
  const update = (i: number, v: string) => setInputs({ args: replaceArgument(syntax, useSandboxStore.getState().inputs.args, i, v) });
  return (
    <div className="sp-grid" data-testid="args-form">
      {fields.map((f, i) => (
        <label key={f.name} className="sp-field"><span>{f.name}{f.optional ? ' (optional)' : ''} <span className="sp-muted">${i}</span></span>
          <input data-testid={`arg-field-${f.name}`} value={tokens[i]?.value ?? ''} onChange={(e) => update(i, e.target.value)} /></label>
      ))}
    </div>
  );
}

/** The inputs form. */
export function InputsForm() {
  const inputs = useSandboxStore((s) => s.inputs);
  const setInputs = useSandboxStore((s) => s.setInputs);
  const busy = useSandboxStore((s) => s.busy);
  const record = useSandboxStore((s) => s.record);
  const follow = useSandboxStore((s) => s.followEditor);
  const catalog = useCatalogStore((s) => s.effective);
  // Statuses in the catalog are the app's profile's; under another simulated profile they
  // would mislead (a skill hidden here may be listed there), so the picker leaves them out.
  const simulated = inputs.profile;
  const skill = findSkill(catalog, inputs.name);
  const fields = skill ? formFields(skill.fields.arguments, skill.argumentHint) : [];
  const appId = useCatalogStore((s) => s.profileId);
  const appVersion = useCatalogStore((s) => s.version);
  // Arguments are split the way the simulated profile (or the app's) splits them.
  const profile = simulated ? profileFor(simulated.id, simulated.version) : profileFor(appId, appVersion);
  return (
    <div className="sp-view" data-testid="sandbox-inputs">
      <div className="sp-grid">
        <label className="sp-field"><span>Skill</span>
          <select data-testid="sandbox-skill" value={skill?.id ?? ''} onChange={(e) => pickSandboxSkill(e.target.value)}>
            <option value="">(choose a skill)</option>
            {catalog?.skills.map((s) => <option key={`${s.path}|${s.id}`} value={s.id}>{s.id}{simulated ? '' : ` — ${s.status}`}{s.scope ? ` (${s.scope})` : ''}</option>)}
          </select>
          {simulated && <span className="sp-small sp-muted" data-testid="sandbox-skill-note">Skills the app&apos;s profile finds; the verdict below says what {choiceLabel(simulated)} does.</span>}
        </label>
        {/* Its own row beside the picker: a label inside the Skill label would be invalid HTML and lay the box out as a field. */}
        <div className="sp-field sp-inline sp-follow">
          <input type="checkbox" id="sandbox-follow" data-testid="sandbox-follow" checked={follow} onChange={(e) => followEditorSkill(e.target.checked)} />
          <label htmlFor="sandbox-follow" title="Off: pinned to the skill chosen here">Follow the editor</label>
        </div>
        <label className="sp-field"><span>Name as typed</span>
          <input data-testid="sandbox-name" value={inputs.name} placeholder="any name" onChange={(e) => pickSandboxSkill(e.target.value)} /></label>
        <div className="sp-field"><span>Path</span>
          <div className="sp-seg" role="radiogroup">
            {(['model', 'user'] as const).map((a) => (
              <button key={a} type="button" role="radio" aria-checked={inputs.as === a} data-testid={`sandbox-as-${a}`} className={`sp-seg-btn${inputs.as === a ? ' sp-on' : ''}`} onClick={() => setInputs({ as: a })}>
                {a === 'model' ? 'model (Skill tool)' : 'user (/slash)'}</button>))}
          </div></div>
        <ProfileSwitch />
      </div>
      <label className="sp-field"><span>Arguments{skill?.argumentHint ? <> · hint: <code>{skill.argumentHint}</code></> : null}</span>
        <input data-testid="sandbox-args" value={inputs.args} placeholder={skill?.argumentHint ?? 'argument text'} onChange={(e) => setInputs({ args: e.target.value })} /></label>
      {record && (
        <div className="sp-argv" data-testid="argv">
          {record.argv.length === 0 && <span className="sp-muted sp-small">no tokens</span>}
          {record.argv.map((t, i) => <span key={i} className="sp-token" data-testid="argv-token"><b>${i}</b>{t}</span>)}
          {Object.entries(record.named).map(([k, v]) => <span key={k} className="sp-token" data-testid="named-token"><b>${k}</b>{v}</span>)}
        </div>
      )}
      <ArgsForm fields={fields} syntax={profile.invocation.args} harness={profile.label} />
      <div className="sp-grid">
        <label className="sp-field"><span>Session id <button type="button" className="sp-link" onClick={() => setInputs({ sessionId: newSessionId() })}>new</button></span>
          <input data-testid="sandbox-session" value={inputs.sessionId} onChange={(e) => setInputs({ sessionId: e.target.value })} /></label>
        <label className="sp-field"><span>Working directory</span>
          <input data-testid="sandbox-cwd" value={inputs.cwd} onChange={(e) => setInputs({ cwd: e.target.value })} /></label>
        <label className="sp-field"><span>Date</span>
          <input type="datetime-local" data-testid="sandbox-date" value={toInputDate(inputs.now ?? Date.now())} onChange={(e) => setInputs({ now: e.target.value ? new Date(e.target.value).getTime() : null })} /></label>
      </div>
      <div className="sp-row">
        <button type="button" className="sp-btn sp-btn-primary" data-testid="sandbox-invoke" disabled={!inputs.name.trim() || busy} onClick={() => void simulate(true)}>Invoke (save to history)</button>
        {skill && !simulated && <Badge kind={skill.status === 'listed' ? 'full' : skill.status}>{skill.status}</Badge>}
        <span className="sp-small sp-muted">The result below updates as you type; Invoke saves a run. Shell commands never run without their own Run click.</span>
      </div>
    </div>
  );
}
