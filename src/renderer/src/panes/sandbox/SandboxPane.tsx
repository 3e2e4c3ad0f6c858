/**
 * Invocation sandbox pane: what invoking a skill expands to under the active
 * profile — verdict, messages, highlighted body, shell commands (dry run),
 * delta and fork — with a saved, comparable history. The simulation is the
 * engine's `simulateInvocation` run in main over the unsaved buffers; this
 * pane only renders the record. Mounted by the shell with no props.
 */
import { useEffect } from 'react';
import { useCatalogStore } from '../../stores/catalog';
import { useEditorStore } from '../../stores/editor';
import { useSandboxStore } from '../../stores/sandbox';
import { loadHistory, schedulePreview } from '../../actions/sandbox';
import { Empty } from '../listing/ui';
import { InputsForm } from './InputsForm';
import { DeltaView } from './DeltaView';
import { HistoryView } from './HistoryView';
import { HighlightedBody, Messages, Verdict } from './RecordParts';
import { ShellCommands } from './ShellCommands';
import { newSessionId } from './lib/args';
import { CaptureButton, CapturePanel } from '../../components/capture/CapturePanel';
import '../listing/panes.css';

/**
 * Fill the session id once, and keep the live preview in step with inputs and
 * buffers. (The working directory follows the open project in the store.)
 */
function useLivePreview() {
  const inputs = useSandboxStore((s) => s.inputs);
  const setInputs = useSandboxStore((s) => s.setInputs);
  const effective = useCatalogStore((s) => s.effective);
  const tabs = useEditorStore((s) => s.tabs);
  useEffect(() => { void loadHistory(); }, [loadHistory]);
  useEffect(() => {
    if (!inputs.sessionId) setInputs({ sessionId: newSessionId() });
  }, [inputs.sessionId, setInputs]);
  useEffect(() => {
    if (inputs.name.trim()) schedulePreview();
  }, [inputs, effective, tabs, schedulePreview]);
}

/** The sandbox pane (default export, no props). */
export default function SandboxPane() {
  useLivePreview();
  const record = useSandboxStore((s) => s.record);
  const savedId = useSandboxStore((s) => s.savedId);
  const error = useSandboxStore((s) => s.error);
  const view = useSandboxStore((s) => s.view);
  const setView = useSandboxStore((s) => s.setView);
  const count = useSandboxStore((s) => s.history.length);
  const inputs = useSandboxStore((s) => s.inputs);
  return (
    <div className="sp-pane" data-testid="sandbox-pane">
      <nav className="sp-tabs" role="tablist">
        {([['run', 'Invocation'], ['history', `History (${count})`]] as const).map(([v, l]) => (
          <button key={v} type="button" role="tab" aria-selected={view === v} data-testid={`sandbox-tab-${v}`} className={`sp-tab${view === v ? ' sp-on' : ''}`} onClick={() => setView(v)}>{l}</button>
        ))}
      </nav>
      <div className="sp-pane-body">
        {view === 'history' ? <HistoryView /> : <div className="sp-view">
          <InputsForm />
          <div className="sp-toolbar"><CaptureButton origin="sandbox" /></div>
          <CapturePanel origin="sandbox" target={{
            ...(inputs.name.trim() ? { invoke: { name: inputs.name.trim(), as: inputs.as, ...(inputs.args ? { args: inputs.args } : {}) } } : {}),
            commands: record?.request.name === inputs.name.trim() ? record.shellCommands.map((c) => c.command) : [],
          }} />
          {error && <div className="sp-error" data-testid="sandbox-error">{error}</div>}
          {!record ? <Empty>Choose a skill or type a name to see what invoking it expands to.</Empty> : (
            <>
              <div className="sp-small sp-muted" data-testid="record-kind" data-saved-id={savedId ?? ''} data-request={`${record.request.as}:${record.request.name}:${record.request.args ?? ''}`}>{savedId ? `Saved run ${savedId}` : 'Live preview (not saved)'}</div>
              <Verdict record={record} />
              {record.messages.length > 0 && <Messages record={record} />}
              {record.allowed && <HighlightedBody record={record} />}
              <ShellCommands record={record} />
              {record.allowed && <DeltaView record={record} />}
            </>
          )}
        </div>}
      </div>
    </div>
  );
}
