/**
 * Description fixes.
 * - Shorten (`description-too-long`, `listing-entry-truncated`): cut at the last
 *   sentence end within the limit (else a word boundary); the quote style of the
 *   value is kept and only the changed part is edited; `preview` is the cut text.
 *   Limit: `ctx.maxDescription`, else the diagnostic's `data.limit`/`max`, else
 *   1024 characters (spec, §2.2) or, for a listing cap, the profile's per-entry cap
 *   in its unit (§6.2).
 * - Add (`description-missing`, `description-derived-from-body`): the body's first
 *   paragraph (headings, code and comments skipped; else the first heading's
 *   text) as one line, cut to the limit, written into the frontmatter after
 *   `name` (or first), into an existing empty `description:`, or in a new
 *   frontmatter block when there is none (§2.3: harness fallbacks take only a line).
 */
import type { Diagnostic, LengthUnit } from '../types';
import { profileOrDefault } from '../profiles';
import { EditBuilder } from './edits';
import { type FrontmatterBlock, eolOf, findFrontmatter, findKey, splitLines } from './frontmatter';
import { entryValue, inlineValueSpan } from './name';
import { cutDescription } from './cut';
import { tabEdits } from './tabs';
import { doubleQuote, singleQuote, yamlScalar } from './scalar';
import type { CodeAction, FixContext } from './types';

const SPEC_LIMIT = 1024;

function limitFor(d: Diagnostic, ctx: FixContext): { max: number; unit: LengthUnit } {
  const data = d.data ?? {};
  const fromData = [data.limit, data.max].find((v) => typeof v === 'number' && v > 0) as number | undefined;
  if (d.code === 'listing-entry-truncated') {
    const listing = profileOrDefault(ctx.profileId).listing;
    // codebot measures its total in bytes but cuts each line at 220 runes (§6.2 CB1): the per-entry unit is runes.
    const unit: LengthUnit = listing.unit === 'bytes' ? 'runes' : listing.unit;
    return { max: ctx.maxDescription ?? fromData ?? listing.perEntry ?? SPEC_LIMIT, unit };
  }
  return { max: ctx.maxDescription ?? fromData ?? SPEC_LIMIT, unit: 'utf16' };
}

/** A block scalar (`|`/`>`) for `s`, indented by `indent`. */
function blockScalar(s: string, indent: string, eol: string): string {
  const header = s.includes('\n') ? '|-' : '>-';
  return header + s.split('\n').map((l) => eol + (l ? indent + l : '')).join('');
}

