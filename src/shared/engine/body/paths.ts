/**
 * Pure path helpers for the body checks. Paths are '/'-separated (the engine's
 * convention, see fsport.ts); a backslash in a link is treated as a separator
 * too, since authors on Windows write them and the model reads them so.
 */
import { trimEndChars } from '../text/trim';

/** True for destinations the checks leave alone: URLs (`https:`, `mailto:`, any scheme, `C:`), `//host`, anchors, absolute paths, `~`, variables. */
export function isIgnoredTarget(target: string): boolean {
  const t = target.trim();
  if (!t) return true;
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(t)) return true;
  if (t.startsWith('#') || t.startsWith('/') || t.startsWith('\\') || t.startsWith('~')) return true;
  // Placeholders and variables are expanded at invocation time; `${CLAUDE_SKILL_DIR}` has its own check.
  if (t.includes('${') || t.startsWith('$')) return true;
  return false;
}

/** The path part of a link destination: fragment and query removed, `%XX` decoded (undecodable text kept). */
export function linkPath(target: string): string {
  let t = target.trim();
  const cut = t.search(/[?#]/);
  if (cut >= 0) t = t.slice(0, cut);
  try {
    t = decodeURIComponent(t);
  } catch {
    // Malformed escapes (`100%.md`): keep the text as written.
  }
  return t;
}

/**
 * Normalise a relative path into segments: `.` and empty segments dropped,
 * `..` pops. Returns `up` = how many `..` went above the start (0 when the
 * path stays inside).
 */
export function normalizeRelative(rel: string): { segments: string[]; up: number } {
  const segments: string[] = [];
  let up = 0;
  for (const part of rel.split(/[/\\]/)) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (segments.length) segments.pop();
      else up++;
      continue;
    }
    segments.push(part);
  }
  return { segments, up };
}

/**
 * True for a relative path already in normal form: names joined by single '/',
 * none of them `.` or `..`, no backslash or white space (most
 * `${CLAUDE_SKILL_DIR}/…` paths and links). Joining it needs no split into
 * segments. One pass over the text (no regex with a trailing run: linearRegex.test.ts).
 */
function isPlainRelative(rel: string): boolean {
  if (rel === '' || /[\\\s]/.test(rel)) return false;
  let start = 0;
  for (let i = 0; i <= rel.length; i++) {
    if (i < rel.length && rel.charCodeAt(i) !== 47 /* '/' */) continue;
    const len = i - start;
    if (len === 0) return false;
    if (len <= 2 && rel.charCodeAt(start) === 46 && (len === 1 || rel.charCodeAt(start + 1) === 46)) return false;
    start = i + 1;
  }
  return true;
}

/** Join an absolute '/'-separated directory with a relative path, resolving `.` and `..`. */
export function joinPath(dir: string, rel: string): string {
  const base = trimEndChars(dir, '/');
  if (isPlainRelative(rel)) {
    const head = base || '/';
    return (head.endsWith('/') ? head : `${head}/`) + rel;
  }
  const { segments, up } = normalizeRelative(rel);
  const baseParts = base.split('/');
  const keep = Math.max(1, baseParts.length - up);
  const head = baseParts.slice(0, keep).join('/') || '/';
  if (!segments.length) return head;
  return (head.endsWith('/') ? head : `${head}/`) + segments.join('/');
}

/**
 * Folders between the skill folder and a referenced file: `a.md` → 0,
 * `references/a.md` → 1, `references/x/a.md` → 2. A path that leaves the skill
 * folder (`../x.md`) or names a folder (trailing `/`) returns -1 (not "below").
 */
export function depthBelowSkill(rel: string): number {
  const { segments, up } = normalizeRelative(rel);
  if (up > 0 || !segments.length || /[/\\]$/.test(rel.trim())) return -1;
  return segments.length - 1;
}
