/**
 * `name-mismatch-directory` (reference §2.2 ASref "name = directory", E4):
 * Claude Code lists the skill under its folder name and keeps `name` only as a
 * display name; the spec validator rejects the mismatch. Two fixes:
 * set `name` to the folder name (one edit on the value), or rename the folder
 * to `name` (a `rename-dir` file operation for the host; no text edit).
 */
import { parse } from 'yaml';
import type { Diagnostic } from '../types';
import { EditBuilder } from './edits';
import { type KeyEntry, findFrontmatter, findKey, scalarEnd } from './frontmatter';
import { yamlScalar } from './scalar';
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

export function nameFixes(text: string, d: Diagnostic, ctx: FixContext): CodeAction[] {
  const entry = findKey(findFrontmatter(text), 'name');
  if (!entry) return [];
  const b = new EditBuilder(text);
  const out: CodeAction[] = [];
  const dir = ctx.dirName;
  const current = entryValue(text, entry);
  const currentName = typeof current === 'string' || typeof current === 'number' ? String(current) : null;
  if (dir && currentName !== dir) {
    const scalar = yamlScalar(dir);
    const onLine = entry.valueStart < entry.lineEnd && text[entry.valueStart] !== '#';
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
