/**
 * A harness loader's own checks on name and description (`ParseSection.loader`,
 * profiles/types.ts `LoaderRules`): required name, tag stripping, name pattern,
 * length and folder match, description length. Each rule either skips the
 * skill (the harness drops it: `skill-not-loaded` follows) or cuts the value
 * the way the harness does. Data-driven: the harness files cite the source of
 * each number (e.g. Roo Code SkillsManager.ts:107-142, Crush skills.go:118-146,
 * VS Code promptsServiceImpl.ts `computeSkillDiscoveryInfo`).
 */
import type { Diagnostic, KeyRange, Range, SkillFields } from '../types';
import type { LimitUnit, Profile } from '../profiles/types';
import { makeDiagnostic, type DiagnosticCode } from '../diagnostics/catalogue';
import { reasonOf } from '../diagnostics/reasons';
import { FILE_START } from '../text/positions';
import { utf8Bytes } from '../text/measure';

/** Length of `s` in `unit`. */
export function lengthIn(s: string, unit: LimitUnit): number {
  if (unit === 'bytes') return utf8Bytes(s);
  if (unit === 'code-points') { let n = 0; for (const _ of s) n++; return n; }
  return s.length;
}

/** The longest prefix of `s` of at most `max` units (never splits a character; UTF-16 cuts as JS `slice`). */
export function cutTo(s: string, max: number, unit: LimitUnit): string {
  if (unit === 'utf16') return s.slice(0, max);
  let n = 0;
  let end = 0;
  for (const ch of s) {
    const w = unit === 'bytes' ? utf8Bytes(ch) : 1;
    if (n + w > max) break;
    n += w;
    end += ch.length;
  }
  return s.slice(0, end);
}

const TAGS = /<[^>]+>/g;

/** What the loader rules decided. */
export interface LoaderOutcome {
  diagnostics: Diagnostic[];
  skipped?: { code: string; message: string };
}

/**
 * Apply `profile.parse.loader` to `fields` (changed in place where the harness
 * cuts or strips a value). `data` is the frontmatter as parsed, `keys` its
 * ranges, `dirName` the skill folder (null for flat files). Never throws.
 */
export function applyLoaderRules(fields: SkillFields, data: Record<string, unknown>, keys: Record<string, KeyRange>, profile: Profile, dirName: string | null): LoaderOutcome {
  const rules = profile.parse.loader;
  const out: LoaderOutcome = { diagnostics: [] };
  if (!rules) return out;
  const harness = profile.label;
  const valueRange = (k: string): Range => keys[k]?.value ?? FILE_START;
  const emit = (code: DiagnosticCode, range: Range, d: Record<string, unknown>, skips: boolean) => {
    const diag = makeDiagnostic(code, range, { harness, ...d, ...(skips ? { skips: true } : {}) }, skips ? 'error' : 'warning');
    out.diagnostics.push(diag);
    if (skips && !out.skipped) out.skipped = reasonOf(diag);
  };

  if (rules.userInvocableDefault !== undefined && data['user-invocable'] === undefined) fields.userInvocable = rules.userInvocableDefault;
  for (const [key, type] of Object.entries(rules.types ?? {})) {
    const v = data[key];
    if (v === undefined || v === null || typeof v === type) continue;
    emit('harness-field-type', keys[key]?.value ?? FILE_START, { key, expected: type, actual: Array.isArray(v) ? 'list' : typeof v === 'object' ? 'mapping' : typeof v }, true);
  }
  const off = (rules.disabledBy ?? []).find((r) => typeof data[r.key] === 'boolean');
  if (off && data[off.key] === off.value) {
    // Still loaded: it keeps its id (shadowing same-named skills) but is neither listed nor run.
    fields.disableModelInvocation = true;
    fields.userInvocable = false;
    emit('harness-skill-disabled', keys[off.key]?.key ?? FILE_START, { key: off.key, value: off.value }, false);
  }
  const raw = typeof data.name === 'string' ? data.name.trim() : '';
  if (rules.requireName && !raw) {
    emit('harness-name-missing', keys.name?.key ?? FILE_START, { dir: dirName }, true);
  }
  if (rules.stripTags) {
    for (const key of ['name', 'description'] as const) {
      const v = fields[key];
      if (typeof v !== 'string' || !v.includes('<')) continue;
      const read = v.replace(TAGS, '');
      if (read === v) continue;
      fields[key] = read;
      emit('harness-tags-stripped', valueRange(key), { key, read }, false);
    }
  }
  const nr = rules.name;
  if (nr && raw) {
    let name = rules.stripTags ? raw.replace(TAGS, '') : raw;
    const r = valueRange('name');
    if (nr.pattern && !new RegExp(nr.pattern, 'u').test(name)) emit('harness-name-rule', r, { name, rule: nr.patternText ?? `matched by /${nr.pattern}/` }, true);
    const unit = nr.unit ?? 'utf16';
    const len = nr.maxLength === undefined ? 0 : lengthIn(name, unit);
    if (nr.maxLength !== undefined && len > nr.maxLength) {
      const cut = nr.overLength === 'cut';
      if (cut) name = cutTo(name, nr.maxLength, unit);
      emit('harness-name-too-long', r, { name: raw, length: len, max: nr.maxLength, unit, cut, read: name }, !cut);
      if (cut) fields.name = name;
    }
    if (nr.folder && dirName !== null) {
      const ci = nr.folder === 'case-insensitive';
      const same = ci ? name.toLowerCase() === dirName.toLowerCase() : name === dirName;
      if (!same) emit('harness-name-folder-mismatch', r, { name, dir: dirName, caseInsensitive: ci }, true);
    }
  }
  const dr = rules.description;
  if (dr && typeof fields.description === 'string' && fields.descriptionSource === 'frontmatter') {
    const d = dr.trim ? fields.description.trim() : fields.description;
    const len = lengthIn(d, dr.unit);
    if (len > dr.max) {
      const cut = dr.over === 'cut';
      if (cut) fields.description = cutTo(d, dr.max, dr.unit);
      emit('harness-description-too-long', valueRange('description'), { length: len, max: dr.max, unit: dr.unit, cut, trimmed: dr.trim ?? false }, !cut);
    }
  }
  return out;
}
