/**
 * The frontmatter `description` as each harness coerces it (reference §2.3,
 * §14 "description not a string"), and the `description-inline-comment`
 * check (an unquoted value cut at ` #`).
 */
import type { FieldRules } from '../profiles/sections/parse';
import type { KeyOffsets } from './yaml';

/** The coerced description, or why there is none. */
export interface DescriptionValue {
  /** Undefined → the profile's fallback applies. */
  value?: string;
  /** Set when the value had a type the harness rejects (`list`, `mapping`). */
  wrongType?: string;
  /** Whole-file offsets of a `# comment` that cut a plain description. */
  inlineComment?: { start: number; end: number };
}

type Coerce = (v: unknown) => { value?: string; wrongType?: string };

const COERCE: Record<FieldRules['description'], Coerce> = {
  // CC coerceDescriptionToString: trimmed strings (blank → none), numbers/booleans stringified, others warned and dropped.
  'cc-coerce': (v) => {
    if (v === null || v === undefined) return {};
    if (typeof v === 'string') return v.trim() ? { value: v.trim() } : {};
    if (typeof v === 'number' || typeof v === 'boolean') return { value: String(v) };
    return { wrongType: Array.isArray(v) ? 'list' : 'mapping' };
  },
  // CB1: yaml.v3 decodes scalars into the string field, then `strings.TrimSpace`; blank → fallback.
  'go-trim': (v) => {
    if (v === null || v === undefined) return {};
    if (typeof v === 'string') return v.trim() ? { value: v.trim() } : {};
    if (typeof v === 'number' || typeof v === 'boolean') return { value: String(v) };
    return { wrongType: Array.isArray(v) ? 'list' : 'mapping' };
  },
  // OH `_frontmatter.py`: only `isinstance(val, str) and val.strip()` counts, stripped; anything
  // else (number, bool, date, list, mapping, blank) leaves the fallback scan to find one (§14).
  'string-only': (v) => {
    if (v === null || v === undefined) return {};
    if (typeof v === 'string') return v.trim() ? { value: v.trim() } : {};
    return { wrongType: Array.isArray(v) ? 'list' : v instanceof Date ? 'date' : typeof v === 'object' ? 'mapping' : typeof v };
  },
  // Gemini CLI skillLoader.ts:45-51: `typeof description === 'string'`, so `""` counts (measured 0.61.0);
  // any other type is no description (the skill is skipped).
  'any-string': (v) => {
    if (v === null || v === undefined) return {};
    if (typeof v === 'string') return { value: v };
    return { wrongType: Array.isArray(v) ? 'list' : v instanceof Date ? 'date' : typeof v === 'object' ? 'mapping' : typeof v };
  },
  // strictyaml / seed 003: already text; blank means missing.
  'as-is': (v) => {
    if (v === null || v === undefined) return {};
    const s = typeof v === 'string' ? v : String(v);
    return s.trim() ? { value: s } : {};
  },
};

/**
 * Read `data.description` under `rule`. `text` is the whole file and `ko`
 * the description's offsets in it (for the inline-comment check).
 */
export function describeValue(text: string, data: Record<string, unknown>, rule: FieldRules['description'], ko?: KeyOffsets): DescriptionValue {
  const out: DescriptionValue = COERCE[rule](data.description);
  if (ko && ko.style === 'PLAIN') {
    let i = ko.valueEnd;
    while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i++;
    if (i > ko.valueEnd && text[i] === '#') {
      let e = text.indexOf('\n', i);
      if (e < 0) e = text.length;
      if (text[e - 1] === '\r') e--;
      out.inlineComment = { start: i, end: e };
    }
  }
  return out;
}
