/**
 * Budget knobs: context window (200k / 1M / custom), budget fraction, explicit
 * budget, per-entry cap. Each shows the value in effect and where it came
 * from (set here, the user's Claude Code env/settings, or the default), and
 * can be overridden here or reset to the harness value.
 */
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useCatalogStore } from '../../stores/catalog';
import { CLAUDE_MODELS, type ListingOptions, type ListingRecord } from '../../../../shared/engine';
import type { HarnessSettings } from '../../../../shared/ipc/contract';
import { WINDOW_PRESETS, formatTokens, type BudgetKey, type ResolvedOptions, type SourcedField } from './lib/options';
import { NumberField, Section, numberProblem, type NumberRange } from './ui';

/**
 * What each budget field accepts (the listing-options schema's bounds, shared/ipc/contract.ts): the
 * fraction must be above 0 (0 would be no listing at all, and Claude Code ignores a zero), budgets
 * and caps are whole, positive numbers.
 */
export const BUDGET_RANGES: Record<BudgetKey, NumberRange> = {
  contextWindowTokens: { min: 1, max: 100_000_000, integer: true, unit: 'tokens' },
  budgetFraction: { min: 0.0001, max: 1, unit: 'fraction of the window' },
  budget: { min: 1, max: 10_000_000, integer: true, unit: 'characters' },
  maxEntryChars: { min: 1, max: 1_000_000, integer: true, unit: 'characters per entry' },
};

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
  const [draft, setDraft] = useState(custom ? String(f.value) : '');
  useEffect(() => { setDraft((d) => (numberProblem(d, BUDGET_RANGES.contextWindowTokens) ? d : custom ? String(f.value) : '')); }, [f.value, custom]);
  const problem = numberProblem(draft, BUDGET_RANGES.contextWindowTokens);
  return (
    <div className="sp-knob">
      <span className="sp-knob-label">{LABELS.contextWindowTokens}</span>
      <div className="sp-seg" role="group">
        {WINDOW_PRESETS.map((p) => (
          <button key={p} type="button" data-testid={`window-${formatTokens(p)}`} className={`sp-seg-btn${f.value === p ? ' sp-on' : ''}`} onClick={() => set(p)}>{formatTokens(p)}</button>
        ))}
        <input type="number" className={custom ? 'sp-on' : ''} data-testid="window-custom" placeholder="custom" value={draft} min={1} aria-invalid={!!problem}
          onChange={(e) => { setDraft(e.target.value); if (!numberProblem(e.target.value, BUDGET_RANGES.contextWindowTokens)) set(e.target.value === '' ? undefined : Number(e.target.value)); }} />
      </div>
      <span className={problem ? 'sp-error' : 'sp-small sp-muted'} data-testid="window-custom-hint" role={problem ? 'alert' : undefined}>
        {problem ?? 'tokens, 1 to 100,000,000'}</span>
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

/** The model ids the what-if picker offers: the table's, each also with its `[1m]` window (engine models.ts). */
export const WHAT_IF_MODELS: readonly string[] = CLAUDE_MODELS.flatMap((m) => [m.id, `${m.id}[1m]`]);

/** A what-if model id is one the table knows (a typed id would silently fall back to 200k × 4). */
const WhatIfModel = z.enum(WHAT_IF_MODELS as [string, ...string[]]);

/**
 * The model the budget follows (record.budgetModel): id and where it came from, window and
 * bytes per token with their sources, and the budget they give; a what-if picker that
 * changes only this preview (never the settings files).
 */
function ModelFacts({ record, whatIf }: { record: ListingRecord; whatIf: string | undefined }) {
  const setOptions = useCatalogStore((s) => s.setListingOptions);
  const [error, setError] = useState<string | null>(null);
  const m = record.budgetModel;
  if (!m) return <p className="sp-muted sp-small" data-testid="model-none">This harness's budget does not follow a model.</p>;
  const pick = (v: string) => {
    if (v === '') { setError(null); setOptions({ model: undefined, modelSource: undefined }); return; }
    const ok = WhatIfModel.safeParse(v);
    if (!ok.success) { setError(`Not a model in the table: ${v}`); return; }
    setError(null);
    setOptions({ model: ok.data, modelSource: 'what-if in this panel (settings unchanged)' });
  };
  const n = (x: number) => x.toLocaleString('en-US');
  return (
    <div data-testid="model-facts">
      <dl className="sp-model-facts">
        <dt>Model</dt><dd><code data-testid="model-id">{m.id}</code> <span className="sp-muted" data-testid="model-from">from {m.from}</span>{!m.known && <span className="sp-error"> (not in the model table)</span>}</dd>
        <dt>Context window</dt><dd><span data-testid="model-window">{n(m.contextWindow)}</span> tokens <span className="sp-muted sp-small" data-testid="model-window-source">{m.windowSource}</span></dd>
        <dt>Bytes per token</dt><dd><span data-testid="model-bytes">{m.bytesPerToken}</span> <span className="sp-muted sp-small" data-testid="model-bytes-source">{m.bytesSource}</span></dd>
        <dt>Budget</dt><dd data-testid="model-budget">{n(m.contextWindow)} × {m.bytesPerToken} × {m.fraction} = <strong>{n(Math.floor(m.contextWindow * m.bytesPerToken * m.fraction))}</strong> characters</dd>
      </dl>
      <label className="sp-field">
        <span>What if the model were</span>
        <select data-testid="model-whatif" value={whatIf ?? ''} onChange={(e) => pick(e.target.value)}>
          <option value="">(the one Claude Code would use)</option>
          {WHAT_IF_MODELS.map((id) => <option key={id} value={id}>{id}</option>)}
        </select>
      </label>
      {error && <div className="sp-error" data-testid="model-whatif-error">{error}</div>}
    </div>
  );
}

/** The budget panel; `resolved` are the options in effect for the preview profile, `record` its listing. */
export function BudgetPanel({ resolved, record }: { resolved: ResolvedOptions; record?: ListingRecord }) {
  const setOptions = useCatalogStore((s) => s.setListingOptions);
  const harness = useCatalogStore((s) => s.snapshot?.harnessSettings);
  const whatIf = useCatalogStore((s) => s.listingOptions.model);
  const set = (k: BudgetKey) => (v: number | undefined) => setOptions({ [k]: v } as Partial<ListingOptions>);
  const f = resolved.sources;
  return (
    <Section title="Budget" testId="budget-panel">
      {record && <ModelFacts record={record} whatIf={whatIf} />}
      <WindowField f={f.contextWindowTokens} set={set('contextWindowTokens')} />
      <SourceLine f={f.contextWindowTokens} k="contextWindowTokens" onReset={() => set('contextWindowTokens')(undefined)} />
      {(['budgetFraction', 'budget', 'maxEntryChars'] as const).map((k) => (
        <div key={k} className="sp-knob">
          <NumberField label={LABELS[k]} value={f[k].value} onChange={set(k)} testId={`knob-${k}`} range={BUDGET_RANGES[k]}
            step={k === 'budgetFraction' ? 0.001 : 1}
            placeholder={k === 'budget' ? 'window × 4 × fraction' : undefined} />
          <SourceLine f={f[k]} k={k} onReset={() => set(k)(undefined)} />
        </div>
      ))}
      <HarnessFiles h={harness} />
    </Section>
  );
}
