/** Small presentational pieces shared by the panes: badge, copy button, section, number field. */
import { useEffect, useState, type ReactNode } from 'react';
import { copyText } from './lib/download';

/** A coloured badge; `kind` picks the colour (a fate, status or verdict). */
export function Badge({ kind, children, title }: { kind: string; children: ReactNode; title?: string }) {
  return <span className={`sp-badge sp-badge-${kind}`} data-badge={kind} title={title}>{children}</span>;
}

/** A button that copies `text` and says so for a moment. */
export function CopyButton({ text, label = 'Copy', testId }: { text: string; label?: string; testId?: string }) {
  const [done, setDone] = useState(false);
  return (
    <button type="button" className="sp-btn" data-testid={testId} onClick={() => { void copyText(text).then(() => { setDone(true); setTimeout(() => setDone(false), 1200); }); }}>
      {done ? 'Copied' : label}
    </button>
  );
}

/** A titled section of a pane. */
export function Section({ title, children, actions, testId }: { title: string; children: ReactNode; actions?: ReactNode; testId?: string }) {
  return (
    <section className="sp-section" data-testid={testId}>
      <header className="sp-section-head"><h3>{title}</h3>{actions && <div className="sp-actions">{actions}</div>}</header>
      {children}
    </section>
  );
}

/** The bounds and unit of a number field (issue 16 §9: each what-if field says its unit and range). */
export interface NumberRange { min: number; max: number; integer?: boolean; unit: string }

const fmt = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 6 });

/** Why `text` is not a value in `r`, or null when it is (an empty text is "unset" and valid). */
export function numberProblem(text: string, r: NumberRange): string | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n)) return 'Enter a number.';
  if (r.integer && !Number.isInteger(n)) return `Enter a whole number of ${r.unit}.`;
  if (n < r.min || n > r.max) return `Must be from ${fmt(r.min)} to ${fmt(r.max)} ${r.unit}; not applied.`;
  return null;
}

/**
 * A number input that reports `undefined` when cleared. With `range`, it says
 * its unit and range under the field, and a value outside it (negative, 0
 * where 0 means nothing, NaN) is shown as an error and not passed on, so the
 * preview never computes with it.
 */
export function NumberField({ label, value, onChange, step, min, max, testId, placeholder, range }: {
  label: string; value: number | undefined; onChange(v: number | undefined): void; step?: number; min?: number; max?: number; testId?: string; placeholder?: string; range?: NumberRange;
}) {
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  // Follow the value from outside (reset, another pane) unless the draft is an invalid entry being fixed.
  useEffect(() => { setDraft((d) => (range && numberProblem(d, range) ? d : value === undefined ? '' : String(value))); }, [value]); // eslint-disable-line react-hooks/exhaustive-deps
  const problem = range ? numberProblem(draft, range) : null;
  return (
    <label className="sp-field">
      <span>{label}</span>
      <input type="number" data-testid={testId} value={draft} step={step} min={range?.min ?? min} max={range?.max ?? max} placeholder={placeholder}
        aria-invalid={!!problem} aria-describedby={testId ? `${testId}-hint` : undefined}
        onChange={(e) => {
          const v = e.target.value;
          setDraft(v);
          if (range && numberProblem(v, range)) return;
          onChange(v === '' ? undefined : Number(v));
        }} />
      {range && <span id={testId ? `${testId}-hint` : undefined} className={problem ? 'sp-error' : 'sp-small sp-muted'} data-testid={testId ? `${testId}-hint` : undefined}
        role={problem ? 'alert' : undefined}>{problem ?? `${range.unit}, ${fmt(range.min)} to ${fmt(range.max)}`}</span>}
    </label>
  );
}

/** Empty-state line. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="sp-empty">{children}</p>;
}
