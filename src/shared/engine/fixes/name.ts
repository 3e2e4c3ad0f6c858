/**
 * `name-mismatch-directory` (reference §2.2 ASref "name = directory", E4):
 * Claude Code lists the skill under its folder name and keeps `name` only as a
 * display name; the spec validator rejects the mismatch. Two fixes:
 * set `name` to the folder name (one edit on the value), or rename the folder
 * to `name` (a `rename-dir` file operation for the host; no text edit).
 */
import { trimChars, trimEndChars } from '../text/trim';
import { parse } from 'yaml';
import type { Diagnostic } from '../types';
import { EditBuilder } from './edits';
import { type KeyEntry, findFrontmatter, findKey, scalarEnd } from './frontmatter';
import { scalarLike, yamlScalar } from './scalar';
import type { CodeAction, FixContext } from './types';

/** The value of a top-level entry as YAML reads it on its own (undefined when unreadable). */
export function entryValue(text: string, e: KeyEntry): unknown {
  try {
    const doc = parse(text.slice(e.keyStart, e.end), { uniqueKeys: false }) as unknown;
    if (doc && typeof doc === 'object' && !Array.isArray(doc)) return (doc as Record<string, unknown>)[e.key];
  } catch {
    // Broken value: no reading.
  }
  return undefined;
}

/** True for a name usable as a folder on every desktop OS. */
export function isValidFolderName(s: string): boolean {
  return s.length > 0 && s.length <= 255 && s === s.trim() && s !== '.' && s !== '..'
    && !/[/\\<>:"|?*\x00-\x1f]/.test(s) && !/\.$/.test(s);
}

/** [start, end) of the scalar on the key line (end of line when the value is unclosed). */
export function inlineValueSpan(text: string, e: KeyEntry): [number, number] {
  const end = scalarEnd(text, e.valueStart, e.lineEnd, e.end);
  if (end >= 0) return [e.valueStart, end];
  let le = e.lineEnd;
  while (le > e.valueStart && (text[le - 1] === ' ' || text[le - 1] === '\t')) le--;
  return [e.valueStart, le];
}

/** Set `name` to the folder name and/or rename the folder to `name` (none for flat files). */
export function nameFixes(text: string, d: Diagnostic, ctx: FixContext): CodeAction[] {
  const entry = findKey(findFrontmatter(text), 'name');
  if (!entry) return [];
  const b = new EditBuilder(text);
  const out: CodeAction[] = [];
  const dir = ctx.dirName;
  const current = entryValue(text, entry);
  const currentName = typeof current === 'string' || typeof current === 'number' ? String(current) : null;
  if (dir && currentName !== dir) {
    const onLine = entry.valueStart < entry.lineEnd && text[entry.valueStart] !== '#';
    const scalar = onLine ? scalarLike(text, entry.valueStart, dir) : yamlScalar(dir);
    const edit = onLine
      ? b.minimal(...inlineValueSpan(text, entry), scalar)
      // `name:` with the value below (or empty): replace everything after the colon.
      : b.replace(entry.colonEnd, entry.end, ` ${scalar}`);
    out.push({ title: `Set name to the folder name \`${dir}\``, kind: 'quickfix', diagnosticCode: d.code, edits: [edit], isPreferred: true });
  }
  if (dir && currentName && currentName !== dir && isValidFolderName(currentName)) {
    out.push({
      title: `Rename the folder \`${dir}\` to \`${currentName}\``,
      kind: 'quickfix', diagnosticCode: d.code, edits: [],
      fileOp: { kind: 'rename-dir', from: dir, to: currentName },
    });
  }
  return out;
}

/**
 * The spec form of a name (reference §2.2: lowercase letters and digits with
 * single inner hyphens, at most 64 characters; ASref accepts Unicode letters
 * after NFKC): every other run of characters becomes `-`. Characters listed in
 * `bad` (a harness's own verdict, e.g. codebot's ASCII-only rule) are replaced
 * too. Returns '' when nothing usable is left.
 */
export function specName(name: string, bad: string[] = []): string {
  let s = name.normalize('NFKC').toLowerCase();
  for (const ch of bad) if (ch) s = s.split(ch.toLowerCase()).join('-');
  s = trimChars(s.replace(/[^\p{L}\p{N}]+/gu, '-'), '-');
  return trimEndChars([...s].slice(0, 64).join(''), '-');
}

/**
 * Fixes for a badly formed name (`name-not-lowercase`, `name-has-whitespace`,
 * `name-invalid-chars`, `name-hyphen-edge`, `name-consecutive-hyphens`,
 * `name-too-long`): change it to its spec form, or to the folder name when
 * that is already well formed.
 */
export function nameFormFixes(text: string, d: Diagnostic, ctx: FixContext): CodeAction[] {
  const entry = findKey(findFrontmatter(text), 'name');
  if (!entry || entry.valueStart >= entry.lineEnd || text[entry.valueStart] === '#') return [];
  const current = entryValue(text, entry);
  if (typeof current !== 'string' && typeof current !== 'number') return [];
  const name = String(current);
  const bad = Array.isArray(d.data?.chars) ? (d.data.chars as unknown[]).filter((c): c is string => typeof c === 'string') : [];
  const b = new EditBuilder(text);
  const span = inlineValueSpan(text, entry);
  const out: CodeAction[] = [];
  const form = specName(name, bad);
  if (form && form !== name) {
    out.push({ title: `Change name to \`${form}\``, kind: 'quickfix', diagnosticCode: d.code, edits: [b.minimal(...span, scalarLike(text, entry.valueStart, form))], isPreferred: true });
  }
  const dir = ctx.dirName;
  if (dir && dir !== name && dir !== form && specName(dir) === dir) {
    out.push({ title: `Set name to the folder name \`${dir}\``, kind: 'quickfix', diagnosticCode: d.code, edits: [b.minimal(...span, scalarLike(text, entry.valueStart, dir))] });
  }
  return out;
}
