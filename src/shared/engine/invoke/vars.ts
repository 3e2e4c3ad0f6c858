/**
 * Variable expansion (`${CLAUDE_SKILL_DIR}`, `${CLAUDE_SESSION_ID}` and codebot's
 * `${CODEBOT_*}` forms; reference §9.1 steps 8–9, §9.3 CB vars, §8.2 OH).
 * Which variables a profile replaces is `InvocationSection.variables`.
 */
import type { Substitution } from '../types';
import { runPass, type TextState } from './state';

/** What each known variable stands for. */
export const VARIABLE_KINDS: Record<string, 'skill-dir' | 'session-id' | 'plugin-root'> = {
  '${CLAUDE_SKILL_DIR}': 'skill-dir',
  // Plugin skills also get their plugin's root (§9.1 step 10); other skills keep it literal.
  '${CLAUDE_PLUGIN_ROOT}': 'plugin-root',
  '${CODEBOT_SKILL_DIR}': 'skill-dir',
  '${CLAUDE_SESSION_ID}': 'session-id',
  '${CODEBOT_SESSION_ID}': 'session-id',
};

/** Inputs for variable values. `dir` null = the skill has no directory (CC leaves the variable literal). */
export interface VarContext {
  dir: string | null;
  /** The plugin's root folder for a plugin skill, else undefined (the variable stays literal). */
  pluginRoot?: string | null;
  sessionId: string;
  fileExists?: (path: string) => boolean;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Longest path checked after a skill-dir variable: Linux's PATH_MAX (4096
 * bytes). Anything longer cannot exist, so the run of path characters is read
 * at most this far (one read of the rest of the body per variable was
 * quadratic, issue 11 point 12).
 */
export const MAX_PATH_CHARS = 4096;

/** The `/path` after a skill-dir variable ending at `at` in `text`, at most MAX_PATH_CHARS + 1 characters ('' when none). */
export function pathAfter(text: string, at: number): string {
  const re = /\/[^\s`'"<>|;,)\]}]{1,4096}/y;
  re.lastIndex = at;
  return re.exec(text)?.[0] ?? '';
}

/**
 * Replace `names` in the text. `simultaneous` = one pass over all names (Go
 * `strings.NewReplacer`, codebot); else one pass per name in order (CC, OH
 * `str.replace`). A skill-dir variable followed by `/path` is flagged
 * `path-missing` when `fileExists` says that path does not exist.
 * Returns the variables left literal because the skill has no directory.
 */
export function expandVariables(st: TextState, names: string[], ctx: VarContext, simultaneous: boolean, respectProtected: boolean): string[] {
  const usable = names.filter((n) => VARIABLE_KINDS[n]);
  const unavailable: string[] = [];
  const pass = (group: string[]) => {
    const re = new RegExp(group.map(escapeRe).join('|'), 'g');
    const text = st.text;
    runPass(st, re, (m) => {
      const kind = VARIABLE_KINDS[m[0]];
      if (kind === 'session-id') return { value: ctx.sessionId, sub: { placeholder: m[0], source: 'session-id' } };
      if (kind === 'plugin-root') {
        if (!ctx.pluginRoot) return null;
        return { value: ctx.pluginRoot.replace(/\\/g, '/'), sub: { placeholder: m[0], source: 'plugin-root' } };
      }
      if (ctx.dir === null) { if (!unavailable.includes(m[0])) unavailable.push(m[0]); return null; } // a handful of names: includes is fine
      const dir = ctx.dir.replace(/\\/g, '/');
      const sub: Omit<Substitution, 'start' | 'end' | 'value'> = { placeholder: m[0], source: 'skill-dir' };
      const rest = pathAfter(text, m.index + m[0].length);
      // A path longer than PATH_MAX cannot exist: missing without asking the file system.
      if (rest && ctx.fileExists && (rest.length > MAX_PATH_CHARS || !safeExists(ctx.fileExists, dir + rest))) sub.flag = 'path-missing';
      return { value: dir, sub };
    }, respectProtected);
  };
  if (!usable.length) return unavailable;
  if (simultaneous) pass(usable);
  else for (const n of usable) pass([n]);
  return unavailable;
}

function safeExists(fn: (p: string) => boolean, p: string): boolean {
  try { return fn(p); } catch { return false; }
}

/** Real Claude Code variables outside skills' own set (plugin/hook variables, §9.1 step 10, §9.2). */
const OTHER_REAL = ['${CLAUDE_PLUGIN_ROOT}', '${CLAUDE_PLUGIN_DATA}', '${CLAUDE_PROJECT_DIR}'];

/** Look-alike variable spellings that no profile expands (B26: `${CLAUDE_SKILL_ROOT}`, `$SKILL_DIR`). */
export function findLookAlikes(text: string, known: string[]): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\$\{(?:CLAUDE|CODEBOT)_[A-Z0-9_]+\}|\$\{?SKILL_(?:DIR|ROOT|PATH)\}?|\$\{?CLAUDE_SKILL_DIR(?!\})\b/g)) {
    if (!known.includes(m[0]) && !OTHER_REAL.includes(m[0])) found.add(m[0]);
  }
  return [...found];
}
