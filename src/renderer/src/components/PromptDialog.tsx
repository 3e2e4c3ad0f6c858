/** A modal question (confirmations, rename/duplicate names) driven by the ui store's `prompt`. */
import { useEffect, useRef, useState } from 'react';
import { useFocusOnShow } from '../hooks';
import { useUiStore } from '../stores/ui';

export default function PromptDialog() {
  const p = useUiStore((s) => s.prompt);
  const [value, setValue] = useState('');
  // The input's error is shown once the user typed: an empty code field is not an error yet
  // (the primary button stays disabled until the value is valid either way).
  const [touched, setTouched] = useState(false);
  const first = useRef<HTMLInputElement & HTMLButtonElement>(null);
  useEffect(() => { setValue(p?.input?.value ?? ''); setTouched(false); }, [p]);
  useFocusOnShow(first, p);
  if (!p) return null;
  const error = p.input?.validate?.(value) ?? null;
  const choose = (id: string | null) => p.resolve(id, p.input ? value : undefined);
  return (
    <div className="overlay" onMouseDown={() => choose(null)}>
      <div className="dialog" role="alertdialog" aria-modal="true" aria-label={p.title} data-testid="prompt" onMouseDown={(e) => e.stopPropagation()}
        onKeyDown={(e) => { if (e.key === 'Escape') choose(null); }}>
        <h2>{p.title}</h2>
        <p>{p.message}</p>
        {p.input && (
          <label className="field col">
            <span>{p.input.label}</span>
            <input ref={first} value={value} aria-label={p.input.label} data-testid="prompt-input" aria-invalid={!!error && touched}
              onChange={(e) => { setValue(e.target.value); setTouched(true); }}
              onKeyDown={(e) => { if (e.key === 'Enter' && !error) choose(p.buttons.find((b) => b.primary)?.id ?? p.buttons[0]!.id); }} />
            {error && touched && <span className="field-error" role="status" data-testid="prompt-error">{error}</span>}
          </label>
        )}
        <div className="buttons">
          {p.buttons.map((b, i) => (
            <button key={b.id} type="button" ref={!p.input && i === 0 ? first : undefined} data-testid={`prompt-${b.id}`}
              className={b.primary ? 'primary' : b.danger ? 'danger' : ''} disabled={!!error && b.primary}
              onClick={() => choose(b.id)}>{b.label}</button>
          ))}
        </div>
      </div>
    </div>
  );
}
