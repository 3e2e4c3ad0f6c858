/**
 * Run history (persisted by main through `history.*`): pin/unpin, show,
 * replay against the skill as it is now, compare two runs, export as JSON.
 */
import type { HistoryEntry } from '../../../../shared/ipc/contract';
import { useSandboxStore } from '../../stores/sandbox';
import { pinRun, removeRun, replayRun } from '../../actions/sandbox';
import { downloadText } from '../listing/lib/download';
import { Badge, Empty, Section } from '../listing/ui';
import { diffRecords } from './lib/recordDiff';

function label(e: HistoryEntry): string {
  const r = e.record.request;
  return `${r.as === 'user' ? '/' : ''}${r.name}${r.args ? ` ${r.args}` : ''}`;
}

function Compare({ a, b }: { a: HistoryEntry; b: HistoryEntry }) {
  const diff = diffRecords(a.record, b.record);
  const changed = diff.some((l) => l.kind !== 'same');
  return (
    <Section title={`Compare: ${new Date(a.createdAt).toLocaleTimeString()} → ${new Date(b.createdAt).toLocaleTimeString()}`} testId="history-compare">
      {!changed && <p className="sp-small sp-muted" data-testid="compare-same">The two runs are identical.</p>}
      <pre className="sp-diff" data-testid="compare-diff">
        {diff.map((l, i) => <div key={i} className={`sp-diff-${l.kind}`}>{l.kind === 'add' ? '+ ' : l.kind === 'del' ? '- ' : '  '}{l.text}</div>)}
      </pre>
    </Section>
  );
}

/** History list plus the comparison of the two selected runs. */
export function HistoryView() {
  const { history, selected, savedId, show, toggleSelected, setView } = useSandboxStore();
  const pin = pinRun, remove = removeRun, replay = replayRun;
  const sorted = [...history].sort((x, y) => Number(y.pinned) - Number(x.pinned) || y.createdAt - x.createdAt);
  const pair = selected.map((id) => history.find((h) => h.id === id)).filter((h): h is HistoryEntry => !!h)
    .sort((x, y) => x.createdAt - y.createdAt);
  return (
    <Section title={`History (${history.length})`} testId="history">
      {!sorted.length && <Empty>No runs yet: Invoke saves one.</Empty>}
      <ul className="sp-plain sp-history">
        {sorted.map((e) => (
          <li key={e.id} data-testid="history-entry" data-pinned={e.pinned} className={savedId === e.id ? 'sp-selected' : ''}>
            <input type="checkbox" aria-label="select for comparison" data-testid="history-select" checked={selected.includes(e.id)} onChange={() => toggleSelected(e.id)} />
            <Badge kind={e.record.allowed ? 'allowed' : 'refused'}>{e.record.allowed ? 'allowed' : 'refused'}</Badge>
            <div className="sp-grow">
              <button type="button" className="sp-link sp-ellipsis" data-testid="history-show" title={label(e)} onClick={() => { show(e); setView('run'); }}><code>{label(e)}</code></button>
              <div className="sp-muted sp-small">{e.profile} · {new Date(e.createdAt).toLocaleString()}{e.pinned && ' · pinned'}</div>
            </div>
            <span className="sp-actions sp-nowrap">
              <button type="button" className="sp-link" data-testid="history-pin" onClick={() => void pin(e.id, !e.pinned)}>{e.pinned ? 'unpin' : 'pin'}</button>
              <button type="button" className="sp-link" data-testid="history-replay" onClick={() => void replay(e)}>replay</button>
              <button type="button" className="sp-link" data-testid="history-export" onClick={() => downloadText(`invocation-${e.record.request.name}-${e.id}.json`, JSON.stringify(e, null, 2), 'application/json')}>export</button>
              <button type="button" className="sp-link" aria-label="delete run" onClick={() => void remove(e.id)}>delete</button>
            </span>
          </li>
        ))}
      </ul>
      {pair.length === 2 ? <Compare a={pair[0]} b={pair[1]} /> : history.length > 1 && <p className="sp-small sp-muted">Tick two runs to compare them.</p>}
    </Section>
  );
}
