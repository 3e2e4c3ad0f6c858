/**
 * Table-driven frontmatter checks (reference §2.1, §2.2, E4–E6, E14, E17):
 * keys the profile does not read, types and enum values, limits, and the
 * name rules of the profile's harness (ASref validator, CB1 name regex).
 */
import type { Diagnostic, KeyRange, Range, Severity } from '../types';
import type { Profile } from '../profiles/types';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { FILE_START } from '../text/positions';
import { FIELD_DEFS, fieldDef } from './defs';
import { normalizeFields, type FieldIssue } from './normalize';
import { profileInSentence, fieldTable } from './table';
import { closest } from './similar';
import { firstFew } from '../diagnostics/lists';
import { cappedList } from '../diagnostics/limits';
import type { DiagnosticCode } from '../diagnostics/catalogue';

/** ASref's allowed top-level keys (§2.2). */
export const ASREF_ALLOWED = ['name', 'description', 'license', 'allowed-tools', 'metadata', 'compatibility'];

type Emit = (code: DiagnosticCode, range: Range, data?: Record<string, unknown>, severity?: Severity) => void;

const ALL_KEYS = FIELD_DEFS.map((d) => d.key);
const ALLOWED = new Map<string, Set<string>>();
/** The keys a profile accepts without a diagnostic (ASref: its fixed list), built once per profile. */
function allowedKeys(profile: Profile, strict: boolean): Set<string> {
  const id = strict ? 'asref' : profile.id;
  let set = ALLOWED.get(id);
  if (!set) ALLOWED.set(id, (set = new Set(strict ? ASREF_ALLOWED : fieldTable(profile.id).map((f) => f.key))));
  return set;
}

/**
 * The `field-ignored-by-profile` diagnostic of key `k` under profile `id`, made once and shared
 * (its message and data depend on nothing else; each skill's copy only sets its own range).
 * In the bench tree 594 of 2,000 skills carry one (`metadata:` under Claude Code), and a message,
 * data object and harness list each were ~0.1 KiB per skill of retained heap. Frozen: nothing
 * may change a diagnostic's data in place.
 */
function ignoredByProfile(id: Profile['id'], k: string, honouredBy: readonly Profile['id'][]): Diagnostic {
  const at = `${id}\u0000${k}`;
  let d = IGNORED.get(at);
  if (!d) {
    const data = Object.freeze({ key: k, profile: profileInSentence(id), honouredBy: Object.freeze(honouredBy.map(profileInSentence)) });
    IGNORED.set(at, (d = makeDiagnostic('field-ignored-by-profile', FILE_START, data)));
  }
  return d;
}
const IGNORED = new Map<string, Diagnostic>();

/**
 * Check frontmatter `data` (as parsed) with key ranges `keys` against
 * `profile`'s field table. `dirName` is the skill folder (null for flat
 * files). Returns diagnostics; a diagnostic whose `data.skips` is true means
 * the harness drops the skill for it (CB1 name or type errors). `normalised`:
 * the issues `normalizeFields` already found for the same data (the parser
 * passes them to avoid normalising twice).
 */
