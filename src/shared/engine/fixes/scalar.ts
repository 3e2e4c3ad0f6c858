/**
 * Writing strings as YAML scalars for fixes. A value is left plain only when
 * every YAML reader the profiles imitate reads it back as the same string
 * (YAML 1.2 `yaml`, yaml.v3, PyYAML's 1.1 booleans `yes/no/on/off`); otherwise it
 * is quoted: double quotes with escapes, or single quotes when that needs no
 * escaping while double quotes would (reference §1.2: Claude Code's own retry
 * double-quotes with `\\` and `\"` escaped).
 */
import { parse } from 'yaml';

/** `s` as a double-quoted YAML scalar (`\\`, `\"`, control characters escaped). */
export function doubleQuote(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '\\') out += '\\\\';
    else if (ch === '"') out += '\\"';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (c < 0x20 || c === 0x7f) out += `\\x${c.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

/** `s` as a single-quoted YAML scalar (`'` doubled), or null when it has line breaks or control characters. */
export function singleQuote(s: string): string | null {
  if (/[\x00-\x1f\x7f]/.test(s)) return null;
  return `'${s.replace(/'/g, "''")}'`;
}

/** Quote `s`: double quotes, unless they would need escapes and single quotes would not. */
export function quoteScalar(s: string): string {
  const needsEscapes = /["\\]/.test(s);
  if (needsEscapes && !s.includes("'")) {
    const single = singleQuote(s);
    if (single) return single;
  }
  return doubleQuote(s);
}

const INDICATOR_START = /^[-?:,[\]{}#&*!|>'"%@`]/;
const RESERVED = /^(?:true|false|yes|no|on|off|null|~|\.inf|-\.inf|\.nan)$/i;

/** True when `s` can be written as a plain scalar on one line and read back unchanged by any profile's YAML reader. */
export function isSafePlain(s: string): boolean {
  if (!s || s !== s.trim() || /[\x00-\x1f\x7f]/.test(s)) return false;
  if (INDICATOR_START.test(s) || RESERVED.test(s) || /^[-+.]?\d/.test(s)) return false;
  if (/:[ \t]|:$|[ \t]#/.test(s)) return false;
  try {
    const back = parse(`k: ${s}\n`) as unknown;
    return typeof back === 'object' && back !== null && (back as Record<string, unknown>).k === s;
  } catch {
    return false;
  }
}

/** `s` as a one-line YAML scalar: plain when safe, else quoted (see `quoteScalar`). */
export function yamlScalar(s: string): string {
  return isSafePlain(s) ? s : quoteScalar(s);
}

/** `s` written in the same style as the scalar at `text[start]`: kept quotes, else `yamlScalar`. */
export function scalarLike(text: string, start: number, s: string): string {
  if (text[start] === '"') return doubleQuote(s);
  if (text[start] === "'") return singleQuote(s) ?? doubleQuote(s);
  return yamlScalar(s);
}
