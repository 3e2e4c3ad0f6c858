/**
 * Claude Code's body rendering (reference §9.1 exact order for 2.1.112, §9.2
 * differences for 2.1.332 `latest`), on a `TextState` so every substitution
 * keeps its offsets in the final text.
 *
 * 1. `Base directory for this skill: {dir}\n\n` prepended when the skill has a dir.
 * 2. argv = shell-style tokens (whitespace split as fallback).
 * 3. named `arguments`: `$name` not followed by `[` or a word char → argv[i] or ''.
 * 4. `$ARGUMENTS[N]` → argv[N]; 5. `$N` (0-based, not followed by a word char) → argv[N];
 *    missing: '' (2.1.112) or left literal (latest).
 * 6. `$ARGUMENTS` → the raw args (quotes kept, B22).
 * 7. nothing changed and args non-empty → `\n\nARGUMENTS: {args}` (B24, E8). 2.1.112
 *    compares the text; latest counts a change when some placeholder took a value
 *    (a `$N` left literal does not count — assumption, §16).
 * 8. `${CLAUDE_SKILL_DIR}` (only with a dir, B26); 9. `${CLAUDE_SESSION_ID}`.
 * latest also: `\$` escapes a placeholder (the backslash goes), at most 64
 * names of ≤ 64 characters replaced longest first, and every inserted argument
 * is protected so nothing in it is expanded again (single pass, §9.2).
 */
import type { Substitution } from '../types';
import { applyEdits, applyMatches, isProtected, runPass, type Hit, type TextState } from './state';
import { namedMatchesInOneScan } from './named';
import { ccArgv } from './tokenize';
import { expandVariables, type VarContext } from './vars';
import { dict } from '../dict';

/** Options of one CC rendering. */
export interface CcArgsOptions {
  latest: boolean;
  /** Raw argument string; undefined = nothing substituted (§9.1 step 0). */
  args: string | undefined;
  /** Frontmatter `arguments` names (already without blank/numeric names). */
  names: string[];
  /** Trailer label (`ARGUMENTS: `), null = never append. */
  appendLabel: string | null;
  variables: string[];
  vars: VarContext;
}

/** What the rendering found, for the record and diagnostics. */
export interface CcArgsResult {
  argv: string[];
  named: Record<string, string>;
  appended: boolean;
  unavailableVars: string[];
  tooLarge: boolean;
}

/** The base-directory line CC and OH prepend (§8.3). */
export const baseDirLine = (dir: string): string => `Base directory for this skill: ${dir}\n\n`;

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Render the CC body in `st` (which holds the stripped body) in place. */
export function expandCc(st: TextState, o: CcArgsOptions): CcArgsResult {
  if (o.vars.dir !== null) applyEdits(st, [{ a: 0, b: 0, value: baseDirLine(o.vars.dir.replace(/\\/g, '/')) }]);
  // `named` is keyed by the author's argument names (`$constructor` is a name too): no prototype.
  const res: CcArgsResult = { argv: [], named: dict(), appended: false, unavailableVars: [], tooLarge: false };
  if (o.args !== undefined) {
    const args = o.args;
    const argv = ccArgv(args, o.latest ? 'cc-latest' : 'cc-2.1.112');
    res.argv = argv;
    const before = st.text;
    const hits: Hit[] = [];
    // A `\` escapes only when it is the author's: one inside an inserted (protected) value is not (sentinels, §9.2).
    const escaped = (m: RegExpExecArray): Hit | null =>
      o.latest && m.index > 0 && st.text[m.index - 1] === '\\' && !isProtected(st, m.index - 1, m.index)
        ? { value: m[0], dropLeading: 1, protect: true } : null;
    const take = (placeholder: string, value: string | undefined, source: string, fallbackLiteral: boolean): Hit => {
      if (value !== undefined) return { value, sub: { placeholder, source }, protect: o.latest };
      if (fallbackLiteral) return { value: placeholder, sub: { placeholder, source, flag: 'missing-argument-literal' }, protect: true };
      return { value: '', sub: { placeholder, source, flag: 'missing-argument-emptied' }, protect: o.latest };
    };
    const pass = (re: RegExp, fn: (m: RegExpExecArray) => Hit) => {
      // A loop, not push(...): a pass can make 100,000 hits, more than a call's arguments hold.
      for (const h of runPass(st, re, (m) => escaped(m) ?? fn(m), o.latest)) hits.push(h);
    };

    let names = o.names.map((n, i) => ({ n, i }));
    if (o.latest) names = names.slice(0, 64).filter((x) => x.n.length <= 64).sort((a, b) => b.n.length - a.n.length);
    for (const { n, i } of names) res.named[n] = argv[i] ?? '';
    // 2.1.112: one replaceAll per name; in one scan when the passes cannot interact (named.ts).
    const oneScan = o.latest ? null : namedMatchesInOneScan(st.text, names.map((x) => x.n), names.map((x) => argv[x.i]));
    if (oneScan) {
      const found = oneScan.map((m) => ({ start: m.start, end: m.end, hit: take(st.text.slice(m.start, m.end), argv[names[m.index].i], 'named-argument', false) }));
      for (const h of applyMatches(st, found)) hits.push(h);
    } else {
      for (const { n, i } of names) {
        if (!st.text.includes(`$${n}`)) continue; // no occurrence, no pass (the regex needs this substring)
        pass(new RegExp(`\\$${escapeRe(n)}(?![\\[\\w])`, 'g'), (m) => take(m[0], argv[i], 'named-argument', false));
      }
    }
    for (const n of o.names) if (!(n in res.named)) res.named[n] = '';
    pass(/\$ARGUMENTS\[(\d+)\]/g, (m) => take(m[0], argv[Number(m[1])], 'argument-index', o.latest));
    pass(/\$(\d+)(?!\w)/g, (m) => take(m[0], argv[Number(m[1])], 'argument-index', o.latest));
    pass(/\$ARGUMENTS/g, () => ({ value: args, sub: { placeholder: '$ARGUMENTS', source: 'arguments' }, protect: o.latest }));

    const changed = o.latest
      ? hits.some((h) => h.sub && h.sub.flag !== 'missing-argument-literal')
      : st.text !== before;
    if (!changed && args !== '' && o.appendLabel !== null) {
      const value = `\n\n${o.appendLabel}${args}`;
      applyEdits(st, [{ a: st.text.length, b: st.text.length, value, mark: { sub: { placeholder: '', source: 'appended', value }, protect: o.latest } }]);
      res.appended = true;
    }
  }
  // Both releases expand a variable inside an inserted argument value too (measured: an argument
  // `${CLAUDE_SKILL_DIR}` arrives as the folder, claude-code-measured.md point 14).
  res.unavailableVars = expandVariables(st, o.variables, o.vars, false, false);
  res.tooLarge = o.latest && st.text.length > 4_000_000;
  return res;
}

/** Substitutions whose placeholder found no argument. */
export function missingArguments(subs: Substitution[]): Substitution[] {
  return subs.filter((s) => s.flag === 'missing-argument-emptied' || s.flag === 'missing-argument-literal');
}