export function validateFields(data: Record<string, unknown>, keys: Record<string, KeyRange>, profile: Profile, dirName: string | null, normalised?: FieldIssue[]): Diagnostic[] {
  // At most MAX_PER_CODE of one code, the rest only counted: 20,000 unknown keys cost no 20,000 suggestions.
  const out = cappedList();
  const emit: Emit = (code, range, d = {}, severity) => out.add(code, () => makeDiagnostic(code, range, d, severity));
  const rules = profile.fields;
  const keyRange = (k: string) => keys[k]?.key ?? FILE_START;
  const valueRange = (k: string) => keys[k]?.value ?? FILE_START;
  const strict = rules.name === 'asref';

  // Keys: unknown anywhere, or known but not read by this harness.
  const allowed = allowedKeys(profile, strict);
  const keyNames = Object.keys(keys);
  const names = keyNames.length ? keyNames : Object.keys(data);
  const extras: string[] = [];
  for (const k of names) if (!allowed.has(k)) extras.push(k);
  // ASref names every unexpected key in its one error; each of ours (one per key, on its
  // range) names the first few and counts the rest, so the messages stay proportional.
  const few = strict ? firstFew(extras) : null;
  for (const k of extras) {
    const def = fieldDef(k);
    if (few) {
      emit('unknown-field', keyRange(k), { key: k, extras: few.shown, extrasMore: few.more, allowed: ASREF_ALLOWED, strict: true }, 'error');
    } else if (def) {
      const shared = ignoredByProfile(profile.id, k, def.honouredBy);
      out.add('field-ignored-by-profile', () => ({ ...shared, range: keyRange(k) }));
    } else {
      out.add('unknown-field', () => makeDiagnostic('unknown-field', keyRange(k), { key: k, profile: profileInSentence(profile.id), suggestion: closest(k, ALL_KEYS) }));
    }
  }

  // Types and values as the harness decodes them.
  let issues = normalised;
  if (!issues) {
    issues = [];
    normalizeFields(data, profile.id, rules, issues);
  }
  for (const i of issues) {
    const sev: Severity | undefined = i.fatal ? 'error' : strict ? 'error' : undefined;
    emit(i.code, valueRange(i.key), { ...i.data, ...(i.fatal ? { skips: true } : {}), ...(strict ? { strict: true } : {}) }, sev);
  }

  // Limits from the table (description 1024, compatibility 500 under ASref; the spec limit elsewhere).
  // Python's len() (ASref) counts code points, not UTF-16 units.
  const chars = (s: string) => (strict ? [...s].length : s.length);
  const desc = data.description;
  if (typeof desc === 'string' && chars(desc) > 1024) {
    emit('description-too-long', valueRange('description'), { length: chars(desc), max: 1024 }, strict ? 'error' : undefined);
  }
  const compat = data.compatibility;
  if (compat !== undefined && compat !== null) {
    const lim = fieldTable(profile.id).find((f) => f.key === 'compatibility')?.maxLength;
    if (typeof compat !== 'string') {
      if (strict) emit('field-wrong-type', valueRange('compatibility'), { key: 'compatibility', expected: 'a string', actual: typeof compat }, 'error');
    } else if (lim && chars(compat) > lim) emit('compatibility-too-long', valueRange('compatibility'), { length: chars(compat), max: lim });
  }
  // `metadata` not being a mapping is reported by normalizeFields (field-wrong-type).

  NAME_RULES[rules.name](data, dirName, profile, emit, keyRange, valueRange);
  return out.done();
}

type NameRule = (data: Record<string, unknown>, dirName: string | null, profile: Profile, emit: Emit, keyRange: (k: string) => Range, valueRange: (k: string) => Range) => void;

/** Characters outside lowercase letters, digits and `-` (portable names, cases README). */
function styleChecks(name: string, r: Range, emit: Emit, sev: Severity | undefined, extra: Record<string, unknown> = {}): void {
  if (/^[a-z0-9-]*$/.test(name)) return; // the usual case, decided without the Unicode scan below
  if (/\s/.test(name)) emit('name-has-whitespace', r, { name, ...extra }, sev);
  if (name !== name.toLowerCase()) emit('name-not-lowercase', r, { name, ...extra }, sev);
  const bad = [...new Set([...name].filter((c) => !/[\p{L}\p{N}-]/u.test(c) && !/\s/.test(c)))];
  if (bad.length) emit('name-invalid-chars', r, { name, chars: bad, ...extra }, sev);
}

