/**
 * Normalise frontmatter data into `SkillFields` the way each harness reads it
 * (reference §2.1, §5, §9.1, §11, §12, E14). Strategies come from the
 * profile's `FieldRules`; keys a profile does not read keep their defaults.
 */
import type { ProfileId, SkillFields } from '../types';
import type { FieldRules } from '../profiles/sections/parse';
import { FIELD_DEFS } from './defs';
import { dictFrom } from '../dict';

/** A problem found while normalising; the caller places it on the key's range. */
export interface FieldIssue {
  key: string;
  code: 'field-wrong-type' | 'field-invalid-value' | 'argument-hint-not-string';
  data: Record<string, unknown>;
  /** Under `typeErrorsSkip` profiles the harness skips the skill for this. */
  fatal?: boolean;
}

/** Type name of a YAML value in the author's words. */
export function typeName(v: unknown): string {
  if (v === null || v === undefined) return 'empty';
  if (Array.isArray(v)) return 'list';
  if (v instanceof Date) return 'date';
  return typeof v === 'object' ? 'mapping' : typeof v;
}

/** Scalars as JavaScript's `String()` renders them (CC template literals). */
function scalarString(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return undefined;
}

/**
 * CC `allowed-tools` (E14): split on spaces and commas that are outside
 * parentheses, so `Bash(git add:*)` stays one entry.
 */
export function splitOutside(s: string, seps: string, open = '(', close = ')'): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === open) depth++;
    else if (ch === close && depth > 0) depth--;
    if (depth === 0 && seps.includes(ch)) {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

const TOOL_SPLIT: Record<FieldRules['allowedTools'], (s: string) => string[]> = {
  'cc-split': (s) => splitOutside(s, ' \t\n\r,'),
  'comma-split': (s) => s.split(',').map((t) => t.trim()).filter(Boolean),
  'space-split': (s) => s.split(/\s+/).filter(Boolean),
  ignore: () => [],
};

type BoolRead = { value: boolean } | { error: true };
const BOOLEANS: Record<FieldRules['booleans'], (v: unknown, dflt: boolean) => BoolRead> = {
  // CC parseBooleanFrontmatter: only `true` or "true" are true once the key is present.
  cc: (v) => ({ value: v === true || v === 'true' }),
  // yaml.v3 into a Go bool accepts YAML 1.1 spellings; anything else is a decode error.
  'go-typed': (v, d) => {
    if (v === null || v === undefined) return { value: d };
    if (typeof v === 'boolean') return { value: v };
    const s = typeof v === 'string' ? v.toLowerCase() : '';
    if (['true', 'yes', 'on', 'y'].includes(s)) return { value: true };
    if (['false', 'no', 'off', 'n'].includes(s)) return { value: false };
    return { error: true };
  },
  // OH `parse_bool_frontmatter`: None → default; a bool as is; else `str(value).strip().lower()`
  // in {1,true,yes,on} → true, in {0,false,no,off} → false, anything else → the default.
  'oh-parse-bool': (v, d) => {
    if (v === null || v === undefined) return { value: d };
    if (typeof v === 'boolean') return { value: v };
    const s = (typeof v === 'number' || typeof v === 'string' ? String(v) : '').trim().toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(s)) return { value: true };
    if (['0', 'false', 'no', 'off'].includes(s)) return { value: false };
    return { value: d };
  },
  ignore: (_v, d) => ({ value: d }),
};

const READ_SETS = new Map<ProfileId, Set<string>>();

/** The keys `profile` reads (§2.1 matrix), built once per profile. */
function readSet(profile: ProfileId): Set<string> {
  let set = READ_SETS.get(profile);
  if (!set) {
    set = new Set(FIELD_DEFS.filter((d) => d.honouredBy.includes(profile)).map((d) => d.key));
    READ_SETS.set(profile, set);
  }
  return set;
}

