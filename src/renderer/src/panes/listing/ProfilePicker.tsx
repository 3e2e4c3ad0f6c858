/** A select of simulated harnesses (profile × Claude Code version). */
import type { ProfileChoice } from '../../stores/listing';
import { hasVersions, LATEST, profileChoices } from '../../../../shared/engine';
import { profileFor } from '../../engine';

const CHOICES: ProfileChoice[] = profileChoices();

const keyOf = (c: ProfileChoice) => `${c.id}@${hasVersions(c.id) ? c.version : LATEST}`;

/**
 * Label of a profile choice in the harness's own words: "Claude Code 2.1.332", "OpenHarness"
 * (never the internal citation key such as "OH (seed 004)", issue 16 point 10).
 */
export function choiceLabel(c: ProfileChoice): string {
  const p = profileFor(c.id, c.version);
  return p.version ? `${p.label} ${p.version}` : p.label;
}

/** Profile select; `allowNone` adds an "off" entry whose value is null. */
export function ProfilePicker({ value, onChange, label, allowNone, testId }: {
  value: ProfileChoice | null; onChange(c: ProfileChoice | null): void; label: string; allowNone?: string; testId?: string;
}) {
  return (
    <label className="sp-field sp-inline">
      <span>{label}</span>
      <select data-testid={testId} value={value ? keyOf(value) : ''} onChange={(e) => {
        const c = CHOICES.find((x) => keyOf(x) === e.target.value);
        onChange(c ?? null);
      }}>
        {allowNone && <option value="">{allowNone}</option>}
        {CHOICES.map((c) => <option key={keyOf(c)} value={keyOf(c)}>{choiceLabel(c)}</option>)}
      </select>
    </label>
  );
}