const NAME_RULES: Record<'none' | 'asref' | 'cb1' | 'max-64', NameRule> = {
  /** Codex loader.rs `validate_len(name, MAX_NAME_LEN = 64)`: longer names (in characters) skip the skill; otherwise as `none`. */
  'max-64': (data, dirName, profile, emit, k, valueRange) => {
    const name = data.name;
    if (typeof name === 'string' && [...name.trim()].length > 64) {
      emit('name-too-long', valueRange('name'), { name, length: [...name.trim()].length, max: 64, skips: true, harness: profile.label }, 'error');
    }
    NAME_RULES.none(data, dirName, profile, emit, k, valueRange);
  },
  /** CC/OH/minimal: no validation; note a folder mismatch (CC keys on the folder, E4) and unportable names. */
  none: (data, dirName, profile, emit, _k, valueRange) => {
    const name = data.name;
    if (typeof name !== 'string' || !allowedKeys(profile, false).has('name')) return;
    const r = valueRange('name');
    if (dirName !== null && name !== dirName) {
      emit('name-mismatch-directory', r, { name, dir: dirName, keyedOnDir: profile.discovery.idRule === 'directory' }, profile.discovery.idRule === 'directory' ? 'warning' : 'info');
    }
    styleChecks(name, r, emit, 'info', { portability: true });
  },
  /** ASref validator (§2.2): every rule reported, NFKC, Unicode letters allowed. */
  asref: (data, dirName, _p, emit, keyRange, valueRange) => {
    const raw = data.name;
    if (raw === undefined || raw === null || (typeof raw === 'string' && !raw.trim())) {
      // `read_properties` raises on a missing or blank name, so the skill cannot be listed (§2.2, §14).
      emit('name-missing', raw === undefined ? FILE_START : keyRange('name'), { skips: true }, 'error');
      return;
    }
    const name = String(raw).normalize('NFKC').trim();
    const r = valueRange('name');
    if ([...name].length > 64) emit('name-too-long', r, { name, length: [...name].length, max: 64 }, 'error');
    if (name !== name.toLowerCase()) emit('name-not-lowercase', r, { name }, 'error');
    if (name.startsWith('-') || name.endsWith('-')) emit('name-hyphen-edge', r, { name }, 'error');
    if (name.includes('--')) emit('name-consecutive-hyphens', r, { name }, 'error');
    const bad = [...new Set([...name].filter((c) => !/[\p{L}\p{N}-]/u.test(c)))];
    if (bad.some((c) => /\s/.test(c))) emit('name-has-whitespace', r, { name, strict: true }, 'error');
    const other = bad.filter((c) => !/\s/.test(c));
    if (other.length) emit('name-invalid-chars', r, { name, chars: other, strict: true }, 'error');
    if (dirName !== null && dirName.normalize('NFKC') !== name) emit('name-mismatch-directory', r, { name, dir: dirName, strict: true }, 'error');
  },
  /** CB1 (§2.2): lowercased + trimmed, `^[a-z0-9]([a-z0-9_-]*[a-z0-9])?$`, ≤ 64 bytes; otherwise skipped. */
  cb1: (data, dirName, profile, emit, _k, valueRange) => {
    const fromFm = typeof data.name === 'string' && data.name.trim() !== '' && data.name.trim().toLowerCase() !== 'skill';
    // Without a usable frontmatter name CB1 names the skill after its folder and checks that instead.
    const raw = fromFm ? (data.name as string) : dirName;
    if (raw === null) return;
    const name = raw.trim().toLowerCase();
    const r = fromFm ? valueRange('name') : FILE_START;
    const skip = { skips: true, harness: profile.label };
    if (new TextEncoder().encode(name).length > 64) emit('name-too-long', r, { name, length: new TextEncoder().encode(name).length, max: 64, unit: 'bytes', ...skip }, 'error');
    if (/\s/.test(name)) emit('name-has-whitespace', r, { name, ...skip }, 'error');
    const bad = [...new Set([...name].filter((c) => !/[a-z0-9_-]/.test(c) && !/\s/.test(c)))];
    if (bad.length) emit('name-invalid-chars', r, { name, chars: bad, ...skip }, 'error');
    else if (!/\s/.test(name) && !/^[a-z0-9]([a-z0-9_-]*[a-z0-9])?$/.test(name)) emit('name-hyphen-edge', r, { name, ...skip }, 'error');
    if (!fromFm) return;
    if (name !== raw.trim()) emit('name-not-lowercase', r, { name: raw, read: name }, 'info');
    if (dirName !== null && name !== dirName) emit('name-mismatch-directory', r, { name, dir: dirName, keyedOnDir: false }, 'info');
  },
};