/** The shortening action for `d` (see the module doc), or none when the description fits or is not a string. */
export function shortenFixes(text: string, d: Diagnostic, ctx: FixContext): CodeAction[] {
  const block = findFrontmatter(text);
  const entry = findKey(block, 'description');
  if (!block || !entry || entry.valueStart >= entry.lineEnd) return [];
  const value = entryValue(text, entry);
  if (typeof value !== 'string') return [];
  const { max, unit } = limitFor(d, ctx);
  const cut = cutDescription(value, max, unit);
  if (!cut) return [];
  const b = new EditBuilder(text);
  const first = text[entry.valueStart];
  let start = entry.valueStart;
  let end = entry.end;
  let replacement: string;
  if (first === '|' || first === '>') {
    const second = block.lines[entry.line + 1];
    const indent = second ? /^[ \t]*/.exec(text.slice(second.start, second.end))![0] || '  ' : '  ';
    replacement = blockScalar(cut.kept, indent, eolOf(text));
  } else if (first === '"' || first === "'") {
    replacement = first === "'" ? singleQuote(cut.kept) ?? doubleQuote(cut.kept) : doubleQuote(cut.kept);
    [start, end] = spanOrAll(text, entry, start, end);
  } else {
    replacement = yamlScalar(cut.kept);
    if (entry.lastLine === entry.line) [start, end] = spanOrAll(text, entry, start, end);
  }
  while (end > start && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  const how = cut.how === 'sentence' ? 'at the last sentence end' : cut.how === 'word' ? 'at the last word' : 'at the limit';
  return [{
    title: `Shorten the description to ${max}${unit === 'utf16' ? ' characters' : ` (${unit})`}, cutting ${how}`,
    kind: 'quickfix', diagnosticCode: d.code, edits: [b.minimal(start, end, replacement)], preview: cut.tail, isPreferred: true,
  }];
}

/** For a quoted value, the scalar's own span (keeps a trailing comment); else [start, end). */
function spanOrAll(text: string, entry: Parameters<typeof inlineValueSpan>[1], start: number, end: number): [number, number] {
  const [s, e] = inlineValueSpan(text, entry);
  return e > s ? [s, e] : [start, end];
}

/** The body's first paragraph as one line (else the first heading's text; '' when none). */
export function firstParagraph(body: string): string {
  const lines = splitLines(body).map((l) => body.slice(l.start, l.end));
  let heading = '';
  let fence: string | null = null;
  let inComment = false;
  const para: string[] = [];
  for (const raw of lines) {
    const t = raw.trim();
    if (fence) { if (t.startsWith(fence)) fence = null; continue; }
    if (inComment) { if (t.includes('-->')) inComment = false; continue; }
    if (para.length && (t === '' || /^(#|```|~~~)/.test(t))) break;
    if (t === '') continue;
    const f = /^(`{3,}|~{3,})/.exec(t);
    if (f) { fence = f[1]; continue; }
    if (t.startsWith('<!--')) { inComment = !t.includes('-->'); continue; }
    const h = /^#{1,6}(?:\s+|$)(.*?)(?:\s+#+)?$/.exec(t);
    if (h) { heading ||= h[1].trim(); continue; }
    if (/^(?:-{3,}|\*{3,}|_{3,})$/.test(t)) continue;
    para.push(t);
  }
  return (para.length ? para.join(' ') : heading).replace(/\s+/g, ' ').trim();
}

/** Text after the frontmatter (the whole text when there is none). */
function bodyAfter(text: string, block: FrontmatterBlock | null): string {
  if (!block) return text;
  const close = splitLines(text, block.contentEnd)[0];
  return text.slice(close.next);
}

/** The add-description action for `d`, or none when a description is set or the body has no text. */
export function addDescriptionFixes(text: string, d: Diagnostic, ctx: FixContext): CodeAction[] {
  const block = findFrontmatter(text);
  const existing = findKey(block, 'description');
  if (existing && typeof entryValue(text, existing) === 'string' && String(entryValue(text, existing)).trim()) return [];
  // A `description:` line that is not a clean top-level key (tab-indented, quoted oddly) is the
  // real problem: adding a second key would only duplicate it.
  if (block?.lines.some((l) => /^[ \t]*["']?description["']?[ \t]*:/.test(text.slice(l.start, l.end)) && l.start !== existing?.keyStart)) return [];
  // Indentation tabs break the whole frontmatter: a new key would not be read until they are fixed.
  if (tabEdits(text).length) return [];
  let desc = firstParagraph(bodyAfter(text, block));
  if (!desc) return [];
  const cut = cutDescription(desc, ctx.maxDescription ?? SPEC_LIMIT);
  if (cut) desc = cut.kept;
  const scalar = yamlScalar(desc);
  const eol = eolOf(text);
  const b = new EditBuilder(text);
  let edit;
  if (existing) edit = b.replace(existing.colonEnd, existing.end, ` ${scalar}`);
  else if (block) {
    const name = findKey(block, 'name');
    edit = name
      ? b.replace(name.end, name.end, `${eol}description: ${scalar}`)
      : b.replace(block.contentStart, block.contentStart, `description: ${scalar}${eol}`);
  } else {
    const at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    edit = b.replace(at, at, `---${eol}description: ${scalar}${eol}---${eol}`);
  }
  const short = desc.length > 60 ? `${desc.slice(0, 57)}...` : desc;
  return [{
    title: `Add a description from the body: "${short}"`,
    kind: 'quickfix', diagnosticCode: d.code, edits: [edit], preview: desc, isPreferred: true,
  }];
}
