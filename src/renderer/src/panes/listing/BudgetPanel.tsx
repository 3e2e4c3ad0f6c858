/**
 * Budget knobs: context window (200k / 1M / custom), budget fraction, explicit
 * budget, per-entry cap. Each shows the value in effect and where it came
 * from (set here, the user's Claude Code env/settings, or the default), and
 * can be overridden here or reset to the harness value.
 */
import { useCatalogStore } from '../../stores/catalog';
import type { ListingOptions } from '../../../../shared/engine';
import type { HarnessSettings } from '../../../../shared/ipc/contract';
import { WINDOW_PRESETS, formatTokens, type BudgetKey, type ResolvedOptions, type SourcedField } from './lib/options';
import { NumberField, Section } from './ui';

const LABELS: Record<BudgetKey, string> = {
  contextWindowTokens: 'Context window (tokens)',
  budgetFraction: 'Budget fraction of the window',
  budget: 'Explicit budget (characters)',
  maxEntryChars: 'Per-entry cap (characters)',
};

function SourceLine({ f, onReset, k }: { f: SourcedField; onReset(): void; k: BudgetKey }) {
  return (
    <div className="sp-source" data-testid={`source-${k}`}>
      <span className={f.overridden ? 'sp-src-here' : 'sp-src'}>from: {f.source}</span>
      {f.overridden && f.harness && <span className="sp-muted"> (your Claude Code: {f.harness.value} from {f.harness.source})</span>}
      {f.overridden && <button type="button" className="sp-link" data-testid={`reset-${k}`} onClick={onReset}>reset</button>}
    </div>
  );
}

function WindowField({ f, set }: { f: SourcedField; set(v: number | undefined): void }) {
  const custom = f.value !== undefined && !WINDOW_PRESETS.includes(f.value);
  return (
    <div className="sp-knob">
      <span className="sp-knob-label">{LABELS.contextWindowTokens}</span>
      <div className="sp-seg" role="group">
        {WINDOW_PRESETS.map((p) => (
          <button key={p} type="button" data-testid={`window-${formatTokens(p)}`} className={`sp-seg-btn${f.value === p ? ' sp-on' : ''}`} onClick={() => set(p)}>{formatTokens(p)}</button>
        ))}
        <input type="number" className={custom ? 'sp-on' : ''} data-testid="window-custom" placeholder="custom" value={custom ? f.value : ''} min={1}
          onChange={(e) => set(e.target.value === '' ? undefined : Number(e.target.value))} />
      </div>
    </div>
  );
}

function HarnessFiles({ h }: { h: HarnessSettings | undefined }) {
  if (!h) return null;
  return (
    <div className="sp-small" data-testid="harness-files">
      <div className="sp-muted">Claude Code settings read (later wins):</div>
      <ul className="sp-plain">
        {h.files.map((f) => <li key={f.path}><code>{f.path}</code> {f.error ? <span className="sp-error">{f.error}</span> : f.exists ? 'read' : <span className="sp-muted">absent</span>}</li>)}
      </ul>
      {h.overrides.map((o) => (
        <div key={o.source} data-testid="harness-overrides">skillOverrides from <code>{o.source}</code>: {Object.entries(o.value).map(([k, v]) => `${k} → ${v}`).join(', ')}</div>
      ))}
    </div>
  );
}

/** The budget panel; `resolved` are the options in effect for the preview profile. */
export function BudgetPanel({ resolved }: { resolved: ResolvedOptions }) {
  const setOptions = useCatalogStore((s) => s.setListingOptions);
  const harness = useCatalogStore((s) => s.snapshot?.harnessSettings);
  const set = (k: BudgetKey) => (v: number | undefined) => setOptions({ [k]: v } as Partial<ListingOptions>);
  const f = resolved.sources;
  return (
    <Section title="Budget" testId="budget-panel">
      <WindowField f={f.contextWindowTokens} set={set('contextWindowTokens')} />
      <SourceLine f={f.contextWindowTokens} k="contextWindowTokens" onReset={() => set('contextWindowTokens')(undefined)} />
      {(['budgetFraction', 'budget', 'maxEntryChars'] as const).map((k) => (
        <div key={k} className="sp-knob">
          <NumberField label={LABELS[k]} value={f[k].value} onChange={set(k)} testId={`knob-${k}`}
            step={k === 'budgetFraction' ? 0.001 : 1} min={k === 'budgetFraction' ? 0.0001 : 1} max={k === 'budgetFraction' ? 1 : undefined}
            placeholder={k === 'budget' ? 'window × 4 × fraction' : undefined} />
          <SourceLine f={f[k]} k={k} onReset={() => set(k)(undefined)} />
        </div>
      ))}
      <HarnessFiles h={harness} />
    </Section>
  );
}
