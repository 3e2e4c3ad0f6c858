/**
 * Description fallbacks (reference §2.3): what a harness uses when the
 * frontmatter gives no usable description. Each strategy returns the text and
 * the 0-based offsets (in the whole file) of the line it came from, so the
 * `description-derived-from-body` diagnostic can point at it.
 */
import type { ParseSection } from '../profiles/types';
import { prefixWithin } from '../text/measure';
import { trimSpan } from '../text/trim';

/** A fallback description and where it came from. */
export interface Fallback {
  text: string;
  source: 'body' | 'fallback' | 'none';
  /** Offsets of the source line in the whole file (absent for templates). */
  start?: number;
  end?: number;
  /** OH only: the name a `# ` heading met before the description line gave (§2.3). */
  name?: string;
}

/** Input to a fallback strategy. */
export interface FallbackInput {
  /** Whole file text. */
  text: string;
  /** Offset of the body the harness sees (the whole file when no frontmatter). */
  bodyStart: number;
  /** Display name as far as it is known (OH template `Skill: {name}`). */
  name: string;
  /** True for bundled skills (OH: `Bundled skill: {name}`). */
  bundled: boolean;
  /** The folder name or file stem (OH `default_name`). */
  defaultName?: string;
}

/** Iterate the lines of text[from..] split on `\n`, stopping when `fn` returns true. */
function eachLine(text: string, from: number, fn: (start: number, end: number) => boolean): void {
  let pos = from;
  while (pos <= text.length) {
    let nl = text.indexOf('\n', pos);
    if (nl < 0) nl = text.length;
    if (fn(pos, nl)) return;
    pos = nl + 1;
  }
}

/** JS `String.prototype.trim` bounds of text[start, end). */
function trimBounds(text: string, start: number, end: number): [number, number] {
  const line = text.slice(start, end);
  const lead = line.length - line.trimStart().length;
  const t = line.trim();
  return [start + lead, start + lead + t.length];
}

/** Python `str.isspace` for one UTF-16 unit (no U+FEFF, unlike JS `trim`; \x1c–\x1f and U+0085 included). */
function isPySpace(c: number): boolean {
  return (c >= 9 && c <= 13) || (c >= 0x1c && c <= 0x20) || c === 0x85 || c === 0xa0 || c === 0x1680
    || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
}

/** Python `str.strip()` bounds of text[start, end) (OH: a BOM is not stripped, E12). */
function pyStripBounds(text: string, start: number, end: number): [number, number] {
  let s = start;
  let e = end;
  while (s < e && isPySpace(text.charCodeAt(s))) s++;
  while (e > s && isPySpace(text.charCodeAt(e - 1))) e--;
  return [s, e];
}

/**
 * CC `extractDescriptionFromMarkdown(body, 'Skill')` (§2.3): the first line
 * of the body that is not blank after `trim()`; `^#+\s+(.+)$` takes the
 * heading text; over 100 chars → first 97 + `...`; no such line → `Skill`.
 */
function ccBodyFirstLine(inp: FallbackInput): Fallback {
  let out: Fallback = { text: 'Skill', source: 'fallback' };
  eachLine(inp.text, inp.bodyStart, (s, e) => {
    const [ts, te] = trimBounds(inp.text, s, e);
    if (ts === te) return false;
    const trimmed = inp.text.slice(ts, te);
    const heading = /^#+\s+(.+)$/.exec(trimmed);
    const t = heading ? heading[1] : trimmed;
    out = { text: t.length > 100 ? t.substring(0, 97) + '...' : t, source: 'body', start: ts, end: te };
    return true;
  });
  return out;
}

/**
 * OH fallback (§2.3, E2, E10, E11; OH `_frontmatter.py`): runs only when the
 * frontmatter gave no usable description. Scan every line of the WHOLE file
 * (frontmatter included), stripped: a `# ` heading met on the way renames the
 * skill to the heading text while the name still equals the folder name (or
 * is empty), then is skipped; blank lines and lines starting with `---` or `#`
 * are skipped; the first other line, cut to 200 characters, is the
 * description. None → `Skill: {name}` (`Bundled skill: {name}`), with the
 * heading name if one was met. A heading after the description line (or in a
 * skill that has a description) never renames it.
 */
function ohFileScan(inp: FallbackInput): Fallback {
  const dflt = inp.defaultName ?? inp.name;
  let name = inp.name;
  let renamed = false;
  let out: Fallback | undefined;
  eachLine(inp.text, 0, (s, e) => {
    const [ts, te] = pyStripBounds(inp.text, s, e);
    if (ts === te) return false;
    const line = inp.text.slice(ts, te);
    if (line.startsWith('# ')) {
      if (!name || name === dflt) { name = line.slice(2).trim() || dflt; renamed = true; }
      return false;
    }
    if (line.startsWith('---') || line.startsWith('#')) return false;
    // Python `stripped[:200]` counts code points, not UTF-16 units.
    out = { text: [...line].slice(0, 200).join(''), source: 'body', start: ts, end: te };
    return true;
  });
  const res = out ?? { text: `${inp.bundled ? 'Bundled skill' : 'Skill'}: ${name}`, source: 'fallback' as const };
  return renamed ? { ...res, name } : res;
}

/**
 * CB1 (§2.3, E2): the first non-blank line of the (trimmed) body, heading
 * marker kept, cut to 80 runes. Empty body → empty description.
 */
function cbFirstBodyLine(inp: FallbackInput): Fallback {
  let out: Fallback = { text: '', source: 'none' };
  eachLine(inp.text, inp.bodyStart, (s, e) => {
    const [ts, te] = trimSpan(inp.text, s, e);
    if (ts === te) return false;
    out = { text: prefixWithin(inp.text.slice(ts, te), 80, 'runes'), source: 'body', start: ts, end: te };
    return true;
  });
  return out;
}

/**
 * Copilot CLI 1.0.102 (measured, docs/harnesses/copilot-cli.md "Frontmatter"): every body line
 * trimmed, blank lines and lines starting with `#` (headings) left out, the rest joined with one
 * space and cut to 1,024 UTF-16 units (`fallback-long` came back as exactly 1,024 characters
 * ending in a space). Empty body → empty description. The range is the first line used.
 */
function copilotBodyText(inp: FallbackInput): Fallback {
  const parts: string[] = [];
  let first: [number, number] | undefined;
  let len = 0;
  eachLine(inp.text, inp.bodyStart, (s, e) => {
    const [ts, te] = trimSpan(inp.text, s, e);
    if (ts === te || inp.text[ts] === '#') return false;
    first ??= [ts, te];
    parts.push(inp.text.slice(ts, te));
    len += te - ts + 1;
    // Stop once the cut is certain: work stays proportional to 1,024, not to the body.
    return len > 1024;
  });
  if (!first) return { text: '', source: 'none' };
  return { text: parts.join(' ').slice(0, 1024), source: 'body', start: first[0], end: first[1] };
}

const FALLBACKS: Record<ParseSection['descriptionFallback'], (inp: FallbackInput) => Fallback> = {
  'cc-body-first-line': ccBodyFirstLine,
  'copilot-body-text': copilotBodyText,
  'oh-file-scan': ohFileScan,
  'cb-first-body-line': cbFirstBodyLine,
  none: () => ({ text: '', source: 'none' }),
};

/** Apply the fallback strategy `rule`. Never throws. */
export function fallbackDescription(rule: ParseSection['descriptionFallback'], inp: FallbackInput): Fallback {
  return FALLBACKS[rule](inp);
}
