/**
 * Renderers for one InvocationRecord: verdict, delivered messages, the
 * expanded body with substitutions highlighted, and the flags list. Dumb:
 * they render what the engine returned.
 */
import type { InvocationRecord, Substitution } from '../../../../shared/engine';
import { useSandboxStore } from '../../stores/sandbox';
import { Badge, CopyButton, Section } from '../listing/ui';
import { FLAG_WORDS, segmentBody, substitutionTitle } from './lib/segments';

/** Allowed, or refused with the harness's reason and did-you-mean suggestions. */
export function Verdict({ record }: { record: InvocationRecord }) {
  const setInputs = useSandboxStore((s) => s.setInputs);
  return (
    <div className={`sp-verdict ${record.allowed ? 'sp-allowed' : 'sp-refused'}`} data-testid="verdict" data-allowed={record.allowed}>
      <Badge kind={record.allowed ? 'allowed' : 'refused'}>{record.allowed ? 'allowed' : 'refused'}</Badge>
      <span>{record.allowed
        ? <>resolves to <strong>{record.skillId}</strong> · {record.mode === 'fork' ? 'runs in a forked sub-agent' : 'inline'}</>
        : <span data-testid="verdict-reason">{record.reason}</span>}</span>
      {record.suggestions.length > 0 && (
        <span data-testid="suggestions">did you mean {record.suggestions.map((s) => <button key={s} type="button" className="sp-link" onClick={() => setInputs({ name: s })}>{s}</button>)}?</span>
      )}
    </div>
  );
}

/** The messages the model receives, in order, each copyable. */
export function Messages({ record }: { record: InvocationRecord }) {
  return (
    <Section title={`Messages delivered (${record.messages.length})`} testId="messages">
      {record.messages.map((m, i) => (
        <div key={i} className="sp-message" data-testid="message" data-hidden={m.hidden}>
          <div className="sp-message-head">
            <strong>{i + 1}. {m.role}</strong>{m.label && <span className="sp-muted">{m.label}</span>}
            <Badge kind={m.hidden ? 'hidden' : 'visible'}>{m.hidden ? 'hidden from the user' : 'visible'}</Badge>
            <span className="sp-right"><CopyButton text={m.text} /></span>
          </div>
          <pre data-testid="message-text">{m.text}</pre>
        </div>
      ))}
    </Section>
  );
}

function SubSpan({ s, text }: { s: Substitution; text: string }) {
  return (
    <mark className={`sp-sub${s.flag ? ' sp-flagged' : ''}${text === '' ? ' sp-empty-sub' : ''}`} title={substitutionTitle(s)} data-testid="sub" data-placeholder={s.placeholder} data-source={s.source} data-flag={s.flag ?? ''}>
      {text}
    </mark>
  );
}

/** The expanded body, every substitution highlighted (hover: placeholder and source), shell commands outlined. */
export function HighlightedBody({ record }: { record: InvocationRecord }) {
  const segs = segmentBody(record.body, record.substitutions, record.shellCommands);
  return (
    <Section title="Expanded body" testId="expanded-body" actions={<CopyButton text={record.body} />}>
      <pre className="sp-body" data-testid="body-text">
        {segs.map((g, i) => g.kind === 'text' ? <span key={i}>{g.text}</span>
          : g.kind === 'sub' ? <SubSpan key={i} s={g.sub} text={g.text} />
            : <span key={i} className="sp-shell" title={g.shell.wouldRun ? 'shell command: would run' : `shell command: ${g.shell.note ?? 'would not run'}`}>{g.text}</span>)}
      </pre>
      <Flags record={record} />
    </Section>
  );
}

/** Placeholders left literal or emptied, the appended ARGUMENTS: line, missing skill-dir paths. */
export function Flags({ record }: { record: InvocationRecord }) {
  const flagged = record.substitutions.filter((s) => s.flag || s.source === 'appended');
  if (!flagged.length && !record.diagnostics.length) return null;
  return (
    <ul className="sp-plain sp-small" data-testid="flags">
      {flagged.map((s, i) => (
        <li key={i} data-testid="flag" data-flag={s.flag ?? 'appended'}>
          <Badge kind="flag">{s.source === 'appended' && !s.flag ? 'appended' : s.flag}</Badge>{' '}
          <code>{s.placeholder}</code> {s.flag ? FLAG_WORDS[s.flag] : `no placeholder used the arguments, so the harness appended ${JSON.stringify(s.value.trim())}`}
        </li>
      ))}
      {record.diagnostics.map((d, i) => <li key={`d${i}`} className={`sp-diag sp-${d.severity}`}><code>{d.code}</code> {d.message}</li>)}
    </ul>
  );
}