/** Whether `profile` reads `key` (§2.1 matrix). */
export function reads(profile: ProfileId, key: string): boolean {
  return readSet(profile).has(key);
}

/** `arguments` (§9.1): list or whitespace-separated string; blank and purely numeric names dropped. */
export function argumentNames(v: unknown): string[] | undefined {
  let names: string[];
  if (typeof v === 'string') names = v.split(/\s+/);
  else if (Array.isArray(v)) names = v.map((x) => scalarString(x) ?? '').map((x) => x.trim());
  else return undefined;
  return names.filter((n) => n.trim() !== '' && !/^\d+$/.test(n.trim()));
}

/** `paths` (§5): string or list; strings split on commas outside `{...}` braces; patterns kept as written. */
export function pathPatterns(v: unknown): string[] | undefined {
  const items = typeof v === 'string' ? [v] : Array.isArray(v) ? v.map((x) => scalarString(x) ?? '') : undefined;
  if (!items) return undefined;
  return items.flatMap((s) => splitOutside(s, ',', '{', '}'));
}

/**
 * Build `SkillFields` (without the description, which the parser fills in)
 * from `data` under `profile`'s rules; problems are pushed to `issues`.
 */
export function normalizeFields(data: Record<string, unknown>, profile: ProfileId, rules: FieldRules, issues: FieldIssue[]): Omit<SkillFields, 'description' | 'descriptionSource'> {
  const read = readSet(profile);
  const has = (k: string) => read.has(k) && data[k] !== undefined && data[k] !== null;
  const wrong = (key: string, expected: string, v: unknown) =>
    issues.push({ key, code: 'field-wrong-type', data: { key, expected, actual: typeName(v) }, fatal: rules.typeErrorsSkip });
  const str = (key: string): string | undefined => {
    if (!has(key)) return undefined;
    const s = scalarString(data[key]);
    if (s === undefined) wrong(key, 'a string', data[key]);
    return s;
  };
  const bool = (key: string, dflt: boolean): boolean => {
    if (!read.has(key) || data[key] === undefined) return dflt;
    const r = BOOLEANS[rules.booleans](data[key], dflt);
    if ('error' in r) {
      issues.push({ key, code: 'field-invalid-value', data: { key, value: String(data[key]), allowed: ['true', 'false'] }, fatal: rules.typeErrorsSkip });
      return dflt;
    }
    if (typeof data[key] !== 'boolean') {
      issues.push({ key, code: 'field-invalid-value', data: { key, value: String(data[key]), allowed: ['true', 'false'], read: r.value } });
    }
    return r.value;
  };

  const f: Omit<SkillFields, 'description' | 'descriptionSource'> = {
    arguments: [], disableModelInvocation: false, userInvocable: true, allowedTools: [], disallowedTools: [], context: 'inline', paths: [],
  };
  const name = has('name') ? scalarString(data.name) : undefined;
  if (name !== undefined) f.name = name;
  else if (has('name')) wrong('name', 'a string', data.name);

  const when = str('when_to_use');
  if (when !== undefined) f.whenToUse = when;

  if (has('argument-hint')) {
    const v = data['argument-hint'];
    const s = scalarString(v);
    if (s !== undefined) f.argumentHint = s;
    else {
      // An unquoted `[file]` is a YAML list; CC renders it with String(): items joined by commas.
      // Suggest the string the quick fix writes: each item as `<item>`, joined by spaces.
      const items = Array.isArray(v) ? v.map((x) => String(x).replace(/^[<[]|[>\]]$/g, '')) : [];
      const suggest = items.length ? items.map((x) => `<${x}>`).join(' ') : '<arg>';
      issues.push({ key: 'argument-hint', code: 'argument-hint-not-string', data: { actual: typeName(v), shown: String(v), suggest }, fatal: rules.typeErrorsSkip });
      f.argumentHint = Array.isArray(v) ? v.map((x) => (typeof x === 'object' && x !== null ? '[object Object]' : String(x))).join(',') : '[object Object]';
    }
  }

  // yaml.v3 cannot decode a scalar into `[]string`: the whole frontmatter fails (CB1 skips the skill).
  const goList = (key: string) => {
    if (rules.lists !== 'go-typed' || !has(key) || Array.isArray(data[key])) return false;
    wrong(key, 'a YAML list', data[key]);
    return true;
  };
  if (has('arguments') && !goList('arguments')) {
    const a = argumentNames(data.arguments);
    if (a) f.arguments = a;
    else wrong('arguments', 'a list or a space-separated string', data.arguments);
  }

  f.disableModelInvocation = bool('disable-model-invocation', false);
  f.userInvocable = bool('user-invocable', true);

  if (has('allowed-tools')) {
    const v = data['allowed-tools'];
    const split = TOOL_SPLIT[rules.allowedTools];
    if (typeof v === 'string') f.allowedTools = split(v);
    else if (Array.isArray(v)) f.allowedTools = v.map((x) => scalarString(x)).filter((x): x is string => !!x && x.trim() !== '').map((x) => x.trim());
    else wrong('allowed-tools', 'a string or a list', v);
  }

  const model = str('model');
  if (model !== undefined && !(rules.model === 'inherit-none' && model === 'inherit')) f.model = model;

  if (has('effort')) {
    const v = data.effort;
    if (rules.effort === 'any-string') {
      const s = scalarString(v);
      if (s !== undefined) f.effort = s.trim();
      else wrong('effort', 'a string', v);
    } else if (typeof v === 'number' && Number.isInteger(v)) f.effort = v;
    else if (typeof v === 'string' && ['low', 'medium', 'high', 'xhigh', 'max'].includes(v)) f.effort = v;
    else if (typeof v === 'string' && /^\d+$/.test(v)) f.effort = Number(v);
    else issues.push({ key: 'effort', code: 'field-invalid-value', data: { key: 'effort', value: String(v), allowed: ['low', 'medium', 'high', 'xhigh', 'max', 'an integer'] } });
  }

  if (has('context') && scalarString(data.context) === undefined) wrong('context', 'a string', data.context);
  else if (has('context')) {
    const c = (scalarString(data.context) ?? '').trim();
    const fork = rules.context === 'case-insensitive' ? c.toLowerCase() === 'fork' : c === 'fork';
    f.context = fork ? 'fork' : 'inline';
    const known = rules.context === 'case-insensitive' ? ['inline', 'fork'].includes(c.toLowerCase()) : ['inline', 'fork'].includes(c);
    if (!known) issues.push({ key: 'context', code: 'field-invalid-value', data: { key: 'context', value: c, allowed: ['inline', 'fork'], read: 'inline' } });
  }

  const agent = str('agent');
  if (agent !== undefined) f.agent = agent;

  if (has('paths') && !goList('paths')) {
    const p = pathPatterns(data.paths);
    if (p) f.paths = p;
    else wrong('paths', 'a string or a list', data.paths);
  }

  if (has('hooks')) f.hooks = data.hooks;

  const shell = str('shell');
  if (shell !== undefined) {
    if (shell === 'bash' || shell === 'powershell') f.shell = shell;
    else issues.push({ key: 'shell', code: 'field-invalid-value', data: { key: 'shell', value: shell, allowed: ['bash', 'powershell'] } });
  }

  const version = str('version');
  if (version !== undefined) f.version = version;
  const license = str('license');
  if (license !== undefined) f.license = license;
  const compat = str('compatibility');
  if (compat !== undefined) f.compatibility = compat;

  if (has('metadata')) {
    const m = data.metadata;
    if (typeof m === 'object' && m !== null && !Array.isArray(m)) {
      // ASref's parser coerces keys and values to `str`.
      f.metadata = dictFrom(Object.entries(m as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? String(v)] as const));
    } else wrong('metadata', 'a mapping of strings', m);
  }
  return f;
}
