/** Small presentational pieces shared by the panes: badge, copy button, section, number field. */
import { useState, type ReactNode } from 'react';
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

/** A number input that reports `undefined` when cleared. */
export function NumberField({ label, value, onChange, step, min, max, testId, placeholder }: {
  label: string; value: number | undefined; onChange(v: number | undefined): void; step?: number; min?: number; max?: number; testId?: string; placeholder?: string;
}) {
  return (
    <label className="sp-field">
      <span>{label}</span>
      <input type="number" data-testid={testId} value={value ?? ''} step={step} min={min} max={max} placeholder={placeholder}
        onChange={(e) => { const v = e.target.value; onChange(v === '' ? undefined : Number(v)); }} />
    </label>
  );
}

/** Empty-state line. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="sp-empty">{children}</p>;
}
