/** What invoking the skill changes in the session (reference §12), and inline vs fork (§11). */
import type { ReactNode } from 'react';
import type { InvocationRecord } from '../../../../shared/engine';
import { Badge, Section } from '../listing/ui';

const list = (xs: string[]) => (xs.length ? xs.map((x) => <code key={x}>{x}</code>) : <span className="sp-muted">none</span>);

/** Delta table with cleared (privileged) fields and the fork request. */
export function DeltaView({ record }: { record: InvocationRecord }) {
  const d = record.delta;
  const cleared = (f: string) => d.cleared.find((c) => c.field === f || c.field.replace(/-/g, '') === f.toLowerCase());
  const row = (label: string, field: string, value: ReactNode) => {
    const c = cleared(field);
    return (
      <>
        <dt>{label}</dt>
        <dd data-testid={`delta-${field}`}>{value}{c && <> <Badge kind="omitted">cleared</Badge> <span className="sp-muted">{c.reason}</span></>}</dd>
      </>
    );
  };
  return (
    <Section title="Delta" testId="delta">
      <dl className="sp-kv">
        {row('mode', 'mode', record.mode === 'fork' ? <>fork{record.fork && <> → agent <code>{record.fork.agent}</code>{record.fork.model && <> model <code>{record.fork.model}</code></>}</>}</> : 'inline')}
        {row('tools granted', 'allowedTools', list(d.allowedTools))}
        {row('tools removed', 'disallowedTools', list(d.disallowedTools))}
        {row('model', 'model', d.model ?? <span className="sp-muted">unchanged</span>)}
        {row('effort', 'effort', d.effort !== undefined ? String(d.effort) : <span className="sp-muted">unchanged</span>)}
        {row('paths', 'paths', list(d.paths))}
        {row('hooks', 'hooks', d.hooks ? <code>{JSON.stringify(d.hooks)}</code> : <span className="sp-muted">none</span>)}
      </dl>
      {d.cleared.length > 0 && (
        <ul className="sp-plain sp-small" data-testid="delta-cleared">
          {d.cleared.map((c) => <li key={c.field}><Badge kind="omitted">cleared</Badge> <code>{c.field}</code> {c.reason}</li>)}
        </ul>
      )}
      {record.fork && (
        <div className="sp-small" data-testid="fork-request">Fork request: <code>{JSON.stringify(record.fork)}</code></div>
      )}
    </Section>
  );
}
