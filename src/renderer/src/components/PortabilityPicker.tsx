/**
 * The harnesses to check every open skill against (issue 17 portability
 * diagnostics): a drop-down of check boxes, one per profile, labelled with the
 * harness's name (documentation-only ones say "(approximate)"). The choice is
 * saved in settings; each chosen harness that reads a skill differently adds
 * an info diagnostic to the Problems list.
 */
import { PROFILES } from '../../../shared/engine';
import { togglePortabilityProfile } from '../actions/portability';
import { usePortabilityStore } from '../stores/portability';

/** How each profile's behaviour was learnt, in words (the record's `confidence`). */
const HOW: Record<string, string> = { measured: 'measured against the real program', source: 'read from source', seed: 'from a design seed', approximate: 'from documentation only' };

export default function PortabilityPicker() {
  const chosen = usePortabilityStore((s) => s.profiles);
  return (
    <details className="portability-picker" data-testid="portability-picker">
      <summary title="Check each open skill against these harnesses: which skip it, never read its folder, cut it or name it otherwise">
        Harnesses{chosen.length ? ` (${chosen.length})` : ''}
      </summary>
      <ul role="group" aria-label="Harnesses to check skills against">
        {PROFILES.map((p) => (
          <li key={p.id}>
            <label>
              <input type="checkbox" data-testid={`portability-${p.id}`} checked={chosen.includes(p.id)}
                onChange={(e) => togglePortabilityProfile(p.id, e.currentTarget.checked)} />
              {' '}{p.label}
              <span className="muted" data-testid={`portability-how-${p.id}`}> · {HOW[p.confidence] ?? p.confidence}</span>
            </label>
          </li>
        ))}
      </ul>
    </details>
  );
}
