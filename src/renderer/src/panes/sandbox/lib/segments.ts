/**
 * Split an expanded body into plain text, substitution and shell-command
 * segments from the offsets in an InvocationRecord, so the body can be shown
 * with every substitution highlighted. Overlaps are resolved by the earlier
 * start (a substitution inside a shell command is kept and the command is
 * split around it).
 */
import type { ShellCommand, Substitution } from '../../../../../shared/engine';

/** One piece of the body. */
export type BodySegment =
  | { kind: 'text'; text: string; start: number }
  | { kind: 'sub'; text: string; start: number; sub: Substitution; index: number }
  | { kind: 'shell'; text: string; start: number; shell: ShellCommand; index: number };

interface Mark { start: number; end: number; kind: 'sub' | 'shell'; index: number }

/** Segment `body` by `subs` and `shells` (0-based UTF-16 offsets into `body`). */
export function segmentBody(body: string, subs: Substitution[], shells: ShellCommand[] = []): BodySegment[] {
  const clamp = (n: number) => Math.max(0, Math.min(body.length, n));
  const subMarks: Mark[] = subs.map((s, index) => ({ start: clamp(s.start), end: clamp(s.end), kind: 'sub' as const, index }))
    .filter((m) => m.end >= m.start);
  const shellMarks: Mark[] = shells.map((s, index) => ({ start: clamp(s.start), end: clamp(s.end), kind: 'shell' as const, index }))
    .filter((m) => m.end > m.start);
  // Substitutions win: cut shell marks around them.
  const marks: Mark[] = [...subMarks];
  for (const sh of shellMarks) {
    let cur = sh.start;
    for (const s of subMarks.filter((m) => m.start >= sh.start && m.end <= sh.end).sort((x, y) => x.start - y.start)) {
      if (s.start > cur) marks.push({ ...sh, start: cur, end: s.start });
      cur = Math.max(cur, s.end);
    }
    if (cur < sh.end) marks.push({ ...sh, start: cur, end: sh.end });
  }
  marks.sort((x, y) => x.start - y.start || (x.kind === 'sub' ? -1 : 1));
  const out: BodySegment[] = [];
  let pos = 0;
  for (const m of marks) {
    if (m.start < pos) continue; // overlapping mark: keep the first
    if (m.start > pos) out.push({ kind: 'text', text: body.slice(pos, m.start), start: pos });
    const text = body.slice(m.start, m.end);
    if (m.kind === 'sub') out.push({ kind: 'sub', text, start: m.start, sub: subs[m.index], index: m.index });
    else out.push({ kind: 'shell', text, start: m.start, shell: shells[m.index], index: m.index });
    pos = m.end;
  }
  if (pos < body.length) out.push({ kind: 'text', text: body.slice(pos), start: pos });
  return out;
}

/** Words for a substitution flag. */
export const FLAG_WORDS: Record<NonNullable<Substitution['flag']>, string> = {
  'missing-argument-emptied': 'no such argument: replaced by nothing',
  'missing-argument-literal': 'no such argument: left as literal text',
  'path-missing': 'this path does not exist',
};

/** Hover text for a substitution: placeholder, value and source. */
export function substitutionTitle(s: Substitution): string {
  const flag = s.flag ? ` — ${FLAG_WORDS[s.flag]}` : '';
  return `${s.placeholder} → ${JSON.stringify(s.value)} (from ${s.source})${flag}`;
}
