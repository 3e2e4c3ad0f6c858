/**
 * The arguments form's field names, read from a skill's `arguments` or
 * `argument-hint`. (Values are read from and written into the argument line
 * with the engine's tokeniser for the profile: `argumentTokens` /
 * `replaceArgument` in ../../../engine.)
 */

/**
 * Field names for the form: the named `arguments` if any, else the words of
 * `argument-hint` (`<file> [mode]` → file, mode), else none.
 */
export function formFields(named: string[], hint: string | undefined): { name: string; optional: boolean }[] {
  if (named.length) return named.map((n) => ({ name: n, optional: false }));
  if (!hint) return [];
  const out: { name: string; optional: boolean }[] = [];
  const re = /<([^>]+)>|\[([^\]]+)\]/g;
  for (let m = re.exec(hint); m; m = re.exec(hint)) out.push({ name: (m[1] ?? m[2]).trim(), optional: m[2] !== undefined });
  return out;
}

/** A fresh session id (UUID v4 form, like Claude Code's). */
export function newSessionId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = (Math.random() * 16) | 0;
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

/**
 * What the Sandbox says when the simulated harness has no argument fields to fill
 * (`InvocationSection.args` gives no tokens): `oh`, OpenHarness passes the line as one
 * string (seed 004); `none`, the body has no argument placeholders, so the line changes
 * nothing in it, and the messages show where, if anywhere, the harness puts it
 * (Cline's `<command-args>`; Copilot CLI's skill tool takes a name only).
 */
export function noArgsNote(syntax: 'oh' | 'none' | string, harness: string): string {
  return syntax === 'oh'
    ? `${harness} does not split arguments into named or numbered ones: the Arguments line is passed as one string.`
    : `${harness} has no argument placeholders: the Arguments line does not change the body; the messages below show where, if anywhere, it goes.`;
}
