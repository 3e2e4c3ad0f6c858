/**
 * Body rendering for codebot (CB1 `Spec.prompt`: vars → shell → args → wrap,
 * reference §9.3, §10 CB1) and OpenHarness's user path (§8.2 OH, E7–E9).
 */
import type { ShellCommand } from '../types';
import { applyEdits, isProtected, runPass, sliceState, wrapState, type TextState } from './state';
import { cbArgv } from './tokenize';
import { expandVariables, type VarContext } from './vars';
import { trimSpan } from '../text/trim';
import { baseDirLine } from './argsCc';

/** Go `%q` quoting of a string (codebot's `<skill name=%q>`). */
export function goQuote(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '"' || ch === '\\') out += '\\' + ch;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (c < 0x20 || c === 0x7f) out += '\\x' + c.toString(16).padStart(2, '0');
    else out += ch;
  }
  return out + '"';
}

/** Result of the codebot rendering. */
export interface CbResult {
  argv: string[];
  appended: boolean;
  /** `` !`cmd` `` found after variable expansion (offsets are final once the caller reads the marks). */
  shellFound: number;
}

const CB_POSITIONAL = /\$(\d{1,2})(?:\b|$)/g;

/**
 * codebot rendering of the stripped, trimmed body in `st`, in place:
 * 1. `${CODEBOT_SKILL_DIR}`, `${CODEBOT_SESSION_ID}`, `${CLAUDE_SKILL_DIR}`, `${CLAUDE_SESSION_ID}` at once;
 * 2. `` !`cmd` `` (anywhere) — trusted skills would replace it by the command's
 *    output, so it is protected from step 3 (E22: arguments cannot reach it);
 *    untrusted skills leave it literal;
 * 3. args (non-empty only): no `$ARGUMENTS`, `$@` or `$n` outside commands →
 *    append `\n\nARGUMENTS: {args}`; else `$ARGUMENTS[n]` (1–2 digits), `$n`
 *    (1–2 digits, 0-based, word boundary) → token or '', `$ARGUMENTS` and `$@` → raw;
 * 4. `TrimSpace`, then `<skill name=%q>\nReferences are relative to {dir}.\n\n…\n</skill>`.
 */
export function expandCb(st: TextState, o: { name: string; dir: string; args: string; trusted: boolean; variables: string[]; vars: VarContext; appendLabel: string | null }): CbResult {
  expandVariables(st, o.variables, o.vars, true, false);
  let shellFound = 0;
  runPass(st, /!`([^`]+)`/g, (m) => {
    shellFound++;
    const shell: Omit<ShellCommand, 'start' | 'end'> = o.trusted
      ? { command: m[1], kind: 'inline', wouldRun: true, note: 'Runs with sh -c (30 s timeout) before arguments are filled in; its output replaces it (§10 CB1).' }
      : { command: m[1], kind: 'inline', wouldRun: false, note: 'Left as literal text: this skill\'s scope is not trusted for shell commands (§10 CB1).' };
    return { value: m[0], protect: o.trusted, shell };
  });
  const res: CbResult = { argv: [], appended: false, shellFound };
  if (o.args !== '') {
    const open = (re: RegExp) => { re.lastIndex = 0; for (const m of st.text.matchAll(re)) if (!isProtected(st, m.index!, m.index! + m[0].length)) return true; return false; };
    const has = open(/\$ARGUMENTS/g) || open(/\$@/g) || open(CB_POSITIONAL);
    if (!has) {
      if (o.appendLabel !== null) {
        const value = `\n\n${o.appendLabel}${o.args}`;
        applyEdits(st, [{ a: st.text.length, b: st.text.length, value, mark: { sub: { placeholder: '', source: 'appended', value } } }]);
        res.appended = true;
      }
    } else {
      const parts = cbArgv(o.args);
      res.argv = parts;
      const idx = (m: RegExpExecArray) => {
        const v = parts[Number(m[1])];
        return v === undefined
          ? { value: '', sub: { placeholder: m[0], source: 'argument-index', flag: 'missing-argument-emptied' as const } }
          : { value: v, sub: { placeholder: m[0], source: 'argument-index' } };
      };
      runPass(st, /\$ARGUMENTS\[(\d{1,2})\]/g, idx, true);
      runPass(st, CB_POSITIONAL, idx, true);
      runPass(st, /\$ARGUMENTS/g, () => ({ value: o.args, sub: { placeholder: '$ARGUMENTS', source: 'arguments' } }), true);
      runPass(st, /\$@/g, () => ({ value: o.args, sub: { placeholder: '$@', source: 'arguments' } }), true);
    }
  }
  // Go TrimSpace, as bounds (searching the text for its trimmed copy cost a second pass).
  const [from, to] = trimSpan(st.text, 0, st.text.length);
  sliceState(st, from, to);
  wrapState(st, `<skill name=${goQuote(o.name)}>\nReferences are relative to ${o.dir}.\n\n`, '\n</skill>');
  return res;
}

/**
 * OpenHarness user path (§8.2 OH): `Base directory for this skill: {dir}\n\n` +
 * the whole file, then (Python `str.replace`, in order, no protection)
 * `${CLAUDE_SKILL_DIR}` → dir, `${ARGUMENTS}` and `$ARGUMENTS` → the stripped
 * args (`$ARGUMENTS[0]` becomes `{args}[0]`, E9), `${CLAUDE_SESSION_ID}` when a
 * session id exists; if args are non-empty and the original file has neither
 * placeholder, `\n\nArguments: {args}` is appended (E8).
 */
export function expandOhUser(st: TextState, o: { dir: string; args: string; sessionId?: string; appendLabel: string | null; fileExists?: (p: string) => boolean }): { appended: boolean } {
  const original = st.text;
  const args = o.args.trim();
  applyEdits(st, [{ a: 0, b: 0, value: baseDirLine(o.dir) }]);
  expandVariables(st, ['${CLAUDE_SKILL_DIR}'], { dir: o.dir, sessionId: '', fileExists: o.fileExists }, false, false);
  runPass(st, /\$\{ARGUMENTS\}/g, () => ({ value: args, sub: { placeholder: '${ARGUMENTS}', source: 'arguments' } }));
  runPass(st, /\$ARGUMENTS/g, () => ({ value: args, sub: { placeholder: '$ARGUMENTS', source: 'arguments' } }));
  if (o.sessionId) expandVariables(st, ['${CLAUDE_SESSION_ID}'], { dir: o.dir, sessionId: o.sessionId }, false, false);
  const appended = args !== '' && o.appendLabel !== null && !original.includes('${ARGUMENTS}') && !original.includes('$ARGUMENTS');
  if (appended) {
    const value = `\n\n${o.appendLabel}${args}`;
    applyEdits(st, [{ a: st.text.length, b: st.text.length, value, mark: { sub: { placeholder: '', source: 'appended', value } } }]);
  }
  return { appended };
}
