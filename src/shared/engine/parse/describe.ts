/**
 * Description fallbacks (reference §2.3): what a harness uses when the
 * frontmatter gives no usable description. Each strategy returns the text and
 * the 0-based offsets (in the whole file) of the line it came from, so the
 * `description-derived-from-body` diagnostic can point at it.
 */
import type { ParseSection } from '../profiles/types';
import { prefixWithin } from '../text/measure';

/** A fallback description and where it came from. */
export interface Fallback {
  text: string;
  source: 'body' | 'fallback' | 'none';
  /** Offsets of the source line in the whole file (absent for templates). */
  start?: number;
  end?: number;
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
 * OH fallback (§2.3, E2, E10, E11): scan every line of the WHOLE file
 * (frontmatter included), skip blank lines and lines starting with `---` or
 * `#` (after stripping), take the first other line cut to 200 characters;
 * else `Skill: {name}` (`Bundled skill: {name}` for bundled skills).
 */
function ohFileScan(inp: FallbackInput): Fallback {
  let out: Fallback = { text: `${inp.bundled ? 'Bundled skill' : 'Skill'}: ${inp.name}`, source: 'fallback' };
  eachLine(inp.text, 0, (s, e) => {
    const [ts, te] = trimBounds(inp.text, s, e);
    if (ts === te) return false;
    const line = inp.text.slice(ts, te);
    if (line.startsWith('---') || line.startsWith('#')) return false;
    out = { text: line.slice(0, 200), source: 'body', start: ts, end: te };
    return true;
  });
  return out;
}

/**
 * CB1 (§2.3, E2): the first non-blank line of the (trimmed) body, heading
 * marker kept, cut to 80 runes. Empty body → empty description.
 */
function cbFirstBodyLine(inp: FallbackInput): Fallback {
  let out: Fallback = { text: '', source: 'none' };
  eachLine(inp.text, inp.bodyStart, (s, e) => {
    const [ts, te] = trimBounds(inp.text, s, e);
    if (ts === te) return false;
    out = { text: prefixWithin(inp.text.slice(ts, te), 80, 'runes'), source: 'body', start: ts, end: te };
    return true;
  });
  return out;
}

const FALLBACKS: Record<ParseSection['descriptionFallback'], (inp: FallbackInput) => Fallback> = {
  'cc-body-first-line': ccBodyFirstLine,
  'oh-file-scan': ohFileScan,
  'cb-first-body-line': cbFirstBodyLine,
  none: () => ({ text: '', source: 'none' }),
};

/** Apply the fallback strategy `rule`. Never throws. */
export function fallbackDescription(rule: ParseSection['descriptionFallback'], inp: FallbackInput): Fallback {
  return FALLBACKS[rule](inp);
}

/**
 * OH name fallback (§2.3): the first `# ` heading's text of the whole file,
 * used only while the name still equals the directory name.
 */
export function firstHeading(text: string, from = 0): string | undefined {
  let found: string | undefined;
  eachLine(text, from, (s, e) => {
    const line = text.slice(s, e).trim();
    if (line.startsWith('# ')) { found = line.slice(2).trim(); return true; }
    return false;
  });
  return found;
}
