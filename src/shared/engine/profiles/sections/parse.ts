/** Parse sections of every profile (reference §1, §2.3, §14; seeds 000/003/004). */
import type { ProfileId } from '../../types';
import type { ParseSection } from '../types';

export const PARSE_SECTIONS: Record<ProfileId, ParseSection> = {
  // CC: §1.1 first `---` anywhere closes; §1.2 quote retry then {}; §1.3 body not trimmed; §2.3 body fallback.
  'claude-code': { fence: 'cc', yaml: 'yaml', onYamlError: 'cc-quote-retry', body: 'stripped', descriptionFallback: 'cc-body-first-line', requireDescription: false },
  // ASref: same split as CC, strictyaml, errors reported; description required.
  'agent-skills': { fence: 'cc', yaml: 'strict-strings', onYamlError: 'error', body: 'stripped-trimmed', descriptionFallback: 'none', requireDescription: false },
  // CB1: `\n---` closes; yaml.v3 error → skipped; body TrimSpace; first body line ≤ 80 runes.
  codebot: { fence: 'cb1', yaml: 'yaml', onYamlError: 'skip', body: 'stripped-trimmed', descriptionFallback: 'cb-first-body-line', requireDescription: false },
  // OH: `---\n` … `\n---\n` only; safe_load error → fallback chain; whole file delivered.
  openharness: { fence: 'lf-strict', yaml: 'yaml', onYamlError: 'oh-fallback', body: 'whole-file', descriptionFallback: 'oh-file-scan', requireDescription: false },
  // seed 003: line-based `key: value`, only description; skipped without it.
  minimal: { fence: 'line-trim', yaml: 'line-kv', onYamlError: 'skip', body: 'stripped-trimmed', descriptionFallback: 'none', requireDescription: true },
};
