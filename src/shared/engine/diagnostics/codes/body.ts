/**
 * Diagnostic codes emitted by the engine's `body` module (see ../catalogue.ts).
 * Every message says what happens and what to do; `data` carries the values
 * (documented per code) so quick fixes and the UI never parse the message.
 */
import type { CodeTable } from '../catalogue';

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** A path shown in a message: at most 200 characters (a 4,096-character path helps nobody in one line). */
const clip = (v: unknown): string => {
  const t = String(v ?? '');
  return t.length > 200 ? `${t.slice(0, 199)}…` : t;
};

export const BODY_CODES = {
  /** data: { target: string (as written), resolved: string (absolute path checked) } */
  'link-target-missing': {
    severity: 'warning',
    title: 'Linked file does not exist in the skill folder',
    message: (d) =>
      `The link target \`${d.target}\` does not exist (looked for ${d.resolved}). ` +
      'The model will fail to read it: create the file or fix the path (relative to the skill folder).',
  },
  /** data: { variable: string (e.g. `${CLAUDE_SKILL_DIR}`), path: string (relative part), resolved: string } */
  'skill-dir-path-missing': {
    severity: 'warning',
    title: 'Path under the skill directory does not exist',
    message: (d) =>
      `\`${d.variable}${clip(d.path)}\` expands to ${clip(d.resolved)}, which does not exist. ` +
      'Add the file to the skill folder or correct the path.',
  },
  /** data: { target: string, depth: number (folders below the skill folder) } */
  'reference-too-deep': {
    severity: 'info',
    title: 'Referenced file is more than one level deep',
    message: (d) =>
      `\`${d.target}\` is ${plural(Number(d.depth), 'folder')} below the skill folder. ` +
      'Keep references one level deep from SKILL.md (for example `references/name.md`) so the model finds them in one step (reference §6.3).',
  },
  /** data: { lines: number, limit: number } */
  'body-too-long': {
    severity: 'warning',
    title: 'Body is longer than 500 lines',
    message: (d) =>
      `The body has ${plural(Number(d.lines), 'line')}; keep it under ${d.limit} lines (reference §6.3). ` +
      'Move detail into files under `references/` and link to them; they are read only when needed.',
  },
  /** data: { estimatedTokens: number, chars: number, limit: number } */
  'body-too-many-tokens': {
    severity: 'warning',
    title: 'Body is larger than about 5,000 tokens',
    message: (d) =>
      `The body is about ${d.estimatedTokens} tokens (estimated as ${d.chars} characters ÷ 4); ` +
      `keep it under ${d.limit} tokens (reference §6.3). The whole body is loaded on every invocation: ` +
      'move detail into files under `references/`.',
  },
  /** data: { placeholder: string, escapable: boolean, inCode: 'fenced' | 'inline' } */
  /** data: { command: string } */
  'shell-inline-not-run': {
    severity: 'info',
    title: 'Inline ! command that Claude Code will not run',
    message: (d) => `Claude Code runs \`!\`${d.command}\`\` only when the \`!\` starts a line or follows a space (reference §10); glued to the text before it, it stays literal text. Add a space before \`!\` to run it, or leave it as text.`,
  },
  'placeholder-in-code': {
    severity: 'warning',
    title: 'Argument placeholder inside code will be substituted',
    message: (d) =>
      `\`${d.placeholder}\` inside ${d.inCode === 'fenced' ? 'a code block' : 'inline code'} is still replaced by the ` +
      'argument value: substitution ignores Markdown (reference §9.1). ' +
      (d.escapable
        ? `If you mean it literally, write \`\\${d.placeholder}\` (Claude Code latest, §9.2; 2.1.112 has no escape).`
        : 'This harness has no escape for it; if you mean it literally, reword it (for example `$ 1` or `$N`).'),
  },
  /** data: { placeholder: string, index: number, hintCount: number, hint: string } */
  'positional-missing-argument': {
    severity: 'info',
    title: 'Placeholder refers to an argument the hint does not list',
    message: (d) =>
      `\`${d.placeholder}\` takes argument number ${Number(d.index) + 1} (indices start at 0), but \`argument-hint\` ` +
      `(\`${d.hint}\`) lists ${plural(Number(d.hintCount), 'argument')}. Users following the hint leave it empty ` +
      '(or literal in Claude Code latest, §9.2): use a smaller index or extend the hint.',
  },
} satisfies CodeTable;
