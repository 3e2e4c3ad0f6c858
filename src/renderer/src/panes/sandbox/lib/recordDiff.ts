/**
 * Compare two invocation records (history "compare"): a flat, line-oriented
 * text form of each record diffed line by line, so any change in verdict,
 * messages, body, substitutions, shell commands or delta shows up.
 */
import type { InvocationRecord } from '../../../../../shared/engine';
import { diffLines, type DiffLine } from '../../listing/lib/lineDiff';

/** Text form of a record, one fact per line (stable order). */
export function recordToText(r: InvocationRecord): string {
  const lines: string[] = [];
  lines.push(`request: ${r.request.as === 'user' ? '/' : ''}${r.request.name} ${r.request.args ?? ''}`.trimEnd());
  lines.push(`verdict: ${r.allowed ? 'allowed' : `refused: ${r.reason ?? ''}`}`);
  lines.push(`mode: ${r.mode}${r.fork ? ` (agent ${r.fork.agent}${r.fork.model ? `, model ${r.fork.model}` : ''})` : ''}`);
  lines.push(`argv: ${JSON.stringify(r.argv)}`);
  r.messages.forEach((m, i) => {
    lines.push(`--- message ${i + 1} (${m.role}${m.hidden ? ', hidden' : ''}${m.label ? `, ${m.label}` : ''})`);
    lines.push(...m.text.split('\n'));
  });
  lines.push('--- substitutions');
  for (const s of r.substitutions) lines.push(`${s.placeholder} → ${JSON.stringify(s.value)} (${s.source}${s.flag ? `, ${s.flag}` : ''})`);
  lines.push('--- shell commands');
  for (const c of r.shellCommands) lines.push(`${c.command} (${c.wouldRun ? 'would run' : 'would not run'})`);
  lines.push('--- delta');
  const d = r.delta;
  lines.push(`allowed-tools: ${d.allowedTools.join(', ')}`, `disallowed-tools: ${d.disallowedTools.join(', ')}`);
  lines.push(`model: ${d.model ?? ''}`, `effort: ${d.effort ?? ''}`, `paths: ${d.paths.join(', ')}`);
  for (const c of d.cleared) lines.push(`cleared ${c.field}: ${c.reason}`);
  return lines.join('\n');
}

/** Diff two records as text. */
export function diffRecords(a: InvocationRecord, b: InvocationRecord): DiffLine[] {
  return diffLines(recordToText(a), recordToText(b));
}
